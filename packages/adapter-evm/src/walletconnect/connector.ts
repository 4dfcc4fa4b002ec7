import type { CaipNetworkId } from '@walletdock/core';
import {
  ConnectorError,
  closeUniversalProvider,
  createWalletConnectSession,
  fromRpcError,
  isUserRejection,
  walletConnectHubOptions as kitHubOptions,
  listenTo,
  loadUniversalProvider as loadProviderClass,
  MESSAGES,
  SwitchChainError,
  toWalletRequestError,
  UserRejectedRequestError,
  type WalletConnectHub,
  type WalletConnectHubOptions,
  type WalletConnectProviderClass,
  type WalletConnectProviderLike,
  type WalletConnectSession,
} from '@walletdock/core';
import { numberToHex } from '../utils/hex.js';
import {
  buildOptionalNamespaces,
  type SessionNamespacesLike,
  toEip155CaipNetworkId,
  toEvmAddress,
} from './namespaces.js';
import { accountsOn, connectionOfSession, rpcUrlOf } from './session-connection.js';
import type {
  WalletConnectConnection,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEip1193Provider,
  WalletConnectRequestArguments,
} from './types.js';

/**
 * The part of `@walletconnect/universal-provider`'s `UniversalProvider` this connector uses, typed here so that
 * neither this module nor its declarations reference the optional peer.
 */
type Listener = (...args: never[]) => void;
export type UniversalProviderLike = Omit<WalletConnectProviderLike, 'session' | 'request'> & {
  session?: { topic: string; expiry?: number; namespaces: SessionNamespacesLike } | undefined;
  namespaces?: Record<string, unknown>;
  request(args: WalletConnectRequestArguments, chain?: string): Promise<unknown>;
  setDefaultChain(chain: string, rpcUrl?: string): void;
  client?: { core?: { relayer?: { transportClose?: () => Promise<void> } } };
};

/** Core's `loadUniversalProvider` (missing peer → error; Verify off), default: the EVM adapter's `import()`. */
export function loadUniversalProvider(
  importer: () => Promise<unknown> = () => import('@walletconnect/universal-provider'),
): Promise<WalletConnectProviderClass<UniversalProviderLike>> {
  return loadProviderClass<UniversalProviderLike>(importer);
}

/** The client's WalletConnect hub options from the EVM connector options (also used by the adapter). */
export function walletConnectHubOptions(
  options: Pick<
    WalletConnectConnectorOptions,
    'projectId' | 'relayUrl' | 'metadata' | 'storage' | 'storagePrefix' | 'logLevel' | 'now'
  > & { importUniversalProvider?: () => Promise<unknown> },
): WalletConnectHubOptions<UniversalProviderLike> {
  return kitHubOptions<UniversalProviderLike>({
    ...options,
    load: () => loadUniversalProvider(options.importUniversalProvider),
    close: closeUniversalProvider,
  });
}

/** Forwards the provider's events, normalised, to `emit*` (quiet while the session is silenced). */
function attachEvents(
  target: UniversalProviderLike,
  session: () => WalletConnectSession<UniversalProviderLike, WalletConnectConnection>,
  on: {
    accounts(accounts: readonly `0x${string}`[]): void;
    chain(caipNetworkId: CaipNetworkId): void;
    update(): void;
    disconnect(): void;
  },
): () => void {
  const quiet = () => session().silenced();
  return listenTo(target, {
    accountsChanged: ((accounts: unknown) => {
      if (quiet() || !Array.isArray(accounts)) return;
      const addresses = accounts.map(toEvmAddress).filter((address) => address !== undefined);
      if (addresses.length > 0) on.accounts(addresses);
    }) as Listener,
    chainChanged: ((chainId: unknown) => {
      if (quiet()) return;
      const caipNetworkId = toEip155CaipNetworkId(chainId);
      if (caipNetworkId) on.chain(caipNetworkId);
    }) as Listener,
    session_update: (() => {
      if (!quiet()) on.update();
    }) as Listener,
    disconnect: (() => {
      if (!quiet()) on.disconnect();
    }) as Listener,
  });
}

/**
 * Creates the WalletConnect connector of the EVM adapter. Nothing is loaded or opened until `connect` or
 * `reconnect`: then `@walletconnect/universal-provider` is imported (an optional peer; missing →
 * `WalletConnectUnavailableError`) and one `UniversalProvider` is initialised. The session proposal carries
 * only `optionalNamespaces`: eip155 with the configured networks, plus every other namespace registered with
 * the same hub (`options.hub`, the client's shared one: one pairing for EVM and Solana). The pairing attempt,
 * listeners and teardown are core's adapter kit (`createWalletConnectSession`).
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const now = options.now ?? (() => Date.now());
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155');
  const configured = new Set<CaipNetworkId>(networks.map((network) => network.caipNetworkId));
  let connection: WalletConnectConnection | undefined;

  const sameAccounts = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((address, i) => address === b[i]);

  function emitAccounts(accounts: readonly `0x${string}`[]) {
    if (!connection || sameAccounts(connection.accounts, accounts)) return;
    connection = { ...connection, accounts };
    options.onEvent({ type: 'accountsChanged', accounts });
  }

  function emitChain(caipNetworkId: CaipNetworkId) {
    if (!connection || connection.caipNetworkId === caipNetworkId) return;
    const accounts = accountsOn(session.provider(), caipNetworkId);
    connection = { accounts: accounts.length > 0 ? accounts : connection.accounts, caipNetworkId };
    options.onEvent({ type: 'chainChanged', caipNetworkId });
  }

  const session: WalletConnectSession<UniversalProviderLike, WalletConnectConnection> =
    createWalletConnectSession({
      namespace: 'eip155',
      hub: options.hub as WalletConnectHub<UniversalProviderLike> | undefined,
      privateHub: () => walletConnectHubOptions(options),
      proposal: (preferred) => buildOptionalNamespaces(networks, preferred as CaipNetworkId).eip155,
      onPairingUri: options.onPairingUri,
      now,
      noAccountDetails: 'The wallet approved the session without an eip155 account',
      sessionOf: (target, preferred) =>
        connectionOfSession(target, {
          networks,
          preferred: preferred as CaipNetworkId | undefined,
          now,
          silently: (work) => session.silently(work),
        }),
      onSession: (established) => {
        connection = established;
      },
      attach: (target) =>
        attachEvents(target, () => session, {
          accounts: emitAccounts,
          chain: emitChain,
          update: () => {
            if (!connection) return;
            const accounts = accountsOn(target, connection.caipNetworkId);
            if (accounts.length > 0) emitAccounts(accounts);
          },
          disconnect: () => {
            if (!connection) return;
            connection = undefined;
            options.onEvent({ type: 'disconnect' });
          },
        }),
    });

  function assertConfigured(caipNetworkId: CaipNetworkId | undefined) {
    if (caipNetworkId !== undefined && !configured.has(caipNetworkId)) {
      throw new ConnectorError(MESSAGES.chainNotConfigured, { details: caipNetworkId });
    }
  }

  function connected(): { target: UniversalProviderLike; current: WalletConnectConnection } {
    const target = session.provider();
    if (!target || !connection || !target.session) throw new ConnectorError(MESSAGES.connectorNotConnected);
    return { target, current: connection };
  }

  const eip1193: WalletConnectEip1193Provider = {
    isWalletConnect: true,
    request: (args) => connector.request(args),
  };

  const connector: WalletConnectConnector = {
    async connect(params = {}) {
      assertConfigured(params.caipNetworkId);
      if (networks.length === 0) throw new ConnectorError(MESSAGES.chainNotConfigured);
      if (connection) throw new ConnectorError(MESSAGES.connectorAlreadyConnected);
      return session.pair(params.caipNetworkId, { fresh: params.newPairing === true });
    },

    async reconnect(params = {}) {
      assertConfigured(params.caipNetworkId);
      if (connection) return connection;
      const target = await session.load();
      connection = await connectionOfSession(target, {
        networks,
        preferred: params.caipNetworkId,
        now,
        silently: (work) => session.silently(work),
      });
      return connection ?? null;
    },

    async disconnect() {
      connection = undefined;
      await session.disconnect();
    },

    async switchNetwork(caipNetworkId) {
      assertConfigured(caipNetworkId);
      const { target, current } = connected();
      if (current.caipNetworkId === caipNetworkId) return;
      const reference = Number(caipNetworkId.slice('eip155:'.length));
      try {
        await target.request(
          { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(reference) }] },
          current.caipNetworkId,
        );
      } catch (error) {
        if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error });
        throw fromRpcError(error) ?? new SwitchChainError({ cause: error });
      }
      target.setDefaultChain(caipNetworkId, rpcUrlOf(networks, caipNetworkId));
      emitChain(caipNetworkId);
    },

    async request(args) {
      const { target, current } = connected();
      try {
        const result = await target.request(
          args.params === undefined ? { method: args.method } : args,
          current.caipNetworkId,
        );
        // UniversalProvider answers eth_chainId with a number; EIP-1193 callers expect a 0x quantity.
        if (args.method === 'eth_chainId' && typeof result === 'number') return numberToHex(result);
        return result;
      } catch (error) {
        throw toWalletRequestError(error);
      }
    },

    getProvider: () => eip1193,

    getConnection: () => connection,

    async destroy() {
      session.destroy();
    },
  };
  return connector;
}
