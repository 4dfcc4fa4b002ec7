import type { CaipNetworkId, WalletConnectHub } from '@walletdock/core';
import {
  ConnectorError,
  closeUniversalProvider,
  createWalletConnectHub,
  fromRpcError,
  isUserRejection,
  loadUniversalProvider as loadProviderClass,
  MESSAGES,
  SwitchChainError,
  toWalletDockError,
  UserRejectedRequestError,
  type WalletConnectProviderClass,
  WalletConnectUnavailableError,
  type WalletDockError,
} from '@walletdock/core';
import { numberToHex } from '../utils/hex.js';
import {
  buildOptionalNamespaces,
  type SessionNamespacesLike,
  sessionEip155Accounts,
  toEip155CaipNetworkId,
  toEvmAddress,
} from './namespaces.js';
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
export type UniversalProviderLike = {
  session?: { topic: string; expiry?: number; namespaces: SessionNamespacesLike } | undefined;
  namespaces?: Record<string, unknown>;
  connect(params: { optionalNamespaces: Record<string, unknown> }): Promise<unknown>;
  disconnect(): Promise<void>;
  request(args: WalletConnectRequestArguments, chain?: string): Promise<unknown>;
  setDefaultChain(chain: string, rpcUrl?: string): void;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  client?: { core?: { relayer?: { transportClose?: () => Promise<void> } } };
};

type PendingPairing = { promise: Promise<WalletConnectConnection> };

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
): Parameters<typeof createWalletConnectHub<UniversalProviderLike>>[0] {
  return {
    load: () => loadUniversalProvider(options.importUniversalProvider),
    projectId: options.projectId,
    metadata: options.metadata,
    close: closeUniversalProvider,
    ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
    ...(options.storage === undefined ? {} : { storage: options.storage }),
    ...(options.storagePrefix === undefined ? {} : { storagePrefix: options.storagePrefix }),
    ...(options.logLevel === undefined ? {} : { logLevel: options.logLevel }),
    ...(options.now === undefined ? {} : { now: options.now }),
  };
}

/** Maps a failure of a wallet request to core's classes (4001 and WalletConnect's 5000 → 4001). */
function mapRequestError(error: unknown): WalletDockError {
  if (isUserRejection(error) && !(error instanceof UserRejectedRequestError)) {
    return new UserRejectedRequestError({ cause: error });
  }
  return toWalletDockError(error);
}

/**
 * Creates the WalletConnect connector of the EVM adapter. Nothing is loaded or opened until `connect` or
 * `reconnect`: then `@walletconnect/universal-provider` is imported (an optional peer; missing →
 * `WalletConnectUnavailableError`) and one `UniversalProvider` is initialised. The session proposal carries
 * only `optionalNamespaces`: eip155 with the configured networks, plus every other namespace registered with
 * the same hub (`options.hub`, the client's shared one: one pairing for EVM and Solana).
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const now = options.now ?? (() => Date.now());
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155');
  const configured = new Set<CaipNetworkId>(networks.map((network) => network.caipNetworkId));

  // The hub owns the one provider; without a shared hub the connector has its own and registers eip155 with it.
  const hub: WalletConnectHub<UniversalProviderLike> =
    options.hub ?? createWalletConnectHub<UniversalProviderLike>(walletConnectHubOptions(options));
  const release = options.hub
    ? undefined
    : hub.register('eip155', {
        proposal: (preferred) => buildOptionalNamespaces(networks, preferred as CaipNetworkId).eip155,
        onPairingUri: (uri, expiry) => {
          if (!destroyed) options.onPairingUri(uri, expiry);
        },
      });
  let attachedTo: UniversalProviderLike | undefined;
  let provider: UniversalProviderLike | undefined;
  let connection: WalletConnectConnection | undefined;
  let pending: PendingPairing | undefined;
  /** While true, provider events are not forwarded (connecting, our own disconnect). */
  let quiet = false;
  let destroyed = false;
  const listeners: [string, Listener][] = [];

  const rpcUrlOf = (caipNetworkId: CaipNetworkId) =>
    networks.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0];

  const sameAccounts = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((address, i) => address === b[i]);

  function emitAccounts(accounts: readonly `0x${string}`[]) {
    if (!connection || sameAccounts(connection.accounts, accounts)) return;
    connection = { ...connection, accounts };
    options.onEvent({ type: 'accountsChanged', accounts });
  }

  function emitChain(caipNetworkId: CaipNetworkId) {
    if (!connection || connection.caipNetworkId === caipNetworkId) return;
    const accounts = accountsOn(caipNetworkId);
    connection = { accounts: accounts.length > 0 ? accounts : connection.accounts, caipNetworkId };
    options.onEvent({ type: 'chainChanged', caipNetworkId });
  }

  function accountsOn(caipNetworkId: CaipNetworkId): `0x${string}`[] {
    const { accountsByChain } = sessionEip155Accounts(provider?.session?.namespaces);
    const onChain = accountsByChain.get(caipNetworkId);
    if (onChain && onChain.length > 0) return onChain;
    return [...new Set([...accountsByChain.values()].flat())];
  }

  function listen(target: UniversalProviderLike, event: string, listener: Listener) {
    target.on(event, listener);
    listeners.push([event, listener]);
  }

  function attach(target: UniversalProviderLike) {
    listen(target, 'accountsChanged', ((accounts: unknown) => {
      if (quiet || destroyed || !Array.isArray(accounts)) return;
      const addresses = accounts.map(toEvmAddress).filter((address) => address !== undefined);
      if (addresses.length > 0) emitAccounts(addresses);
    }) as Listener);
    listen(target, 'chainChanged', ((chainId: unknown) => {
      if (quiet || destroyed) return;
      const caipNetworkId = toEip155CaipNetworkId(chainId);
      if (caipNetworkId) emitChain(caipNetworkId);
    }) as Listener);
    listen(target, 'session_update', (() => {
      if (quiet || destroyed || !connection) return;
      const accounts = accountsOn(connection.caipNetworkId);
      if (accounts.length > 0) emitAccounts(accounts);
    }) as Listener);
    listen(target, 'disconnect', (() => {
      if (quiet || destroyed || !connection) return;
      connection = undefined;
      options.onEvent({ type: 'disconnect' });
    }) as Listener);
  }

  async function load(): Promise<UniversalProviderLike> {
    if (destroyed) throw new ConnectorError('WalletConnect connector destroyed');
    let target: UniversalProviderLike;
    try {
      target = await hub.provider();
    } catch (error) {
      throw error instanceof WalletConnectUnavailableError ? error : toWalletDockError(error);
    }
    if (destroyed) throw new ConnectorError('WalletConnect connector destroyed');
    if (attachedTo !== target) {
      if (attachedTo)
        for (const [event, listener] of listeners.splice(0)) attachedTo.removeListener(event, listener);
      attach(target);
      attachedTo = target;
      provider = target;
    }
    return target;
  }

  /** The connection a live session gives: the preferred chain if approved, else the session's/first approved. */
  async function connectionOf(
    target: UniversalProviderLike,
    preferred: CaipNetworkId | undefined,
  ): Promise<WalletConnectConnection | undefined> {
    const session = target.session;
    if (!session) return undefined;
    if (session.expiry !== undefined && session.expiry * 1000 <= now()) return undefined;
    const { chains } = sessionEip155Accounts(session.namespaces);
    if (chains.length === 0) return undefined;
    let current: CaipNetworkId | undefined;
    // Without a chain, UniversalProvider asks its first namespace: only ask when that is eip155.
    const first = Object.keys(target.namespaces ?? session.namespaces)[0];
    if (first === undefined || first.split(':')[0] === 'eip155') {
      try {
        current = toEip155CaipNetworkId(await target.request({ method: 'eth_chainId' }));
      } catch {
        current = undefined;
      }
    }
    const approvedConfigured = networks
      .map((network) => network.caipNetworkId)
      .filter((id) => chains.includes(id));
    const pick = (id: CaipNetworkId | undefined) => (id && chains.includes(id) ? id : undefined);
    const caipNetworkId =
      pick(preferred) ??
      (current && configured.has(current) ? pick(current) : undefined) ??
      approvedConfigured[0] ??
      pick(current) ??
      chains[0];
    if (!caipNetworkId) return undefined;
    if (caipNetworkId !== current) {
      const previous = quiet;
      quiet = true;
      try {
        target.setDefaultChain(caipNetworkId, rpcUrlOf(caipNetworkId));
      } finally {
        quiet = previous;
      }
    }
    provider = target;
    const accounts = accountsOn(caipNetworkId);
    if (accounts.length === 0) return undefined;
    return { accounts, caipNetworkId };
  }

  function assertConfigured(caipNetworkId: CaipNetworkId | undefined) {
    if (caipNetworkId !== undefined && !configured.has(caipNetworkId)) {
      throw new ConnectorError(MESSAGES.chainNotConfigured, { details: caipNetworkId });
    }
  }

  function connected(): { target: UniversalProviderLike; current: WalletConnectConnection } {
    if (!provider || !connection || !provider.session) {
      throw new ConnectorError(MESSAGES.connectorNotConnected);
    }
    return { target: provider, current: connection };
  }

  async function pair(preferred: CaipNetworkId | undefined): Promise<WalletConnectConnection> {
    const target = await load();
    const stored = await connectionOf(target, preferred);
    if (stored) {
      connection = stored;
      return stored;
    }
    quiet = true;
    try {
      await hub.connect(
        preferred === undefined ? { namespace: 'eip155' } : { namespace: 'eip155', preferred },
      );
    } catch (error) {
      throw isUserRejection(error)
        ? new UserRejectedRequestError({ cause: error })
        : toWalletDockError(error);
    } finally {
      quiet = false;
    }
    const established = await connectionOf(target, preferred);
    if (!established) {
      await target.disconnect().catch(() => undefined);
      throw new ConnectorError(MESSAGES.accountNotFound, {
        details: 'The wallet approved the session without an eip155 account',
      });
    }
    connection = established;
    return established;
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
      const pairing = hub.pairing();
      if (pending && (pairing === undefined || pairing.expiry > now())) {
        hub.announce();
        return pending.promise;
      }
      const attempt: PendingPairing = { promise: pair(params.caipNetworkId) };
      pending = attempt;
      try {
        return await attempt.promise;
      } finally {
        if (pending === attempt) pending = undefined;
      }
    },

    async reconnect(params = {}) {
      assertConfigured(params.caipNetworkId);
      if (connection) return connection;
      const target = await load();
      const restored = await connectionOf(target, params.caipNetworkId);
      connection = restored;
      return restored ?? null;
    },

    async disconnect() {
      const target = provider;
      const hadSession = target?.session !== undefined;
      connection = undefined;
      if (!target || !hadSession) return;
      quiet = true;
      try {
        await hub.disconnect(); // every namespace of the session ends
      } catch (error) {
        throw toWalletDockError(error);
      } finally {
        quiet = false;
      }
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
      target.setDefaultChain(caipNetworkId, rpcUrlOf(caipNetworkId));
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
        throw mapRequestError(error);
      }
    },

    getProvider: () => eip1193,

    getConnection: () => connection,

    async destroy() {
      destroyed = true;
      const target = attachedTo;
      if (target) for (const [event, listener] of listeners.splice(0)) target.removeListener(event, listener);
      // A private hub closes the relay connection now; the client's shared hub when its last namespace goes.
      release?.();
    },
  };
  return connector;
}
