// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Size guard: viem (and ox, @noble/*, abitype, @adraffy/ens-normalize behind it) is loaded with `import()` the
 * first time the adapter needs it (RPC reads, ENS, typed data, receipts), so the main entry's STATIC module
 * graph must not import it. These tests read the BUILT files, where type-only imports are erased
 * (`pnpm --filter @walletdock/adapter-evm build` first).
 */
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** Static `import … from`, `export … from` and bare `import '…'` specifiers of an ES module (not `import()`). */
function staticSpecifiers(source: string): string[] {
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s+(?:[^'";()]*?\s*from\s*)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** `import('…')` specifiers of an ES module. */
function dynamicSpecifiers(source: string): string[] {
  return [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
}

/** Every dist file on the static graph from `entry`, and the packages imported statically, by importer. */
function staticGraph(entry: string): { files: string[]; packages: Map<string, string[]> } {
  const files: string[] = [];
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    files.push(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(DIST)) throw new Error(`${file} imports ${specifier} outside dist`);
        queue.push(target);
      } else {
        packages.set(specifier, [...(packages.get(specifier) ?? []), relative(DIST, file)]);
      }
    }
  }
  return { files, packages };
}

const isViem = (specifier: string) => specifier === 'viem' || specifier.startsWith('viem/');
const viemImports = (packages: Map<string, string[]>) =>
  [...packages].filter(([specifier]) => isViem(specifier));

function built(path: string): string {
  const file = join(DIST, path);
  expect(existsSync(file), `${file} is missing: build @walletdock/adapter-evm first`).toBe(true);
  return file;
}

describe('the built adapter and viem', () => {
  it('keeps viem off the static module graph of dist/index.js', () => {
    const { files, packages } = staticGraph(built('index.js'));
    expect(files.length).toBeGreaterThan(20);
    expect(viemImports(packages)).toEqual([]);
    // Only @walletdock/core is imported statically: no other runtime dependency comes with the entry.
    expect([...packages.keys()]).toEqual(['@walletdock/core']);
  });

  it('loads the viem-based modules with import() from the main graph', () => {
    const { files } = staticGraph(built('index.js'));
    const lazy = files.flatMap((file) =>
      dynamicSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => relative(DIST, resolve(dirname(file), specifier))),
    );
    expect(new Set(lazy)).toEqual(
      new Set([
        'rpc/transport.js',
        'balances/read-balances.js',
        'reads/ens.js',
        'signing/typed-data.js',
        'transactions/viem-receipt.js',
        'transactions/evm-send.js',
        // The send feature's transfers (fee estimate, request, receipt wait): loaded on connect or first use.
        'transfers/transfers.js',
        // The reads and message signing (with the address checks): loaded on first use, viem-free themselves.
        'reads/reads.js',
        'signing/sign-message.js',
        // Sign-in verification (EIP-191 recovery, ERC-1271 / ERC-6492 through viem): on first verification.
        'siwx/verify-message.js',
        'walletconnect/index.js',
        // Connecting an injected wallet, restoring it and switching its network: on first use.
        'adapter/injected-connect.js',
      ]),
    );
    // …and those do reach viem (so the check above would see a static viem import if one crept back in).
    const viemFree = new Set([
      'transactions/evm-send.js',
      'transfers/transfers.js',
      'reads/reads.js',
      'signing/sign-message.js',
      'adapter/injected-connect.js',
    ]);
    for (const file of lazy.filter((path) => !path.startsWith('walletconnect/') && !viemFree.has(path))) {
      expect(viemImports(staticGraph(join(DIST, file)).packages), file).not.toEqual([]);
    }
  });

  it('keeps sending off the main graph: it is loaded with import() on the first send', () => {
    const { files } = staticGraph(built('index.js'));
    const adapterFiles = staticGraph(built('adapter/evm-adapter.js')).files.map((file) =>
      relative(DIST, file),
    );
    expect(adapterFiles).not.toContain('transactions/evm-send.js');
    expect(adapterFiles).not.toContain('transactions/prepare.js');
    expect(adapterFiles).not.toContain('transfers/transfers.js');
    expect(files.map((file) => relative(DIST, file))).toContain('adapter/evm-adapter.js');
    expect(dynamicSpecifiers(readFileSync(built('adapter/rpc-methods.js'), 'utf8'))).toContain(
      '../transactions/evm-send.js',
    );
  });

  it('keeps connecting an injected wallet off the main graph: it is loaded with import() on first use', () => {
    const adapterFiles = staticGraph(built('adapter/evm-adapter.js')).files.map((file) =>
      relative(DIST, file),
    );
    for (const file of ['adapter/injected-connect.js', 'networks/switch-network.js'])
      expect(adapterFiles).not.toContain(file);
    // the injected wallets' driver loads it
    expect(adapterFiles).toContain('adapter/injected-driver.js');
    expect(dynamicSpecifiers(readFileSync(built('adapter/injected-driver.js'), 'utf8'))).toContain(
      './injected-connect.js',
    );
  });

  it('offers the synchronous viem helpers on the /viem entry', () => {
    const { packages } = staticGraph(built('viem.js'));
    expect(viemImports(packages).map(([specifier]) => specifier)).toContain('viem');
  });
});

describe('the package exports map', () => {
  it('points every entry at built JavaScript and declarations', () => {
    const manifest = JSON.parse(readFileSync(resolve(DIST, '../package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
    };
    const entries = Object.entries(manifest.exports).filter(([key]) => key !== './package.json');
    expect(entries.map(([key]) => key)).toEqual(['.', './viem', './server']);
    for (const [, target] of entries) {
      if (typeof target === 'string') throw new Error(`expected types and default for ${target}`);
      expect(existsSync(resolve(DIST, '..', target.default)), target.default).toBe(true);
      expect(existsSync(resolve(DIST, '..', target.types)), target.types).toBe(true);
    }
  });
});
