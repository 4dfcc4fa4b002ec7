// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Size guard: @solana/web3.js (a peer dependency, with its bn.js, borsh, buffer, rpc-websockets, superstruct…) is
 * loaded with `import()` the first time the adapter needs it (RPC reads, transactions), so the entry's STATIC
 * module graph must not import it. These tests read the BUILT files, where type-only imports are erased
 * (`pnpm --filter @walletdock/adapter-solana build` first).
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

function built(path: string): string {
  const file = join(DIST, path);
  expect(existsSync(file), `${file} is missing: build @walletdock/adapter-solana first`).toBe(true);
  return file;
}

describe('the built adapter and @solana/web3.js', () => {
  it('keeps @solana/web3.js off the static module graph of dist/index.js', () => {
    const { files, packages } = staticGraph(built('index.js'));
    expect(files.length).toBeGreaterThan(15);
    expect([...packages.keys()].filter((specifier) => specifier.startsWith('@solana/'))).toEqual([]);
    // Only core and the Wallet Standard registry come with the entry.
    expect([...packages.keys()].sort()).toEqual(['@wallet-standard/app', '@walletdock/core']);
  });

  it('reaches @solana/web3.js only through import() in rpc/web3.js, WalletConnect only through import()', () => {
    const { files } = staticGraph(built('index.js'));
    const dynamic = files.flatMap((file) =>
      dynamicSpecifiers(readFileSync(file, 'utf8')).map((specifier) => [relative(DIST, file), specifier]),
    );
    expect(dynamic).toEqual([
      ['adapter/solana-adapter.js', '../walletconnect/index.js'],
      ['rpc/web3.js', '@solana/web3.js'],
      // Sign-in verification (ed25519 from @noble/curves): loaded on first verification.
      ['siwx/lazy.js', './verify-message.js'],
      // The send feature's synchronous checks (receiver, request, explorer link): loaded by transfers.load().
      ['transfers/capability.js', './checks.js'],
      // The reads, signing, transfers and SPL code: loaded on first use (adapter/rpc-methods.ts).
      ['adapter/rpc-methods.js', '../rpc/connections.js'],
      ['adapter/rpc-methods.js', '../balances/read-balances.js'],
      ['adapter/rpc-methods.js', './transactions.js'],
      // Connecting (standard:connect, opening the session): loaded on the first connect, restore or disconnect
      // (by the drivers' session opener).
      ['adapter/session-opener.js', './connecting.js'],
    ]);
    expect(files.map((file) => relative(DIST, file)).filter((f) => f.startsWith('walletconnect/'))).toEqual(
      [],
    );
  });
});

describe('the built adapter and its reads, signing and transactions', () => {
  /** The modules `solanaAdapter` loads with `import()` on first use, with everything only they import. */
  const LAZY = [
    'adapter/transactions.js',
    'balances/read-balances.js',
    'rpc/connections.js',
    'signing/serialize.js',
    'signing/sign-message.js',
    'signing/sign-transaction.js',
    'transactions/request.js',
    'transactions/spl.js',
    'transactions/transfer.js',
    // The send feature's fee estimate and receipt wait (loaded with adapter/transactions.js; with them the
    // receiver check and the request, which transfers.load() also loads: see below).
    'transfers/receiver-address.js',
    'transfers/request.js',
    'transfers/estimate-fee.js',
    'transfers/wait-for-signature.js',
    'transfers/transaction-error.js',
    'utils/bytes.js',
    'validation/address.js',
    'validation/preflight-commitment.js',
  ];

  it('keeps them off the static module graph of solanaAdapter (what an app that imports it ships at first)', () => {
    const adapterFiles = staticGraph(built('adapter/solana-adapter.js')).files.map((file) =>
      relative(DIST, file),
    );
    expect(adapterFiles).toContain('adapter/rpc-methods.js');
    expect(adapterFiles).toContain('adapter/wallet-session.js');
    expect(adapterFiles.filter((file) => LAZY.includes(file))).toEqual([]);
  });

  it('reaches every one of them from the modules rpc-methods.js loads with import()', () => {
    const rpcMethods = built('adapter/rpc-methods.js');
    const loaded = dynamicSpecifiers(readFileSync(rpcMethods, 'utf8')).flatMap((specifier) =>
      staticGraph(resolve(dirname(rpcMethods), specifier)).files.map((file) => relative(DIST, file)),
    );
    for (const file of LAZY) expect(loaded, file).toContain(file);
  });
});

describe("the built adapter and the send feature's synchronous checks", () => {
  it('keeps them off the static graph of solanaAdapter: transfers.load() brings them with import()', () => {
    const adapterFiles = staticGraph(built('adapter/solana-adapter.js')).files.map((file) =>
      relative(DIST, file),
    );
    const checks = ['transfers/checks.js', 'transfers/receiver-address.js', 'transfers/request.js'];
    for (const file of [...checks, 'transfers/explorer-url.js']) expect(adapterFiles).not.toContain(file);
    const loaded = staticGraph(built('transfers/checks.js')).files.map((file) => relative(DIST, file));
    expect(loaded).toEqual(expect.arrayContaining([...checks, 'transfers/explorer-url.js']));
  });
});

describe('the built adapter and connecting', () => {
  it('keeps standard:connect and opening a session off the static graph of solanaAdapter', () => {
    const adapterFiles = staticGraph(built('adapter/solana-adapter.js')).files.map((file) =>
      relative(DIST, file),
    );
    for (const file of ['adapter/connecting.js', 'adapter/standard-connect.js', 'adapter/open-session.js'])
      expect(adapterFiles).not.toContain(file);
    // …nor the mapping of wallet failures to core's code classes, which only that code uses.
    expect(adapterFiles).not.toContain('wallet-error.js');
    const connecting = staticGraph(built('adapter/connecting.js')).files.map((file) => relative(DIST, file));
    expect(connecting).toEqual(
      expect.arrayContaining(['adapter/standard-connect.js', 'adapter/open-session.js', 'wallet-error.js']),
    );
  });
});

describe('the built adapter and WalletConnect (an optional peer)', () => {
  it('loads @walletconnect/universal-provider only through import() in walletconnect/connector.js', () => {
    const { files, packages } = staticGraph(built('walletconnect/index.js'));
    expect([...packages.keys()].filter((specifier) => specifier.startsWith('@walletconnect/'))).toEqual([]);
    expect([...packages.keys()].filter((specifier) => specifier.startsWith('@solana/'))).toEqual([]);
    const dynamic = files.flatMap((file) =>
      dynamicSpecifiers(readFileSync(file, 'utf8')).map((specifier) => [relative(DIST, file), specifier]),
    );
    expect(dynamic).toEqual([['walletconnect/connector.js', '@walletconnect/universal-provider']]);
    // The declarations do not need the optional peer either (apps without it still type-check).
    for (const file of [...files, built('index.js')]) {
      const declaration = readFileSync(file.replace(/\.js$/, '.d.ts'), 'utf8');
      expect(staticSpecifiers(declaration).filter((s) => s.startsWith('@walletconnect/'))).toEqual([]);
      expect(declaration).not.toMatch(/import\(\s*['"]@walletconnect\//);
    }
  });
});

describe('the package exports map', () => {
  it('points every entry at built JavaScript and declarations', () => {
    const manifest = JSON.parse(readFileSync(resolve(DIST, '../package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    const entries = Object.entries(manifest.exports).filter(([key]) => key !== './package.json');
    expect(entries.map(([key]) => key)).toEqual(['.', './server']);
    for (const [, target] of entries) {
      if (typeof target === 'string') throw new Error(`expected types and default for ${target}`);
      expect(existsSync(resolve(DIST, '..', target.default)), target.default).toBe(true);
      expect(existsSync(resolve(DIST, '..', target.types)), target.types).toBe(true);
    }
    expect(manifest.peerDependencies['@solana/web3.js']).toBe('^1.98.4');
    expect(manifest.peerDependencies['@walletconnect/universal-provider']).toBe('2.21.8');
    expect(manifest.dependencies['@solana/web3.js']).toBeUndefined();
  });
});
