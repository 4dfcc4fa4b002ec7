import { describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../../adapter/types.js';
import { encodeBase58 } from '../../adapter-kit/base58.js';
import type { CaipNetwork } from '../../caip/types.js';
import { createFakeAdapter } from '../fake-adapter.js';
import { createFakeNetwork } from '../fake-network.js';
import { createFakeWallet } from '../fake-wallet.js';
import { ConformanceError } from './assert.js';
import { chainAdapterRules, describeChainAdapter } from './describe-chain-adapter.js';
import { chainAdapterTransferRules } from './transfer-rules.js';
import type { ChainAdapterFixtures, ChainAdapterHarness } from './types.js';

// The transfer rules on the fake adapter (whose `transfers` work on its in-memory ledger, with fees), on both
// families the send feature serves, and each rule failing when an adapter breaks it.

const SENDER = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x3333333333333333333333333333333333333333';
const ETH = 10n ** 18n;
const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });

const SOL_SENDER = encodeBase58(new Uint8Array(32).fill(7));
const MINT = encodeBase58(new Uint8Array(32).fill(9));
const solMainnet = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  symbol: 'SOL',
});
const solDevnet = createFakeNetwork({
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  symbol: 'SOL',
});

function harness(namespace: 'eip155' | 'solana', networks: readonly CaipNetwork[]): ChainAdapterHarness {
  const [sender, token, network] =
    namespace === 'eip155' ? [SENDER, TOKEN, mainnet] : [SOL_SENDER, MINT, solMainnet];
  const wallet = createFakeWallet({
    id: 'io.fake.wallet',
    name: 'Fake Wallet',
    accounts: [sender],
    balances: { [`${network.caipNetworkId}:${sender}`]: 10n * ETH },
    tokenBalances: { [`${network.caipNetworkId}:${sender}`]: { [token]: 1_000_000n } },
  });
  const adapter = createFakeAdapter({
    namespace,
    networks,
    wallets: [wallet],
    tokens: { [network.caipNetworkId]: [{ address: token, name: 'Dock', symbol: 'DOCK', decimals: 6 }] },
  });
  let late = 0;
  return {
    adapter,
    connectorId: wallet.id,
    setMode: (mode) => {
      wallet.mode = mode;
    },
    prompts: () => wallet.promptCount,
    announceWallet() {
      late += 1;
      const id = `io.fake.late${late}`;
      adapter.addWallet(createFakeWallet({ id, name: `Late ${late}`, accounts: [sender] }));
      return id;
    },
    changeWallet() {
      wallet.setAccounts([]);
    },
  };
}

/** The good adapter's transfers (the fake adapter always has them). */
function transfersOf(adapter: ChainAdapter): NonNullable<ChainAdapter['transfers']> {
  if (!adapter.transfers) throw new Error('the fake adapter has transfers');
  return adapter.transfers;
}

let fresh = 0;
/** A new Solana address each call: its token account does not exist yet. */
const freshSolanaAddress = () => encodeBase58(new Uint8Array(32).fill(20 + (fresh++ % 200)));

const evmFixtures: ChainAdapterFixtures = {
  namespace: 'eip155',
  clientNetwork: base,
  transfers: {
    receiver: RECEIVER,
    amount: ETH / 2n,
    token: { address: TOKEN, decimals: 6, amount: 500_000n },
  },
};
const solanaFixtures: ChainAdapterFixtures = {
  namespace: 'solana',
  clientNetwork: solDevnet,
  transfers: {
    receiver: encodeBase58(new Uint8Array(32).fill(8)),
    amount: 1_000_000_000n,
    token: { address: MINT, decimals: 6, amount: 250_000n, receiver: freshSolanaAddress },
  },
};

describeChainAdapter(() => harness('eip155', [mainnet]), evmFixtures, { describe, it });
describeChainAdapter(() => harness('solana', [solMainnet]), solanaFixtures, { describe, it });

describe('the transfer rules', () => {
  it('are part of the suite only when the fixtures give transfers', () => {
    const without = { namespace: 'eip155', clientNetwork: base };
    expect(chainAdapterTransferRules(() => harness('eip155', [mainnet]), without)).toEqual([]);
    const names = chainAdapterRules(() => harness('eip155', [mainnet]), evmFixtures).map((rule) => rule.name);
    expect(names.filter((name) => name.startsWith('transfers:'))).toHaveLength(4);
  });

  /** The good eip155 harness with some `transfers` members (or adapter members) replaced. */
  function broken(
    patch: (good: ChainAdapter) => Omit<Partial<ChainAdapter>, 'transfers'> & {
      transfers?: Partial<NonNullable<ChainAdapter['transfers']>>;
    },
  ) {
    return () => {
      const h = harness('eip155', [mainnet]);
      const good = h.adapter;
      const { transfers: transferPatch, ...members } = patch(good);
      const transfers = good.transfers && { ...good.transfers, ...transferPatch };
      const adapter = new Proxy(good, {
        get: (target, key, receiver) => {
          if (key === 'transfers') return transferPatch === undefined ? target.transfers : transfers;
          return key in members ? members[key as keyof typeof members] : Reflect.get(target, key, receiver);
        },
      });
      return { ...h, adapter };
    };
  }

  it.each<[string, ReturnType<typeof broken>]>([
    ['transfers: assertAddress', broken(() => ({ transfers: { assertAddress: () => {} } }))],
    [
      'transfers: a native transfer',
      broken((good) => ({
        transfers: {
          buildRequest: (transfer) =>
            transfersOf(good).buildRequest({ ...transfer, amount: transfer.amount / 2n }),
        },
      })),
    ],
    [
      'transfers: a token transfer',
      broken((good) => ({
        transfers: {
          waitForTransaction: async (params) => ({
            ...(await transfersOf(good).waitForTransaction(params)),
            status: 'reverted',
          }),
        },
      })),
    ],
    [
      'transfers: a transfer the wallet refuses',
      broken((good) => ({
        sendTransaction: (params) =>
          good.sendTransaction(params).catch(() => {
            throw new Error('no');
          }),
      })),
    ],
  ])('fails %s… when an adapter breaks it', async (prefix, create) => {
    const rule = chainAdapterTransferRules(create, { ...evmFixtures, timeoutMs: 300 }).find((r) =>
      r.name.startsWith(prefix),
    );
    await expect(rule?.run()).rejects.toBeInstanceOf(ConformanceError);
  });

  it('fails every rule when the fixtures give transfers but the adapter has none', async () => {
    const create = broken(() => ({}));
    const without = () => {
      const h = create();
      return {
        ...h,
        adapter: new Proxy(h.adapter, {
          get: (t, k, r) => (k === 'transfers' ? undefined : Reflect.get(t, k, r)),
        }),
      };
    };
    for (const rule of chainAdapterTransferRules(without, evmFixtures)) {
      await expect(rule.run(), rule.name).rejects.toThrow('has no `transfers`');
    }
  });
});
