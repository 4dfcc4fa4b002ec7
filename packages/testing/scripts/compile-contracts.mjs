#!/usr/bin/env node
// Compiles the local stack's Solidity sources (contracts/*.sol) with the `solc` npm package and writes the
// committed artefacts: contracts/artifacts/<Name>.json and src/stack/artifacts.ts.
//
//   pnpm --filter @walletdock/testing compile:contracts
//
// The compiler version and settings are fixed so that the output is reproducible; the unit test
// src/stack/artifacts.test.ts recompiles the sources and fails if the committed artefacts differ.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solc from 'solc';

/** The package root (packages/testing). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The exact compiler the artefacts are built with. */
export const SOLC_VERSION = '0.8.30+commit.73712a01';

/** The solc standard-JSON settings, minus `outputSelection`. */
export const SOLC_SETTINGS = Object.freeze({
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'ipfs' },
});

/** The deployable contracts: their name, their source unit and the prefix of their TypeScript exports. */
export const CONTRACTS = Object.freeze([
  { name: 'Multicall3', source: 'contracts/Multicall3.sol', exportPrefix: 'multicall3' },
  { name: 'TestToken', source: 'contracts/TestToken.sol', exportPrefix: 'testToken' },
  { name: 'TestNft', source: 'contracts/TestNft.sol', exportPrefix: 'testNft' },
  { name: 'TestSwapPool', source: 'contracts/TestSwapPool.sol', exportPrefix: 'testSwapPool' },
]);

const ARTIFACTS_DIR = join(packageRoot, 'contracts', 'artifacts');
const TS_MODULE = join(packageRoot, 'src', 'stack', 'artifacts.ts');

/**
 * Reads every `contracts/*.sol` file as a solc source unit named `contracts/<file>`. Line endings are
 * normalised to `\n` so that a checkout with CRLF endings compiles to the same bytecode.
 * @returns {Record<string, { content: string }>}
 */
export function readSources() {
  const dir = join(packageRoot, 'contracts');
  /** @type {Record<string, { content: string }>} */
  const sources = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[`contracts/${file}`] = { content: readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n') };
  }
  return sources;
}

/**
 * Compiles the sources. Throws with solc's messages if there is any error (warnings are thrown too: the
 * sources must compile cleanly).
 * @returns {{
 *   compiler: { version: string, settings: typeof SOLC_SETTINGS },
 *   contracts: Array<{ name: string, source: string, exportPrefix: string, abi: unknown[], bytecode: string,
 *     deployedBytecode: string, immutableReferences: Record<string, unknown> }>
 * }}
 */
export function compileContracts() {
  if (solc.version() !== `${SOLC_VERSION}.Emscripten.clang`) {
    throw new Error(`Expected solc ${SOLC_VERSION}, found ${solc.version()}`);
  }
  const input = {
    language: 'Solidity',
    sources: readSources(),
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: {
        '*': {
          '*': [
            'abi',
            'evm.bytecode.object',
            'evm.deployedBytecode.object',
            'evm.deployedBytecode.immutableReferences',
          ],
        },
      },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info');
  if (problems.length > 0) {
    throw new Error(`solc reported problems:\n${problems.map((e) => e.formattedMessage).join('\n')}`);
  }
  const contracts = CONTRACTS.map(({ name, source, exportPrefix }) => {
    const compiled = output.contracts?.[source]?.[name];
    if (!compiled) throw new Error(`solc produced no output for ${source}:${name}`);
    return {
      name,
      source,
      exportPrefix,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
      immutableReferences: compiled.evm.deployedBytecode.immutableReferences ?? {},
    };
  });
  const multicall = contracts.find((c) => c.name === 'Multicall3');
  if (multicall && Object.keys(multicall.immutableReferences).length > 0) {
    throw new Error('Multicall3 must not use immutables: it is placed with anvil_setCode as runtime code');
  }
  return { compiler: { version: SOLC_VERSION, settings: SOLC_SETTINGS }, contracts };
}

/**
 * The JSON artefact of one contract.
 * @param {ReturnType<typeof compileContracts>['contracts'][number]} contract
 * @param {ReturnType<typeof compileContracts>['compiler']} compiler
 */
export function renderArtifactJson(contract, compiler) {
  const artifact = {
    contractName: contract.name,
    sourceName: contract.source,
    abi: contract.abi,
    bytecode: contract.bytecode,
    deployedBytecode: contract.deployedBytecode,
    immutableReferences: contract.immutableReferences,
    compiler,
  };
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

/**
 * The TypeScript module with the ABIs (`as const`, so that viem infers types) and the bytecodes.
 * @param {ReturnType<typeof compileContracts>} result
 */
export function renderArtifactsModule(result) {
  const { version, settings } = result.compiler;
  const lines = [
    '// generated by scripts/compile-contracts.mjs — do not edit.',
    `// Compiled from contracts/*.sol with solc ${version} (optimizer ${settings.optimizer.runs} runs, evmVersion ${settings.evmVersion}).`,
    '// Regenerate with `pnpm --filter @walletdock/testing compile:contracts`.',
    '',
  ];
  for (const contract of result.contracts) {
    const p = contract.exportPrefix;
    lines.push(
      `/** ABI of \`${contract.name}\` (${contract.source}). */`,
      `export const ${p}Abi = ${JSON.stringify(contract.abi)} as const;`,
      '',
      `/** Creation bytecode of \`${contract.name}\` (deploy it with constructor arguments appended). */`,
      `export const ${p}Bytecode: \`0x\${string}\` = '${contract.bytecode}';`,
      '',
    );
    if (contract.name === 'Multicall3') {
      lines.push(
        '/** Runtime bytecode of `Multicall3`, placed at the canonical address with `anvil_setCode`. */',
        `export const ${p}DeployedBytecode: \`0x\${string}\` = '${contract.deployedBytecode}';`,
        '',
      );
    }
  }
  return lines.join('\n');
}

/** Compiles and writes contracts/artifacts/*.json and src/stack/artifacts.ts, then formats the latter. */
export function writeArtifacts() {
  const result = compileContracts();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const contract of result.contracts) {
    writeFileSync(
      join(ARTIFACTS_DIR, `${contract.name}.json`),
      renderArtifactJson(contract, result.compiler),
    );
  }
  writeFileSync(TS_MODULE, renderArtifactsModule(result));
  formatWithBiome(TS_MODULE);
  return result;
}

/** Formats a file with the repository's Biome (a root devDependency), so the generated code is lint-clean. */
function formatWithBiome(file) {
  const require = createRequire(import.meta.url);
  let biome;
  try {
    biome = require.resolve('@biomejs/biome/bin/biome');
  } catch {
    console.warn(`Biome not found: ${file} is left unformatted.`);
    return;
  }
  execFileSync(process.execPath, [biome, 'check', '--write', file], { cwd: packageRoot, stdio: 'inherit' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const result = writeArtifacts();
  for (const c of result.contracts) {
    console.log(`${c.name}: ${(c.deployedBytecode.length - 2) / 2} bytes of runtime code`);
  }
}
