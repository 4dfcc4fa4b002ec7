import type { Connection } from '@solana/web3.js';
import {
  type AdapterAccount,
  type AdapterConnection,
  type AdapterMountContext,
  assertAdapterNetworks,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterEvents,
  type Connector,
  ConnectorError,
  createEmitter,
  createWalletConnectHub,
  formatUnits,
  isUserRejection,
  MESSAGES,
  parseUnits,
  SwitchChainError,
  UnauthorizedProviderError,
  WALLETCONNECT_HUB_KEY,
  type WalletConnectHub,
} from '@walletdock/core';
import { readSolBalance, readTokenBalances } from '../balances/read-balances.js';
import { createDiscovery } from '../connectors/discovery.js';
import { featureOf, type Wallet, type WalletAccount } from '../connectors/types.js';
import { toSolanaWalletError, UnknownSolanaChainError } from '../errors.js';
import {
  findNetwork,
  type SolanaWalletChain,
  toWalletChain,
  tryCaipNetworkId,
} from '../networks/chain-id.js';
import { type Connections, createConnections } from '../rpc/connections.js';
import { rpcEndpointOf } from '../rpc/urls.js';
import { loadWeb3 } from '../rpc/web3.js';
import { isLegacyTransaction, transactionBytes } from '../signing/serialize.js';
import { signSolanaMessage } from '../signing/sign-message.js';
import {
  signAndSendSolanaTransaction,
  signSolanaTransaction,
  walletOptionsOf,
} from '../signing/sign-transaction.js';
import { parseTransferRequest, sendOptionsOf } from '../transactions/request.js';
import { buildTransferTransaction, estimateTransactionFee } from '../transactions/transfer.js';
import type { UniversalProviderLike } from '../walletconnect/connector.js';
import type { SolanaWalletConnectConnector } from '../walletconnect/types.js';
import type { SolanaAdapter, SolanaAdapterOptions, SolanaWalletTarget } from './types.js';

/** Default wait of `reconnect` for its wallet to register after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/** The connector id of WalletConnect. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** The WalletConnect connector as listed; its implementation is loaded with `import()` on first use. */
const WALLET_CONNECT_CONNECTOR: Connector = Object.freeze({
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'solana',
});

type Session = {
  wallet: Wallet;
  accounts: readonly WalletAccount[];
  account: WalletAccount;
  chain: SolanaWalletChain;
  caipNetworkId: CaipNetworkId;
  stop: () => void;
};

const isSolanaChain = (chain: unknown): chain is SolanaWalletChain =>
  typeof chain === 'string' && chain.startsWith('solana:');

/** The accounts of a wallet's answer that can act on Solana (all of them when accounts name no chains). */
function solanaAccounts(accounts: readonly WalletAccount[] | undefined): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.filter(
    (a) =>
      typeof a?.address === 'string' &&
      a.address !== '' &&
      (!Array.isArray(a.chains) || a.chains.length === 0 || a.chains.some(isSolanaChain)),
  );
}

const toAdapterAccounts = (accounts: readonly WalletAccount[]): AdapterAccount[] =>
  accounts.map((a) => ({ address: a.address, type: 'eoa' }));

/**
 * Creates core's `ChainAdapter` for Solana (`solana`) on Wallet Standard wallets and @solana/web3.js 1.x.
 * Creating it does nothing; `mount()` reads the Wallet Standard registry (`getWallets()`) and follows wallets
 * that register or unregister later, `unmount()` stops that and every wallet listener. web3.js is a peer
 * dependency loaded with `import()` on the first RPC read or transaction: listing wallets, connecting and signing
 * messages never load it.
 *
 * @throws {ConfigurationError} when a network is not a solana network.
 */
export function solanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const networks = assertAdapterNetworks(options.networks, 'solana', 'Solana', 'solanaAdapter');
  let known: readonly CaipNetwork[] = networks;
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS;
  const events = createEmitter<ChainAdapterEvents>();
  const sessions = new Map<string, Session>();
  const connections: Connections = createConnections(options.rpcUrls);

  /** The discovered wallets, and WalletConnect (last) when it is configured. */
  const listed = (connectors: readonly Connector[]): readonly Connector[] =>
    options.walletConnect ? [...connectors, WALLET_CONNECT_CONNECTOR] : connectors;

  const discovery = createDiscovery({
    networks: () => known,
    registry: options.registry,
    onChange: (connectors) => events.emit('connectors', listed(connectors)),
  });

  // WalletConnect: the connector module (and @walletconnect/universal-provider behind it) is loaded only when
  // the visitor picks WalletConnect or a stored WalletConnect session is restored. Its session is driven as a
  // Wallet Standard wallet (signing, sending and account changes go through the same code as other wallets).
  let projectId = '';
  let walletConnect: Promise<SolanaWalletConnectConnector> | undefined;
  /** The client's WalletConnect hub (one session for every namespace) and this adapter's release of it. */
  let hub: WalletConnectHub<UniversalProviderLike> | undefined;
  let releaseHub: (() => void) | undefined;
  const isWalletConnect = (connectorId: string) =>
    Boolean(options.walletConnect) && connectorId === WALLET_CONNECT_CONNECTOR_ID;

  function loadWalletConnect(): Promise<SolanaWalletConnectConnector> {
    const settings = options.walletConnect;
    if (!settings) {
      return Promise.reject(
        new ConnectorError(MESSAGES.connectorNotConnected, { details: 'WalletConnect is not enabled' }),
      );
    }
    walletConnect ??= walletConnectModule().then(({ createSolanaWalletConnectConnector }) =>
      createSolanaWalletConnectConnector({
        projectId,
        metadata: settings.metadata,
        networks: known,
        rpcUrlOf: (network) => rpcEndpointOf(network, options.rpcUrls).http,
        ...(settings.relayUrl === undefined ? {} : { relayUrl: settings.relayUrl }),
        ...(settings.storage === undefined ? {} : { storage: settings.storage }),
        ...(settings.storagePrefix === undefined ? {} : { storagePrefix: settings.storagePrefix }),
        ...(hub === undefined ? {} : { hub }),
        onPairingUri: emitPairingUri,
        onDisconnect: () => {
          if (!sessions.has(WALLET_CONNECT_CONNECTOR_ID)) return;
          forget(WALLET_CONNECT_CONNECTOR_ID);
          events.emit('disconnect', { connectorId: WALLET_CONNECT_CONNECTOR_ID });
        },
      }),
    );
    walletConnect.catch(() => {
      walletConnect = undefined; // e.g. the optional peer is missing: a later attempt tries again
    });
    return walletConnect;
  }

  /** The WalletConnect module (and @walletconnect/universal-provider behind it), loaded on first use. */
  function walletConnectModule() {
    return import('../walletconnect/index.js');
  }

  function emitPairingUri(uri: string, expiry: number): void {
    events.emit('pairingUri', { connectorId: WALLET_CONNECT_CONNECTOR_ID, uri, expiry });
  }

  /**
   * With WalletConnect configured and mounted by a client: joins the client's one WalletConnect hub
   * (`context.shared`, created by the first adapter to mount with the options of that adapter), so a pairing
   * from either namespace proposes solana too. Nothing is loaded here (the hub and the proposal are lazy).
   */
  function joinHub(shared: AdapterMountContext['shared']): void {
    const settings = options.walletConnect;
    if (!settings || !shared || releaseHub) return;
    const joined = shared.get(WALLETCONNECT_HUB_KEY, () =>
      createWalletConnectHub<UniversalProviderLike>({
        load: async () => (await walletConnectModule()).loadUniversalProvider(),
        close: async (instance) => (await walletConnectModule()).closeUniversalProvider(instance),
        projectId,
        metadata: settings.metadata,
        // The connector's DEFAULT_SOLANA_STORAGE_PREFIX (not imported: that module is loaded lazily).
        storagePrefix: settings.storagePrefix ?? 'walletdock-solana',
        ...(settings.relayUrl === undefined ? {} : { relayUrl: settings.relayUrl }),
        ...(settings.storage === undefined ? {} : { storage: settings.storage }),
      }),
    );
    hub = joined;
    releaseHub = joined.register('solana', {
      proposal: async (preferred) =>
        (await walletConnectModule()).buildSolanaOptionalNamespaces(
          known,
          (network) => rpcEndpointOf(network, options.rpcUrls).http,
          preferred as CaipNetworkId | undefined,
        ).solana,
      onPairingUri: emitPairingUri,
    });
  }

  const networkOf = (caipNetworkId: CaipNetworkId) => findNetwork(known, caipNetworkId);
  const connectionOf = (caipNetworkId: CaipNetworkId): Promise<Connection> =>
    connections.get(networkOf(caipNetworkId));

  function walletOf(connectorId: string): Wallet {
    const wallet = discovery.walletOf(connectorId);
    if (!wallet) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `No Solana wallet with connector id ${JSON.stringify(connectorId)} was found`,
      });
    }
    return wallet;
  }

  function sessionOf(connectorId: string): Session {
    const session = sessions.get(connectorId);
    if (!session) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `The connector ${JSON.stringify(connectorId)} is not connected`,
      });
    }
    return session;
  }

  function accountOf(session: Session, address: string | undefined): WalletAccount {
    if (address === undefined) return session.account;
    const account = session.accounts.find((a) => a.address === address);
    if (!account) {
      throw new ConnectorError(MESSAGES.accountNotFound, {
        details: `The wallet did not authorise ${address} for this app`,
      });
    }
    return account;
  }

  /** The Solana chains an account (else its wallet) serves, in the wallet's order. */
  function chainsOf(wallet: Wallet, account: WalletAccount | undefined): SolanaWalletChain[] {
    const fromAccount = (account?.chains ?? []).filter(isSolanaChain);
    return fromAccount.length > 0 ? fromAccount : wallet.chains.filter(isSolanaChain);
  }

  /**
   * The network a connection uses: the requested one when the account serves it, else the first of the
   * account's chains that is a configured network, else the first that maps to a CAIP-2 id at all (core then
   * applies its unsupported-network rule).
   */
  function chooseChain(
    wallet: Wallet,
    account: WalletAccount,
    requested: CaipNetworkId | undefined,
  ): { chain: SolanaWalletChain; caipNetworkId: CaipNetworkId } {
    const chains = chainsOf(wallet, account);
    if (requested !== undefined) {
      try {
        const chain = toWalletChain(requested, known);
        if (chains.includes(chain)) return { chain, caipNetworkId: requested };
      } catch {
        // a network the wallet cannot name: fall through to the wallet's own chains
      }
    }
    const mapped = chains.flatMap((chain) => {
      const caipNetworkId = tryCaipNetworkId(chain, known);
      return caipNetworkId === undefined ? [] : [{ chain, caipNetworkId }];
    });
    const found = mapped.find((m) => known.some((n) => n.caipNetworkId === m.caipNetworkId)) ?? mapped[0];
    if (!found) {
      throw new UnknownSolanaChainError(
        chains.join(', '),
        `None of the wallet's chains (${chains.join(', ') || 'none'}) maps to a CAIP-2 network`,
      );
    }
    return found;
  }

  function forget(connectorId: string): void {
    sessions.get(connectorId)?.stop();
    sessions.delete(connectorId);
  }

  /** Opens a session and forwards the wallet's `standard:events` `change` as adapter events. */
  function startSession(
    connectorId: string,
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    requested: CaipNetworkId | undefined,
  ): AdapterConnection {
    const [first] = accounts;
    if (!first)
      throw new ConnectorError(MESSAGES.accountNotFound, { details: 'The wallet approved no account' });
    const { chain, caipNetworkId } = chooseChain(wallet, first, requested);
    forget(connectorId);
    const session: Session = { wallet, accounts, account: first, chain, caipNetworkId, stop: () => {} };
    const feature = featureOf(wallet, 'standard:events');
    if (feature) {
      try {
        session.stop = feature.on('change', (properties) => onChange(connectorId, session, properties));
      } catch {
        // a wallet whose events cannot be subscribed to: the session works without them
      }
    }
    sessions.set(connectorId, session);
    return { connectorId, address: first.address, accounts: toAdapterAccounts(accounts), caipNetworkId };
  }

  function onChange(
    connectorId: string,
    session: Session,
    properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] },
  ): void {
    if (sessions.get(connectorId) !== session) return; // a change of an ended session
    if (properties.accounts !== undefined) {
      const accounts = solanaAccounts(properties.accounts);
      const [first] = accounts;
      if (!first) {
        forget(connectorId);
        events.emit('accountsChanged', { connectorId, accounts: [] });
        return;
      }
      const changed =
        accounts.length !== session.accounts.length ||
        accounts.some((a, i) => a.address !== session.accounts[i]?.address);
      session.accounts = accounts;
      session.account = first;
      if (changed) events.emit('accountsChanged', { connectorId, accounts: toAdapterAccounts(accounts) });
    }
    if (properties.accounts !== undefined || properties.chains !== undefined) {
      const chains =
        properties.chains !== undefined && (session.account.chains ?? []).filter(isSolanaChain).length === 0
          ? properties.chains.filter(isSolanaChain)
          : chainsOf(session.wallet, session.account);
      if (chains.length === 0 || chains.includes(session.chain)) return;
      let next: { chain: SolanaWalletChain; caipNetworkId: CaipNetworkId };
      try {
        next = chooseChain(
          { ...session.wallet, chains } as Wallet,
          { ...session.account, chains },
          undefined,
        );
      } catch {
        return; // the wallet moved to chains we cannot name: keep the session's network
      }
      session.chain = next.chain;
      session.caipNetworkId = next.caipNetworkId;
      events.emit('chainChanged', { connectorId, caipNetworkId: next.caipNetworkId });
    }
  }

  /** Resolves once the connector is listed, or with undefined after `timeoutMs`. */
  function waitForConnector(connectorId: string, timeoutMs: number): Promise<Connector | undefined> {
    const found = discovery.list().find((c) => c.id === connectorId);
    if (found || timeoutMs <= 0) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = (connector: Connector | undefined) => {
        clearTimeout(timer);
        stop();
        resolve(connector);
      };
      const stop = events.on('connectors', (connectors) => {
        const match = connectors.find((c) => c.id === connectorId);
        if (match) done(match);
      });
      const timer = setTimeout(() => done(discovery.list().find((c) => c.id === connectorId)), timeoutMs);
    });
  }

  async function connectWallet(wallet: Wallet, silent: boolean): Promise<readonly WalletAccount[]> {
    const feature = featureOf(wallet, 'standard:connect');
    if (!feature) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `The wallet ${JSON.stringify(wallet.name)} does not support standard:connect`,
      });
    }
    let output: { accounts: readonly WalletAccount[] } | undefined;
    try {
      output = await feature.connect(silent ? { silent: true } : undefined);
    } catch (error) {
      throw toSolanaWalletError(error);
    }
    // Some wallets answer only through `wallet.accounts`.
    const answered = solanaAccounts(output?.accounts);
    return answered.length > 0 ? answered : solanaAccounts(wallet.accounts);
  }

  /** The chain (and network) a transaction is for: the given network, else the session's. */
  function chainFor(session: Session, caipNetworkId: CaipNetworkId | undefined) {
    if (caipNetworkId === undefined) return { chain: session.chain, caipNetworkId: session.caipNetworkId };
    networkOf(caipNetworkId);
    return { chain: toWalletChain(caipNetworkId, known), caipNetworkId };
  }

  async function prepare(
    transaction: unknown,
    account: WalletAccount,
    caipNetworkId: CaipNetworkId,
  ): Promise<Uint8Array> {
    if (isLegacyTransaction(transaction)) {
      if (transaction.feePayer === undefined || transaction.feePayer === null) {
        const { PublicKey } = await loadWeb3();
        transaction.feePayer = new PublicKey(account.address);
      }
      if (!transaction.recentBlockhash) {
        const { blockhash, lastValidBlockHeight } = await (
          await connectionOf(caipNetworkId)
        ).getLatestBlockhash();
        transaction.recentBlockhash = blockhash;
        transaction.lastValidBlockHeight = lastValidBlockHeight;
      }
    }
    return transactionBytes(transaction);
  }

  async function signAndSend(
    target: SolanaWalletTarget,
    caipNetworkId: CaipNetworkId | undefined,
    transaction: unknown,
    sendOptions: Parameters<typeof signAndSendSolanaTransaction>[0]['options'],
  ): Promise<string> {
    walletOptionsOf(sendOptions); // an invalid preflightCommitment fails before anything else
    const session = sessionOf(target.connectorId);
    const account = accountOf(session, target.address);
    const { chain, caipNetworkId: network } = chainFor(session, caipNetworkId);
    const bytes = await prepare(transaction, account, network);
    return signAndSendSolanaTransaction({
      wallet: session.wallet,
      account,
      chain,
      transaction: bytes,
      ...(sendOptions === undefined ? {} : { options: sendOptions }),
      send: async (signed, walletOptions) => {
        const connection = await connectionOf(network);
        return connection.sendRawTransaction(signed, {
          ...(walletOptions?.skipPreflight === undefined
            ? {}
            : { skipPreflight: walletOptions.skipPreflight }),
          ...(walletOptions?.preflightCommitment === undefined
            ? {}
            : { preflightCommitment: walletOptions.preflightCommitment }),
          ...(walletOptions?.maxRetries === undefined ? {} : { maxRetries: walletOptions.maxRetries }),
          ...(walletOptions?.minContextSlot === undefined
            ? {}
            : { minContextSlot: walletOptions.minContextSlot }),
        });
      },
    });
  }

  async function buildTransfer(params: {
    address: string;
    caipNetworkId: CaipNetworkId;
    transaction: Parameters<typeof parseTransferRequest>[0];
  }) {
    const transfer = parseTransferRequest(params.transaction);
    const connection = await connectionOf(params.caipNetworkId);
    return {
      transfer,
      built: await buildTransferTransaction({ connection, from: params.address, transfer }),
    };
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    networks,

    mount(context) {
      projectId = context.projectId;
      const extra = context.networks.filter(
        (n) => n.chainNamespace === 'solana' && !networks.some((m) => m.caipNetworkId === n.caipNetworkId),
      );
      known = Object.freeze([...networks, ...extra]);
      joinHub(context.shared);
      discovery.start();
    },

    unmount() {
      for (const connectorId of [...sessions.keys()]) forget(connectorId);
      discovery.stop();
      const loaded = walletConnect;
      walletConnect = undefined;
      loaded?.then((connector) => connector.destroy()).catch(() => {});
      releaseHub?.();
      releaseHub = undefined;
      hub = undefined;
    },

    getConnectors: () => listed(discovery.list()),
    on: (event, listener) => events.on(event, listener),

    async connect({ connectorId, caipNetworkId }) {
      if (isWalletConnect(connectorId)) {
        if (caipNetworkId !== undefined) networkOf(caipNetworkId);
        const connector = await loadWalletConnect();
        const { wallet, accounts } = await connector.connect(
          caipNetworkId === undefined ? {} : { caipNetworkId },
        );
        return startSession(connectorId, wallet, accounts, caipNetworkId);
      }
      const wallet = walletOf(connectorId);
      const accounts = await connectWallet(wallet, false);
      return startSession(connectorId, wallet, accounts, caipNetworkId);
    },

    async reconnect({ connectorId, caipNetworkId }) {
      if (isWalletConnect(connectorId)) {
        const restored = await (await loadWalletConnect()).reconnect();
        return restored ? startSession(connectorId, restored.wallet, restored.accounts, caipNetworkId) : null;
      }
      const connector = await waitForConnector(connectorId, reconnectTimeoutMs);
      if (!connector) return null;
      const wallet = walletOf(connectorId);
      let accounts: readonly WalletAccount[];
      try {
        accounts = await connectWallet(wallet, true);
      } catch (error) {
        // Not authorised any more (the wallet refuses a silent connect): not an error, just no session.
        if (isUserRejection(error) || (error as { code?: unknown }).code === UnauthorizedProviderError.code) {
          return null;
        }
        throw error;
      }
      if (accounts.length === 0) return null;
      return startSession(connectorId, wallet, accounts, caipNetworkId);
    },

    async disconnect({ connectorId }) {
      if (isWalletConnect(connectorId)) {
        forget(connectorId);
        const loaded = walletConnect;
        if (loaded) await (await loaded).disconnect();
        return;
      }
      const wallet = sessions.get(connectorId)?.wallet ?? discovery.walletOf(connectorId);
      forget(connectorId);
      const feature = wallet ? featureOf(wallet, 'standard:disconnect') : undefined;
      if (!feature) return;
      try {
        await feature.disconnect();
      } catch {
        // The session is forgotten locally whatever the wallet answers.
      }
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      networkOf(caipNetworkId);
      const session = sessionOf(connectorId);
      const chain = toWalletChain(caipNetworkId, known);
      if (!chainsOf(session.wallet, session.account).includes(chain)) {
        throw new SwitchChainError({
          details: `The wallet ${JSON.stringify(session.wallet.name)} does not serve ${chain} for this account`,
        });
      }
      // Wallet Standard wallets have no "active chain": the chain is chosen per request, so switching is local.
      session.chain = chain;
      session.caipNetworkId = caipNetworkId;
    },

    async getBalance({ address, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      return readSolBalance(await connections.get(network), network, address);
    },

    async getTokenBalances({ address, caipNetworkId, tokens }) {
      return readTokenBalances(await connectionOf(caipNetworkId), address, tokens);
    },

    async signMessage({ connectorId, address, message }) {
      const session = sessionOf(connectorId);
      return signSolanaMessage({ wallet: session.wallet, account: accountOf(session, address), message });
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction }) {
      const transfer = parseTransferRequest(transaction);
      const session = sessionOf(connectorId);
      accountOf(session, address);
      const connection = await connectionOf(caipNetworkId);
      const built = await buildTransferTransaction({ connection, from: address, transfer });
      const options = sendOptionsOf(transfer);
      return signAndSend({ connectorId, address }, caipNetworkId, built, options);
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),

    solana: {
      getConnection: ({ caipNetworkId }) => connectionOf(caipNetworkId),
      getWallet: (connectorId) => sessions.get(connectorId)?.wallet,
      getAccount: (connectorId) => sessions.get(connectorId)?.account,
      getCaipNetworkId: (connectorId) => sessions.get(connectorId)?.caipNetworkId,

      async signMessage({ connectorId, address, message }) {
        const session = sessionOf(connectorId);
        return signSolanaMessage({ wallet: session.wallet, account: accountOf(session, address), message });
      },

      async signTransaction({ connectorId, address, caipNetworkId, transaction, options: signOptions }) {
        walletOptionsOf(signOptions);
        const session = sessionOf(connectorId);
        const account = accountOf(session, address);
        const { chain, caipNetworkId: network } = chainFor(session, caipNetworkId);
        const bytes = await prepare(transaction, account, network);
        return signSolanaTransaction({
          wallet: session.wallet,
          account,
          chain,
          transaction: bytes,
          ...(signOptions === undefined ? {} : { options: signOptions }),
        });
      },

      async signAndSendTransaction({
        connectorId,
        address,
        caipNetworkId,
        transaction,
        options: sendOptions,
      }) {
        return signAndSend(
          address === undefined ? { connectorId } : { connectorId, address },
          caipNetworkId,
          transaction,
          sendOptions,
        );
      },

      async buildTransfer(params) {
        return (await buildTransfer(params)).built;
      },

      async estimateFee(params) {
        const { built } = await buildTransfer(params);
        return estimateTransactionFee(await connectionOf(params.caipNetworkId), built);
      },
    },
  };
  return adapter;
}
