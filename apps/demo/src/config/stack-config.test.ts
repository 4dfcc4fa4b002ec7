import { describe, expect, it } from 'vitest';
import { sampleStack } from './fixtures';
import { parseLocalStackInfo, resolveStackConfig } from './stack-config';

function withChain(patch: Record<string, unknown>) {
  const stack = sampleStack();
  return { ...stack, chains: [{ ...stack.chains[0], ...patch }] };
}

function withSolana(patch: Record<string, unknown>) {
  const stack = sampleStack();
  return { ...stack, solana: { ...stack.solana, ...patch } };
}

function withSolanaAccount(patch: Record<string, unknown>) {
  const stack = sampleStack();
  return withSolana({ accounts: [{ ...stack.solana.accounts[0], ...patch }] });
}

describe('parseLocalStackInfo', () => {
  it('accepts the description the stack injects', () => {
    expect(parseLocalStackInfo(sampleStack())).toEqual({ ok: true, stack: sampleStack() });
  });

  it('returns a copy without unknown fields', () => {
    const stack = sampleStack();
    const result = parseLocalStackInfo({
      ...stack,
      extra: 1,
      chains: [{ ...stack.chains[0], secret: 'x' }],
      solana: { ...stack.solana, secret: 'x', mint: { ...stack.solana.mint, secret: 'x' } },
    });
    expect(result.ok && result.stack).toEqual({
      chains: [stack.chains[0]],
      accounts: stack.accounts,
      services: stack.services,
      walletConnect: stack.walletConnect,
      solana: stack.solana,
    });
  });

  it('accepts a Solana chain without dev accounts', () => {
    const result = parseLocalStackInfo(withSolana({ accounts: [] }));
    expect(result.ok && result.stack.solana.accounts).toEqual([]);
  });

  it('rejects a description from before the stack had a Solana chain, naming the missing field', () => {
    const { solana: _solana, ...old } = sampleStack();
    expect(parseLocalStackInfo(old)).toEqual({ ok: false, errors: ['solana must be an object.'] });
  });

  it("accepts a separate wallet directory URL, with a path (the e2e tests' hostile directory)", () => {
    const services = { url: 'http://127.0.0.1:8547', walletDirectoryUrl: 'http://127.0.0.1:9000/names' };
    expect(parseLocalStackInfo({ ...sampleStack(), services })).toEqual({
      ok: true,
      stack: { ...sampleStack(), services },
    });
  });

  it.each([
    ['not http', 'ftp://127.0.0.1:9000'],
    ['not a URL', '/getWallets'],
    ['not a string', 9000],
  ])('rejects a wallet directory URL that is %s', (_label, walletDirectoryUrl) => {
    const services = { url: 'http://127.0.0.1:8547', walletDirectoryUrl };
    expect(parseLocalStackInfo({ ...sampleStack(), services })).toEqual({
      ok: false,
      errors: ['services.walletDirectoryUrl must be a http or https URL.'],
    });
  });

  it('accepts the sign-in backend URL (services.siwxUrl) and rejects one that is not http(s)', () => {
    const services = { url: 'http://127.0.0.1:8547', siwxUrl: 'http://127.0.0.1:8600' };
    expect(parseLocalStackInfo({ ...sampleStack(), services })).toEqual({
      ok: true,
      stack: { ...sampleStack(), services },
    });
    expect(
      parseLocalStackInfo({ ...sampleStack(), services: { ...services, siwxUrl: 'ws://127.0.0.1:8600' } }),
    ).toEqual({ ok: false, errors: ['services.siwxUrl must be a http or https URL.'] });
  });

  it('accepts a stack without accounts', () => {
    expect(parseLocalStackInfo({ ...sampleStack(), accounts: [] }).ok).toBe(true);
  });

  it.each([
    ['null', null, 'The stack description must be an object.'],
    ['an array', [], 'The stack description must be an object.'],
    ['no chains', { accounts: [] }, 'chains must be a non-empty array.'],
    ['empty chains', { chains: [], accounts: [] }, 'chains must be a non-empty array.'],
    ['no accounts', { ...sampleStack(), accounts: undefined }, 'accounts must be an array.'],
    ['no services', { ...sampleStack(), services: undefined }, 'services must be an object.'],
    [
      'a services URL that is not http',
      { ...sampleStack(), services: { url: 'ftp://127.0.0.1:8547' } },
      'services.url must be a http or https URL.',
    ],
    [
      'a services URL that is missing',
      { ...sampleStack(), services: {} },
      'services.url must be a http or https URL.',
    ],
    ['a chain that is not an object', { chains: ['x'], accounts: [] }, 'chains[0] must be an object.'],
    [
      'a zero chain id',
      withChain({ chainId: 0 }),
      'chains[0].chainId must be an integer from 1 to 9007199254740991.',
    ],
    ['a fractional chain id', withChain({ chainId: 1.5 }), 'chains[0].chainId must be an integer'],
    ['a string chain id', withChain({ chainId: '31337' }), 'chains[0].chainId must be an integer'],
    [
      'a mismatched CAIP-2 id',
      withChain({ caipNetworkId: 'eip155:1' }),
      'chains[0].caipNetworkId must be "eip155:31337".',
    ],
    ['an empty name', withChain({ name: ' ' }), 'chains[0].name must be a non-empty string.'],
    ['a relative RPC URL', withChain({ rpcUrl: '/rpc' }), 'chains[0].rpcUrl must be a http or https URL.'],
    [
      'a javascript: RPC URL',
      withChain({ rpcUrl: 'javascript:alert(1)' }),
      'chains[0].rpcUrl must be a http or https URL.',
    ],
    [
      'an http WebSocket URL',
      withChain({ wsUrl: 'http://127.0.0.1:8545' }),
      'chains[0].wsUrl must be a ws or wss URL.',
    ],
    ['no currency', withChain({ nativeCurrency: null }), 'chains[0].nativeCurrency must be an object.'],
    [
      'negative decimals',
      withChain({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } }),
      'chains[0].nativeCurrency.decimals must be an integer from 0 to 255.',
    ],
    ['no contracts', withChain({ contracts: undefined }), 'chains[0].contracts must be an object.'],
    [
      'a short contract address',
      withChain({ contracts: { ...sampleStack().chains[0]?.contracts, testNft: '0x1234' } }),
      'chains[0].contracts.testNft must be an address (0x and 40 hex digits).',
    ],
    [
      'a duplicated chain',
      { ...sampleStack(), chains: [sampleStack().chains[0], sampleStack().chains[0]] },
      'chains[1].chainId 31337 appears twice.',
    ],
    [
      'a bad private key',
      { ...sampleStack(), accounts: [{ address: sampleStack().accounts[0]?.address, privateKey: '0xabc' }] },
      'accounts[0].privateKey must be a private key (0x and 64 hex digits).',
    ],
    ['no Solana chain', { ...sampleStack(), solana: null }, 'solana must be an object.'],
    [
      'a Solana RPC URL that is a WebSocket URL',
      withSolana({ rpcUrl: 'ws://127.0.0.1:8899' }),
      'solana.rpcUrl must be a http or https URL.',
    ],
    [
      'a Solana PubSub URL that is http',
      withSolana({ wsUrl: 'http://127.0.0.1:8900' }),
      'solana.wsUrl must be a ws or wss URL.',
    ],
    [
      'a genesis hash that is not base58',
      withSolana({ genesisHash: '0OIl'.repeat(10) }),
      'solana.genesisHash must be a base58 key (32 to 44 characters).',
    ],
    [
      'a Solana CAIP-2 id that is not the genesis hash',
      withSolana({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
      'solana.caipNetworkId must be "solana:6f12MURtEgx8dYFZt4fv8zdmLo2nqzrL".',
    ],
    [
      'a Wallet Standard chain other than localnet',
      withSolana({ walletStandardChain: 'solana:devnet' }),
      'solana.walletStandardChain must be "solana:localnet".',
    ],
    [
      'a native currency other than SOL',
      withSolana({ nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 18 } }),
      'solana.nativeCurrency must be { name: "Solana", symbol: "SOL", decimals: 9 }.',
    ],
    ['no mint', withSolana({ mint: 'dUSD' }), 'solana.mint must be an object.'],
    [
      'a mint with an EVM address',
      withSolana({ mint: { ...sampleStack().solana.mint, address: sampleStack().accounts[0]?.address } }),
      'solana.mint.address must be a base58 key',
    ],
    ['no Solana accounts', withSolana({ accounts: undefined }), 'solana.accounts must be an array.'],
    [
      'a Solana public key that is too short',
      withSolanaAccount({ publicKey: '7dXc71KRfQ' }),
      'solana.accounts[0].publicKey must be a base58 key',
    ],
    [
      'a 32-byte Solana secret key (a seed, not a keypair)',
      withSolanaAccount({ secretKey: Array.from({ length: 32 }, () => 1) }),
      'solana.accounts[0].secretKey must be an array of 64 bytes.',
    ],
    [
      'a Solana secret key with a value above 255',
      withSolanaAccount({ secretKey: Array.from({ length: 64 }, (_, i) => (i === 3 ? 256 : 1)) }),
      'solana.accounts[0].secretKey must be an array of 64 bytes.',
    ],
  ])('rejects %s', (_label, value, message) => {
    const result = parseLocalStackInfo(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.some((error) => error.startsWith(message))).toBe(true);
  });

  it('reports at most eight problems and counts the rest', () => {
    const result = parseLocalStackInfo({
      chains: Array.from({ length: 12 }, () => 'x'),
      accounts: [],
      services: sampleStack().services,
      walletConnect: sampleStack().walletConnect,
      solana: sampleStack().solana,
    });
    expect(!result.ok && result.errors).toHaveLength(9);
    expect(!result.ok && result.errors.at(-1)).toBe('…and 4 more problems.');
  });
});

describe('resolveStackConfig', () => {
  const json = JSON.stringify(sampleStack());

  it('is missing when neither the page nor the environment has a stack', () => {
    expect(resolveStackConfig({})).toEqual({ status: 'missing' });
    expect(resolveStackConfig({ page: undefined, env: '' })).toEqual({ status: 'missing' });
    expect(resolveStackConfig({ page: null, env: '   ' })).toEqual({ status: 'missing' });
  });

  it('reads an object injected into the page', () => {
    expect(resolveStackConfig({ page: sampleStack() })).toEqual({
      status: 'ready',
      source: 'page',
      stack: sampleStack(),
    });
  });

  it('reads JSON injected into the page', () => {
    expect(resolveStackConfig({ page: json })).toMatchObject({ status: 'ready', source: 'page' });
  });

  it('reads the environment variable when the page has nothing', () => {
    expect(resolveStackConfig({ env: json })).toEqual({
      status: 'ready',
      source: 'env',
      stack: sampleStack(),
    });
  });

  it('prefers the page over the environment (the build must follow the stack it is served with)', () => {
    const other = JSON.stringify({ ...sampleStack(), accounts: [] });
    const config = resolveStackConfig({ page: json, env: other });
    expect(config.status === 'ready' && config.stack.accounts).toHaveLength(1);
  });

  it('reports invalid JSON', () => {
    expect(resolveStackConfig({ env: '{chains:' })).toEqual({
      status: 'invalid',
      source: 'env',
      errors: ['The stack description is not valid JSON.'],
    });
  });

  it('reports an invalid description with its problems', () => {
    expect(resolveStackConfig({ page: { chains: [] } })).toEqual({
      status: 'invalid',
      source: 'page',
      errors: [
        'chains must be a non-empty array.',
        'accounts must be an array.',
        'services must be an object.',
        'walletConnect must be an object.',
        'solana must be an object.',
      ],
    });
  });
});
