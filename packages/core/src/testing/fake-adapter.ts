import type { ChainAdapter, ChainAdapterTransfers } from '../adapter/types.js';
import { createAdapterBase } from '../adapter-kit/adapter-base.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { fakeChainMethods } from './fake-chain-methods.js';
import type { FakeFees } from './fake-fees.js';
import { createFakeChain } from './fake-transfers.js';
import { FAKE_WALLET_INTERNALS, type FakeWallet } from './fake-wallet.js';
import { fakeWalletDriver } from './fake-wallet-driver.js';
import { createFakeWalletSet } from './fake-wallet-set.js';

/** A token deployed on a fake network: what a real adapter reads from the token contract. */
export type FakeToken = { address: string; name: string; symbol: string; decimals: number };

export type FakeAdapterOptions = {
  /** Default `eip155`. */
  namespace?: ChainNamespace;
  /** The networks the adapter serves (all of `namespace`). */
  networks: readonly CaipNetwork[];
  /** The wallets installed in the fake browser. */
  wallets?: readonly FakeWallet[];
  /**
   * Tokens deployed on each network (their "contract" metadata). `getTokenBalances` reads only these: a
   * requested token that is not deployed on the network is left out, as a failed multicall read is.
   */
  tokens?: Partial<Record<CaipNetworkId, readonly FakeToken[]>>;
  /** The fake chain's prices of a transfer (`transfers`): gas price, Solana signature fee and rents. */
  fees?: FakeFees;
  /**
   * When a sent transfer is in a block: `instant` (default) as soon as the wallet approves it; `manual` only
   * at `adapter.mine()`, so that a test sees the send feature waiting (`confirming`).
   */
  mining?: 'instant' | 'manual';
};

/** A `ChainAdapter` over fake wallets, plus what a test needs to look inside. */
export type FakeAdapter = ChainAdapter & {
  readonly wallets: readonly FakeWallet[];
  /** True between `mount()` and `unmount()`. */
  readonly mounted: boolean;
  /** Acts as a pairing connector (WalletConnect) showing a URI: emits `pairingUri` while mounted. */
  showPairingUri(event: { connectorId: string; uri: string; expiry: number }): void;
  /** Installs another wallet; if it is announced and the adapter is mounted, emits `connectors`. */
  addWallet(wallet: FakeWallet): void;
  /** The fake chain's transfers (send feature): always present on the fake adapter. */
  readonly transfers: ChainAdapterTransfers;
  /** Mines the transfers sent and not yet in a block (`mining: 'manual'`); returns how many. */
  mine(): number;
  /** The next transfer sent reverts on the fake chain (its fee is charged, nothing else moves). */
  revertNextTransfer(reason?: string): void;
};

/**
 * A complete in-memory `ChainAdapter` for tests, demos and custom-UI prototypes: no browser, no chain, no
 * network. It serves the given fake wallets as connectors (those announced), and behaves like a real
 * adapter over real wallets (it is built on core's adapter kit, as a chain team's adapter is, and passes the
 * adapter conformance suite, `describeChainAdapter`):
 *
 * - Once mounted it serves the client's networks of its namespace too (as every adapter of the kit does).
 * - `connect` prompts the wallet (unless it already authorised the app), then returns its accounts and
 *   network; with `caipNetworkId` a wallet that knows that network moves to it. Rejection: code 4001.
 * - `reconnect` succeeds only if the wallet still authorises the app (reuse the same wallet objects in a
 *   new adapter to simulate a page reload); it never prompts.
 * - `disconnect` revokes the authorisation. `switchNetwork` prompts, then emits `chainChanged`; a network
 *   the wallet does not know fails with `SwitchChainError` (4902).
 * - `signMessage` returns a deterministic pseudo-signature of message and address — **not a real
 *   signature**: it proves nothing and any code can forge it.
 * - `sendTransaction` checks `to` and the balance, prompts, moves `value` between the in-memory balances
 *   and returns a unique pseudo transaction hash (`0x` + 64 hex).
 * - A `signal` given to `signMessage` / `sendTransaction` withdraws the wallet's prompt when it aborts (the
 *   request leaves `wallet.pendingRequests` and rejects with the signal's reason), as a wallet whose protocol
 *   could be told of a cancel would; an aborted signal shows no prompt.
 * - `transfers` (the send feature's capability) builds, prices and follows transfers of the native currency
 *   or a deployed token on the same ledger: the fee of `fees` is charged (eip155 gas × price; solana a
 *   signature fee, the rent of a receiver's new token account, a new account's rent-exempt minimum),
 *   balances move when the transfer is mined (at once, or at `mine()` with `mining: 'manual'`), and
 *   `revertNextTransfer()` makes the next one revert (fee charged, nothing moved). A plain `sendTransaction`
 *   (not built by `transfers.buildRequest`) pays no fee.
 * - `getBalance` reads those balances, formatted with the network's native decimals.
 * - `getTokenBalances` reads the wallets' token balances (`createFakeWallet({ tokenBalances })`) of the
 *   requested tokens deployed on the network (`tokens` option), with the deployed token's name, symbol and
 *   decimals; tokens not deployed there are left out.
 * - Wallet events (`setAccounts`, `switchChain`, `disconnect`, `announce`) are forwarded while mounted.
 * - `wallet.failNext(method, error)` makes the next call of an adapter method for that wallet throw.
 *
 * @example
 * ```ts
 * import { createWalletDock } from '@walletdock/core';
 * import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '@walletdock/core/testing';
 *
 * const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
 * const wallet = createFakeWallet({
 *   id: 'demo',
 *   name: 'Demo Wallet',
 *   accounts: ['0x1111111111111111111111111111111111111111'],
 *   balances: { 'eip155:1:0x1111111111111111111111111111111111111111': 10n ** 18n },
 * });
 * const client = createWalletDock({
 *   projectId: 'demo',
 *   networks: [mainnet],
 *   adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
 * });
 * await client.mount();
 * await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'demo' });
 * wallet.mode = 'reject'; // act as the user: the next prompt is declined (code 4001)
 * ```
 */
export function createFakeAdapter(options: FakeAdapterOptions): FakeAdapter {
  const namespace = options.namespace ?? 'eip155';
  const networks = [...options.networks];
  for (const network of networks) {
    if (network.chainNamespace !== namespace) {
      throw new ConfigurationError(`A ${namespace} fake adapter cannot serve ${network.caipNetworkId}`, {
        details: 'Every network given to createFakeAdapter must belong to its namespace.',
      });
    }
  }
  const base = createAdapterBase({
    namespace,
    networks,
    discovered: () => set.connectors(),
    drivers: () => [fakeWalletDriver(set)],
  });
  const { events } = base;
  const set = createFakeWalletSet({ namespace, ownNetworks: networks, networks: () => base.networks() });
  const { wallets } = set;
  const chain = createFakeChain({
    set,
    networkOf: base.networkOf,
    tokens: options.tokens,
    fees: options.fees ?? {},
    mining: options.mining ?? 'instant',
  });
  let subscriptions: (() => void)[] | undefined;

  function subscribe(wallet: FakeWallet): (() => void)[] {
    const internals = wallet[FAKE_WALLET_INTERNALS];
    return [
      internals.on('accountsChanged', () =>
        events.emit('accountsChanged', { connectorId: wallet.id, accounts: set.accountsOf(wallet) }),
      ),
      internals.on('chainChanged', (caipNetworkId) =>
        events.emit('chainChanged', { connectorId: wallet.id, caipNetworkId }),
      ),
      internals.on('disconnect', () => events.emit('disconnect', { connectorId: wallet.id })),
      internals.on('announce', () => base.connectors.changed()),
    ];
  }

  const adapter: FakeAdapter = {
    namespace,
    networks,
    get wallets() {
      return [...wallets];
    },
    get mounted() {
      return subscriptions !== undefined;
    },
    showPairingUri(event) {
      if (subscriptions) events.emit('pairingUri', { ...event });
    },
    addWallet(wallet) {
      if (wallets.includes(wallet)) return;
      wallets.push(wallet);
      if (subscriptions) {
        subscriptions.push(...subscribe(wallet));
        if (wallet.announced) base.connectors.changed();
      }
    },
    ...base.members({
      join: () => {
        subscriptions ??= wallets.flatMap(subscribe);
      },
      leave: () => {
        for (const stop of subscriptions ?? []) stop();
        subscriptions = undefined;
      },
    }),
    transfers: chain.transfers,
    mine: () => chain.mine(),
    revertNextTransfer: (reason) => chain.revertNext(reason),
    ...fakeChainMethods({ set, networkOf: base.networkOf, tokens: options.tokens, chain }),
  };
  for (const wallet of options.wallets ?? []) adapter.addWallet(wallet);
  return adapter;
}
