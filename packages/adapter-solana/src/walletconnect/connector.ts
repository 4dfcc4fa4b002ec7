import {
  type CaipNetwork,
  type CaipNetworkId,
  ConnectorError,
  closeUniversalProvider,
  createWalletConnectSession,
  listenTo,
  loadUniversalProvider as loadProviderClass,
  MESSAGES,
  type WalletConnectProviderClass,
  type WalletConnectProviderLike,
  type WalletConnectSession,
  walletConnectHubOptions,
} from '@walletdock/core';
import type { WalletAccount } from '../connectors/types.js';
import { UnknownSolanaChainError } from '../errors.js';
import { toWalletChain, tryCaipNetworkId } from '../networks/chain-id.js';
import { decodeBase58 } from '../utils/base58.js';
import {
  buildSolanaOptionalNamespaces,
  type SessionNamespacesLike,
  sessionSolanaAccounts,
  toWalletConnectError,
} from './namespaces.js';
import { type ChangeListener, createSessionWallet } from './session-wallet.js';
import type {
  SolanaWalletConnectConnector,
  SolanaWalletConnectConnectorOptions,
  SolanaWalletConnectSession,
} from './types.js';

/**
 * The part of `@walletconnect/universal-provider`'s `UniversalProvider` this connector uses, typed here so that
 * neither this module nor its declarations reference the optional peer.
 */
type Listener = (...args: never[]) => void;
type SessionLike = { topic: string; expiry?: number; namespaces: SessionNamespacesLike };
export type UniversalProviderLike = Omit<WalletConnectProviderLike, 'session'> & {
  session?: SessionLike | undefined;
  client?: {
    on?: (event: string, listener: Listener) => void;
    off?: (event: string, listener: Listener) => void;
    core?: { relayer?: { transportClose?: () => Promise<void> } };
  };
};

/** The storage prefix when none is given: apart from the EVM adapter's WalletConnect client (see README). */
export const DEFAULT_SOLANA_STORAGE_PREFIX = 'walletdock-solana';

/** Core's `loadUniversalProvider` (missing peer → error; Verify off), default: this adapter's `import()`. */
export function loadUniversalProvider(
  importer: () => Promise<unknown> = () => import('@walletconnect/universal-provider'),
): Promise<WalletConnectProviderClass<UniversalProviderLike>> {
  return loadProviderClass<UniversalProviderLike>(importer);
}

/**
 * The session as the adapter takes it: one Wallet Standard account per approved address, serving the Wallet
 * Standard chains of the configured networks it was approved on. Undefined without solana accounts there.
 */
function toSession(
  session: SessionLike | undefined,
  networks: readonly CaipNetwork[],
  wallet: SolanaWalletConnectSession['wallet'],
  accountFeatures: readonly string[],
): SolanaWalletConnectSession | undefined {
  if (!session) return undefined;
  const walletChainOf = (caipNetworkId: CaipNetworkId): `solana:${string}` | undefined => {
    try {
      return toWalletChain(caipNetworkId, networks);
    } catch {
      return undefined; // a network the app did not configure
    }
  };
  const { chains, accountsByChain, addresses } = sessionSolanaAccounts(session.namespaces);
  const caipNetworkIds = chains.filter((id) => walletChainOf(id) !== undefined && accountsByChain.has(id));
  const accounts: WalletAccount[] = [];
  for (const address of addresses) {
    const on = caipNetworkIds.filter((id) => accountsByChain.get(id)?.includes(address));
    if (on.length === 0) continue;
    accounts.push(
      Object.freeze({
        address,
        publicKey: decodeBase58(address),
        chains: on.map((id) => walletChainOf(id) as `solana:${string}`),
        features: accountFeatures as `${string}:${string}`[],
      }),
    );
  }
  if (accounts.length === 0) return undefined;
  return { wallet, accounts, caipNetworkIds };
}

/**
 * Creates the WalletConnect connector of the Solana adapter. Nothing is loaded or opened until `connect` or
 * `reconnect`: then `@walletconnect/universal-provider` is imported (an optional peer; missing →
 * `WalletConnectUnavailableError`) and one `UniversalProvider` is initialised for the connector's lifetime. The
 * session proposal carries only `optionalNamespaces.solana` (the configured networks' CAIP-2 ids). The session is
 * handed to the adapter as a Wallet Standard wallet ({@link SolanaWalletConnectSession}). The pairing attempt,
 * listeners and teardown are core's adapter kit (`createWalletConnectSession`).
 */
export function createSolanaWalletConnectConnector(
  options: SolanaWalletConnectConnectorOptions,
): SolanaWalletConnectConnector {
  const now = options.now ?? (() => Date.now());
  const networks = options.networks.filter((network) => network.chainNamespace === 'solana');
  const rpcUrlOf = options.rpcUrlOf ?? ((network: CaipNetwork) => network.rpcUrls.default.http[0]);
  let current: SolanaWalletConnectSession | undefined;
  const changeListeners = new Set<ChangeListener>();

  /** The live session of the provider, if it has one that has not expired. */
  function liveSession(target = session.provider()): SessionLike | undefined {
    const live = target?.session;
    if (!live || (live.expiry !== undefined && live.expiry * 1000 <= now())) return undefined;
    return live;
  }

  /** Sends a request of the session to the wallet on the CAIP-2 network of `chain` (a Wallet Standard chain). */
  async function call(method: string, params: Record<string, unknown>, chain: string): Promise<unknown> {
    const target = session.provider();
    const live = liveSession(target);
    if (!target || !live || !current) throw new ConnectorError(MESSAGES.connectorNotConnected);
    const caipNetworkId = tryCaipNetworkId(chain, networks) ?? (chain as CaipNetworkId);
    if (!current.caipNetworkIds.includes(caipNetworkId)) {
      throw new UnknownSolanaChainError(chain, `The WalletConnect session has no account on ${chain}`);
    }
    if (!sessionSolanaAccounts(live.namespaces).methods.includes(method)) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `The WalletConnect session did not approve ${method}`,
      });
    }
    try {
      return await target.request({ method, params }, caipNetworkId);
    } catch (error) {
      throw toWalletConnectError(error);
    }
  }

  const { wallet, features } = createSessionWallet({
    accounts: () => current?.accounts ?? [],
    methods: () => sessionSolanaAccounts(liveSession()?.namespaces).methods,
    call,
    disconnect: () => connector.disconnect(),
    changeListeners,
  });
  const sessionOf = (live: SessionLike | undefined) =>
    toSession(
      live,
      networks,
      wallet,
      Object.keys(features()).filter((name) => name.startsWith('solana:')),
    );

  function ended() {
    if (session.silenced() || !current) return;
    current = undefined;
    options.onDisconnect();
  }

  function attach(target: UniversalProviderLike): () => void {
    const stop = listenTo(target, {
      session_update: (() => {
        if (session.silenced() || !current) return;
        const next = sessionOf(liveSession(target));
        if (!next) return ended();
        current = next;
        for (const listener of [...changeListeners]) listener({ accounts: next.accounts });
      }) as Listener,
      disconnect: ended as Listener,
    });
    // UniversalProvider does not forward the sign client's expiry of the session.
    const onExpire = ((event: { topic?: unknown }) => {
      if (event?.topic !== undefined && event.topic === target.session?.topic) ended();
    }) as Listener;
    const client = typeof target.client?.on === 'function' ? target.client : undefined;
    client?.on?.('session_expire', onExpire);
    return () => {
      stop();
      client?.off?.('session_expire', onExpire);
    };
  }

  const session: WalletConnectSession<UniversalProviderLike, SolanaWalletConnectSession> =
    createWalletConnectSession({
      namespace: 'solana',
      hub: options.hub,
      privateHub: () =>
        walletConnectHubOptions<UniversalProviderLike>({
          ...options,
          storagePrefix: options.storagePrefix ?? DEFAULT_SOLANA_STORAGE_PREFIX,
          load: () => loadUniversalProvider(options.importUniversalProvider),
          close: closeUniversalProvider,
        }),
      proposal: (preferred) =>
        buildSolanaOptionalNamespaces(networks, rpcUrlOf, preferred as CaipNetworkId | undefined).solana,
      onPairingUri: options.onPairingUri,
      now,
      mapPairingError: toWalletConnectError,
      noAccountDetails: 'The wallet approved the session without a solana account on a configured network',
      sessionOf: (target) => sessionOf(liveSession(target)),
      onSession: (established) => {
        current = established;
      },
      attach,
    });

  const connector: SolanaWalletConnectConnector = {
    async connect(params = {}) {
      if (networks.length === 0) throw new ConnectorError(MESSAGES.chainNotConfigured);
      if (
        params.caipNetworkId !== undefined &&
        !networks.some((n) => n.caipNetworkId === params.caipNetworkId)
      ) {
        throw new ConnectorError(MESSAGES.chainNotConfigured, { details: params.caipNetworkId });
      }
      if (current && liveSession()) return current;
      return session.pair(params.caipNetworkId, { fresh: params.newPairing === true });
    },

    async reconnect() {
      if (current && liveSession()) return current;
      current = sessionOf(liveSession(await session.load()));
      return current ?? null;
    },

    async disconnect() {
      current = undefined;
      await session.disconnect();
    },

    getSession: () => current,

    async destroy() {
      changeListeners.clear();
      session.destroy();
    },
  };
  return connector;
}
