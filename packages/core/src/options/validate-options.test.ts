import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors/configuration-error.js';
import { base, mainnet } from '../networks/eip155.js';
import { solana } from '../networks/solana.js';
import { createSiwx } from '../siwx/default-siwx.js';
import { createFakeAdapter, createFakeNetwork } from '../testing/index.js';
import type { WalletDockOptions } from './types.js';
import { validateOptions } from './validate-options.js';

const starknet = createFakeNetwork({ caipNetworkId: 'starknet:SN_MAIN', name: 'Starknet', symbol: 'STRK' });
const evm = () => createFakeAdapter({ namespace: 'eip155', networks: [mainnet, base] });

function options(overrides: Partial<WalletDockOptions> = {}): WalletDockOptions {
  return { projectId: 'test', networks: [mainnet, base], adapters: [evm()], ...overrides };
}

function refusal(input: WalletDockOptions): ConfigurationError {
  try {
    validateOptions(input);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('expected the options to be refused');
}

describe('validateOptions', () => {
  it('accepts a complete configuration with no alert', () => {
    expect(validateOptions(options())).toEqual({ alerts: [] });
  });

  it.each([undefined, '', '   '])(
    'reports a missing project id (%j) as an alert, not an error',
    (projectId) => {
      const { alerts } = validateOptions(options({ projectId: projectId as string }));
      expect(alerts).toEqual([
        { id: 'PROJECT_ID_NOT_CONFIGURED', message: expect.stringContaining('projectId') },
      ]);
    },
  );

  it('refuses siweConfig and siwx together', () => {
    expect(
      refusal(
        options({ siweConfig: {}, siwx: createSiwx({ domain: 'example.com', uri: 'https://example.com' }) }),
      ).shortMessage,
    ).toBe('Cannot set both `siweConfig` and `siwx` options');
  });

  it('refuses a siwx option without the sign-in methods, naming them', () => {
    const error = refusal(options({ siwx: { getSessions: async () => [] } as never }));
    expect(error.shortMessage).toBe('The siwx option does not implement the sign-in contract');
    expect(error.details).toContain('createMessage, addSession, revokeSession, setSessions');
  });

  it.each([[[]], [undefined]])('refuses a configuration without networks (%j)', (networks) => {
    expect(refusal(options({ networks: networks as never })).shortMessage).toBe('Network not found');
  });

  it('refuses two adapters for one namespace', () => {
    expect(refusal(options({ adapters: [evm(), evm()] })).shortMessage).toBe(
      'Two adapters for namespace eip155',
    );
  });

  it('refuses a network whose namespace has no adapter, naming the namespace', () => {
    const error = refusal(options({ networks: [mainnet, solana] }));
    expect(error.shortMessage).toBe("Adapter for namespace solana doesn't exist");
    expect(error.details).toContain(solana.caipNetworkId);
  });

  it('accepts networks of the known namespaces without any adapter (the WalletConnect-only setup)', () => {
    expect(validateOptions(options({ adapters: [], networks: [mainnet, solana] })).alerts).toEqual([]);
  });

  describe('open namespaces: a namespace is supported when an adapter for it is registered', () => {
    it('accepts a network of a namespace WalletDock does not know by name when its adapter is registered', () => {
      const adapter = createFakeAdapter({ namespace: 'starknet', networks: [starknet] });
      expect(validateOptions(options({ networks: [mainnet, starknet], adapters: [evm(), adapter] }))).toEqual(
        {
          alerts: [],
        },
      );
    });

    it('refuses it without that adapter, with the same named error', () => {
      expect(refusal(options({ networks: [mainnet, starknet] })).shortMessage).toBe(
        "Adapter for namespace starknet doesn't exist",
      );
    });

    it('refuses it without any adapter: only an adapter makes an unknown namespace supported', () => {
      expect(refusal(options({ adapters: [], networks: [starknet] })).shortMessage).toBe(
        "Adapter for namespace starknet doesn't exist",
      );
    });

    it.each(['StarkNet', 'ab', 'star_net', '', 'namespace9'])(
      'refuses an adapter whose namespace %j is not a CAIP-2 namespace',
      (namespace) => {
        const adapter = { ...createFakeAdapter({ namespace: 'starknet', networks: [] }), namespace };
        expect(refusal(options({ adapters: [evm(), adapter] })).shortMessage).toBe(
          `Invalid adapter namespace ${JSON.stringify(namespace)}`,
        );
      },
    );
  });

  it.each([
    ['no frame URL', { load: async () => ({}) }],
    ['a relative frame URL', { frameUrl: '/frame', load: async () => ({}) }],
    ['a javascript: frame URL', { frameUrl: 'javascript:alert(1)', load: async () => ({}) }],
    ['no loader', { frameUrl: 'https://frame.example/' }],
    ['null', null],
  ])('refuses an embeddedWallet option with %s', (_, embeddedWallet) => {
    expect(() => validateOptions(options({ embeddedWallet: embeddedWallet as never }))).toThrow(
      'The embeddedWallet option is not valid',
    );
  });

  it('accepts embeddedWallet({ frameUrl })', () => {
    const embeddedWallet = { frameUrl: 'https://frame.example/', load: async () => ({}) as never };
    expect(validateOptions(options({ embeddedWallet })).alerts).toEqual([]);
  });
});
