import type {
  AdapterAccount,
  AdapterBalance,
  AdapterConnection,
  AdapterMountContext,
  AdapterTokenBalance,
  AdapterTransactionRequest,
  ChainAdapter,
  ChainAdapterEvents,
  Connector,
} from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import {
  ChainError,
  ConfigurationError,
  ConnectorError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  MESSAGES,
} from '../errors/index.js';
import { createEmitter } from '../events/emitter.js';
import { formatUnits, parseUnits } from '../format/units.js';
import { isHexAddress, normalizeAddress, sameAddress } from './addresses.js';
import { FAKE_WALLET_INTERNALS, type FakeWallet, type FakeWalletMethod } from './fake-wallet.js';
import { pseudoDigest } from './pseudo-digest.js';

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
};

/**
 * A complete in-memory `ChainAdapter` for tests, demos and custom-UI prototypes: no browser, no chain, no
 * network. It serves the given fake wallets as connectors (those announced), and behaves like a real
 * adapter over real wallets:
 *
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
  const wallets: FakeWallet[] = [];
  const connectors = new Map<FakeWallet, Connector>();
  const events = createEmitter<ChainAdapterEvents>();
  let subscriptions: (() => void)[] | undefined;

  const defaultAccountType = namespace === 'bip122' ? 'payment' : 'eoa';
  const accountsOf = (wallet: FakeWallet): AdapterAccount[] =>
    wallet.accounts.map((address) => ({ address, type: wallet.accountType ?? defaultAccountType }));

  function connectorOf(wallet: FakeWallet): Connector {
    let connector = connectors.get(wallet);
    if (!connector) {
      const chains = networks.filter((network) => wallet.knowsNetwork(network.caipNetworkId));
      connector = Object.freeze({
        id: wallet.id,
        type: wallet.type,
        name: wallet.name,
        chain: namespace,
        chains,
        ...(wallet.imageUrl === undefined ? {} : { imageUrl: wallet.imageUrl }),
        ...(wallet.rdns === undefined ? {} : { info: { rdns: wallet.rdns } }),
        provider: wallet,
      });
      connectors.set(wallet, connector);
    }
    return connector;
  }

  const listConnectors = () => wallets.filter((wallet) => wallet.announced).map(connectorOf);

  function subscribe(wallet: FakeWallet): (() => void)[] {
    const internals = wallet[FAKE_WALLET_INTERNALS];
    return [
      internals.on('accountsChanged', () =>
        events.emit('accountsChanged', { connectorId: wallet.id, accounts: accountsOf(wallet) }),
      ),
      internals.on('chainChanged', (caipNetworkId) =>
        events.emit('chainChanged', { connectorId: wallet.id, caipNetworkId }),
      ),
      internals.on('disconnect', () => events.emit('disconnect', { connectorId: wallet.id })),
      internals.on('announce', () => events.emit('connectors', listConnectors())),
    ];
  }

  function findWallet(connectorId: string, method: FakeWalletMethod): FakeWallet {
    const wallet = wallets.find((w) => w.id === connectorId && w.announced);
    wallet?.[FAKE_WALLET_INTERNALS].throwIfFailing(method);
    if (!wallet) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `No ${namespace} wallet with connector id ${JSON.stringify(connectorId)} is installed`,
      });
    }
    return wallet;
  }

  function authorisedWallet(connectorId: string, method: FakeWalletMethod): FakeWallet {
    const wallet = findWallet(connectorId, method);
    if (!wallet.authorized) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `${wallet.name} has not authorised the app`,
      });
    }
    return wallet;
  }

  function ownAccount(wallet: FakeWallet, address: string): string {
    const account = wallet.accounts.find((a) => sameAddress(a, address));
    if (!account) {
      throw new ConnectorError(MESSAGES.accountNotFound, {
        details: `${address} is not an account of ${wallet.name}`,
      });
    }
    return account;
  }

  function networkOf(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = networks.find((n) => n.caipNetworkId === caipNetworkId);
    if (!network) {
      throw new ChainError(MESSAGES.networkNotFound, {
        details: `${caipNetworkId} is not served by this adapter`,
      });
    }
    return network;
  }

  /** The network a wallet is on, settling a wallet without one on the adapter's first network. */
  function chainOf(wallet: FakeWallet): CaipNetworkId {
    let chainId = wallet.chainId;
    if (chainId === undefined) {
      chainId = networks.find((n) => wallet.knowsNetwork(n.caipNetworkId))?.caipNetworkId;
      if (chainId === undefined) throw new ConnectorError(MESSAGES.chainNotConfigured);
      wallet[FAKE_WALLET_INTERNALS].setChain(chainId);
    }
    return chainId;
  }

  function connectionOf(wallet: FakeWallet): AdapterConnection {
    const address = wallet.activeAccount;
    if (address === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
    return { connectorId: wallet.id, address, accounts: accountsOf(wallet), caipNetworkId: chainOf(wallet) };
  }

  /** The wallet holding the balance of an address: its owner first, else any wallet that tracks it. */
  function ledgerOf(address: string, caipNetworkId: CaipNetworkId): FakeWallet | undefined {
    const tracks = (w: FakeWallet) => w[FAKE_WALLET_INTERNALS].hasBalanceEntry(address, caipNetworkId);
    const owner = wallets.find((w) => w.accounts.some((a) => sameAddress(a, address)));
    return owner && tracks(owner) ? owner : (wallets.find(tracks) ?? owner);
  }

  /** The wallet holding the balance of a token for an address, as `ledgerOf` does for native balances. */
  function tokenLedgerOf(
    address: string,
    caipNetworkId: CaipNetworkId,
    token: string,
  ): FakeWallet | undefined {
    const tracks = (w: FakeWallet) =>
      w[FAKE_WALLET_INTERNALS].hasTokenBalanceEntry(address, caipNetworkId, token);
    const owner = wallets.find((w) => w.accounts.some((a) => sameAddress(a, address)));
    return owner && tracks(owner) ? owner : (wallets.find(tracks) ?? owner);
  }

  function validateTransaction(transaction: AdapterTransactionRequest): {
    to: string;
    value: bigint;
    data?: string;
  } {
    const { to, value = 0n, data } = transaction;
    const validTo =
      namespace === 'eip155' ? isHexAddress(to) : typeof to === 'string' && /^\S{1,128}$/.test(to);
    if (!validTo) {
      throw new InvalidParamsRpcError({
        details: `\`to\` is not a ${namespace} address: ${JSON.stringify(to)}`,
      });
    }
    if (typeof value !== 'bigint' || value < 0n) {
      throw new InvalidParamsRpcError({ details: '`value` must be a non-negative bigint' });
    }
    if (data !== undefined && (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))) {
      throw new InvalidParamsRpcError({ details: '`data` must be 0x-prefixed hex bytes' });
    }
    return data === undefined ? { to, value } : { to, value, data };
  }

  function assertFunds(wallet: FakeWallet, from: string, caipNetworkId: CaipNetworkId, value: bigint): void {
    const balance = wallet.balanceOf(from, caipNetworkId);
    if (balance < value) {
      throw new InvalidInputRpcError({
        details: `insufficient funds: ${from} has ${balance} on ${caipNetworkId}, the transaction sends ${value}`,
      });
    }
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
        if (wallet.announced) events.emit('connectors', listConnectors());
      }
    },
    mount(_context: AdapterMountContext) {
      subscriptions ??= wallets.flatMap(subscribe);
    },
    unmount() {
      for (const stop of subscriptions ?? []) stop();
      subscriptions = undefined;
    },
    getConnectors: listConnectors,
    on: (event, listener) => events.on(event, listener),

    async connect({ connectorId, caipNetworkId }) {
      const wallet = findWallet(connectorId, 'connect');
      const internals = wallet[FAKE_WALLET_INTERNALS];
      if (wallet.accounts.length === 0) throw new ConnectorError(MESSAGES.accountNotFound);
      const settle = () => {
        internals.authorize();
        if (caipNetworkId !== undefined && wallet.knowsNetwork(caipNetworkId))
          internals.setChain(caipNetworkId);
        return connectionOf(wallet);
      };
      if (wallet.authorized) return settle();
      return internals.prompt({ method: 'connect', params: { caipNetworkId } }, settle);
    },

    async reconnect({ connectorId }) {
      const wallet = wallets.find((w) => w.id === connectorId && w.announced);
      wallet?.[FAKE_WALLET_INTERNALS].throwIfFailing('reconnect');
      if (!wallet?.authorized || wallet.accounts.length === 0) return null;
      return connectionOf(wallet);
    },

    async disconnect({ connectorId }) {
      const internals = wallets.find((w) => w.id === connectorId)?.[FAKE_WALLET_INTERNALS];
      internals?.throwIfFailing('disconnect');
      internals?.revoke();
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      const wallet = authorisedWallet(connectorId, 'switchNetwork');
      if (chainOf(wallet) === caipNetworkId) return;
      if (!wallet.knowsNetwork(caipNetworkId)) {
        wallet.switchChain(caipNetworkId); // throws the wallet's SwitchChainError (4902)
      }
      await wallet[FAKE_WALLET_INTERNALS].prompt({ method: 'switchChain', params: { caipNetworkId } }, () =>
        wallet.switchChain(caipNetworkId),
      );
    },

    async getBalance({ address, caipNetworkId }): Promise<AdapterBalance> {
      const { nativeCurrency } = networkOf(caipNetworkId);
      const ledger = ledgerOf(address, caipNetworkId);
      ledger?.[FAKE_WALLET_INTERNALS].throwIfFailing('getBalance');
      const amount = ledger?.balanceOf(address, caipNetworkId) ?? 0n;
      return {
        balance: formatUnits(amount, nativeCurrency.decimals),
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
      };
    },

    async getTokenBalances({ address, caipNetworkId, tokens }): Promise<AdapterTokenBalance[]> {
      networkOf(caipNetworkId);
      wallets
        .find((w) => w.accounts.some((a) => sameAddress(a, address)))
        ?.[FAKE_WALLET_INTERNALS].throwIfFailing('getTokenBalances');
      const deployed = options.tokens?.[caipNetworkId] ?? [];
      const balances: AdapterTokenBalance[] = [];
      for (const requested of tokens) {
        const token = deployed.find((t) => sameAddress(t.address, requested.address));
        if (!token) continue;
        const balance =
          tokenLedgerOf(address, caipNetworkId, token.address)?.tokenBalanceOf(
            address,
            caipNetworkId,
            token.address,
          ) ?? 0n;
        const { name, symbol, decimals } = token;
        balances.push({ address: token.address, name, symbol, decimals, balance });
      }
      return balances;
    },

    async signMessage({ connectorId, address, message, signal }) {
      const wallet = authorisedWallet(connectorId, 'signMessage');
      const account = ownAccount(wallet, address);
      if (typeof message !== 'string')
        throw new InvalidParamsRpcError({ details: 'the message must be a string' });
      return wallet[FAKE_WALLET_INTERNALS].prompt(
        { method: 'signMessage', params: { address, message } },
        () => {
          const signature = `0x${pseudoDigest(`sign|${normalizeAddress(account)}|${message}`, 65)}` as const;
          wallet[FAKE_WALLET_INTERNALS].recordSignature({ address: account, message, signature });
          return signature;
        },
        signal,
      );
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction, signal }) {
      const wallet = authorisedWallet(connectorId, 'sendTransaction');
      const from = ownAccount(wallet, address);
      const { to, value, data } = validateTransaction(transaction);
      networkOf(caipNetworkId);
      if (chainOf(wallet) !== caipNetworkId) {
        throw new ConnectorError(MESSAGES.chainMismatch, {
          details: `${wallet.name} is on ${chainOf(wallet)}, the transaction is for ${caipNetworkId}`,
        });
      }
      assertFunds(wallet, from, caipNetworkId, value);
      const internals = wallet[FAKE_WALLET_INTERNALS];
      return internals.prompt(
        { method: 'sendTransaction', params: { from, to, value, data, caipNetworkId } },
        () => {
          assertFunds(wallet, from, caipNetworkId, value); // the balance may have moved while the prompt was open
          const nonce = internals.nextNonce(from, caipNetworkId);
          const hash =
            `0x${pseudoDigest(`tx|${wallet.id}|${internals.nextSequence()}|${caipNetworkId}|${from}|${nonce}|${to}|${value}|${data ?? ''}`, 32)}` as const;
          wallet.setBalance(from, caipNetworkId, wallet.balanceOf(from, caipNetworkId) - value);
          const recipient = ledgerOf(to, caipNetworkId) ?? wallet;
          recipient.setBalance(to, caipNetworkId, recipient.balanceOf(to, caipNetworkId) + value);
          internals.recordTransaction({ hash, from, to, value, data, caipNetworkId, nonce });
          return hash;
        },
        signal,
      );
    },

    parseUnits,
    formatUnits,
  };
  for (const wallet of options.wallets ?? []) adapter.addWallet(wallet);
  return adapter;
}
