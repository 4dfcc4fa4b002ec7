import { proxy } from 'valtio/vanilla';
import type { AdapterConnection, ChainAdapter, Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { AdapterError } from '../errors/adapter-error.js';
import { ChainError } from '../errors/chain-error.js';
import { ConnectorError } from '../errors/connector-error.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import { MESSAGES } from '../errors/messages.js';
import { UserRejectedRequestError } from '../errors/user-rejected-request-error.js';
import type { View } from '../router/views.js';
import type { RecentWallet } from '../storage/types.js';
import { caipAddressOf } from './chains.js';
import type { ConnectFlow, ConnectFlowDeps } from './connect-flow.js';
import { connectedConnectorType } from './connectors.js';
import { createPendingRequests } from './pending-requests.js';
import type {
  AccountState,
  ChainsController,
  ConnectFlowParams,
  ConnectionController,
  ConnectionState,
  ConnectorsController,
  DirectConnectParams,
  ModalController,
  RouterController,
  TelemetryController,
  ToastController,
  WalletConnection,
  WalletRequestKind,
} from './types.js';

/**
 * The connection's dependencies. The modal is built after the connection (it disconnects through it), so the
 * connect flow reaches it through a late-bound getter (a back edge, called only inside methods): a successful
 * connect closes the modal, and WalletConnect's namespace is the one the modal was opened for.
 */
export type ConnectionDeps = {
  readonly chains: ChainsController;
  readonly connectors: ConnectorsController;
  readonly router: RouterController;
  readonly toast: ToastController;
  readonly telemetry: TelemetryController;
  readonly modal: () => ModalController;
};

/** The views the connect flow routes to that connect as soon as they show (they call `connect` on mount). */
const FLOW_VIEWS: readonly View[] = Object.freeze(['ConnectingExternal', 'ConnectingWalletConnectBasic']);

/** Connector types whose one session serves several namespaces: disconnecting one disconnects them all (spec §4). */
const SHARED_SESSION_TYPES: readonly string[] = Object.freeze(['WALLET_CONNECT', 'AUTH']);

/** The connection a successful connect returns. */
function walletConnectionOf(namespace: ChainNamespace, connection: AdapterConnection): WalletConnection {
  return {
    namespace,
    connectorId: connection.connectorId,
    address: connection.address,
    accounts: connection.accounts,
    caipNetworkId: connection.caipNetworkId,
  };
}

/** Fresh values of the fields derived from an address; applied when the wallet switches to another account. */
function clearedAddressFields(): Partial<AccountState> {
  return {
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: [],
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: false,
    lastRetry: undefined,
  };
}

/**
 * Creates the connection lifecycle (spec §4 "States and transitions").
 *
 * - `connect({ connector })`, `connect({ wallet })`, `connect({ walletConnect: true })`: "connect this wallet"
 *   as the modal does it — routing, pending state (`state.connecting`), retry (`retry()`), WalletConnect's
 *   namespace and close-on-success live in `connect-flow.ts`, which calls the direct form below. That module is
 *   loaded with `import()` (not with the client): ahead of time when the modal opens (opening waits for it
 *   only on a view that connects at once), else on the first flow `connect`; once loaded, a flow `connect`
 *   routes before it returns.
 * - Status per namespace: disconnected → connecting → connected, and back. The direct `connect({ namespace,
 *   connectorId })` resolves the connection; its success records the
 *   account (address, CAIP-10 address, all accounts, connector, wallet info) and the wallet's network, persists
 *   status, connector and network, adds the wallet to the recent wallets (max 2; not for WalletConnect or the
 *   embedded wallet, whose "wallet" is chosen elsewhere — a `state.recentWallet` set before connecting is used
 *   for them) and makes the namespace active. A rejection (code 4001) throws a `UserRejectedRequestError`
 *   without a toast (the connecting view's heading says it; issue 12). A signing request's rejection shows the
 *   'Signature declined' toast, inside the open modal only. A failed connect leaves an existing connection of the namespace as it
 *   was (status back to connected), else the status goes back to disconnected.
 * - `restore` (on mount): namespaces stored as connected are `connecting` while their adapter reconnects
 *   silently, then connected (account and network synced) or disconnected (stored status cleared). When no
 *   namespace ends up connected, the address caches are cleared (spec: stored disconnected clears them); when
 *   the stored active namespace did not come back but another did, that one becomes active.
 * - `disconnect` resets the namespace's account and network data and persists it as disconnected; through a
 *   WalletConnect or embedded (AUTH) connector, every other namespace using the same connector goes too. A
 *   failure shows the 'Failed to disconnect' toast and rethrows (namespaces whose wallet did disconnect are
 *   still reset). If the active namespace is gone another connected one becomes active; with none left, the
 *   modal goes from Account to Connect.
 * - Wallet requests (`signMessage`, `sendTransaction`; pending-requests.ts): each is in `state.pendingRequests`
 *   until the wallet answers. `cancelRequest(id?)` rejects the caller at once with a `RequestCancelledError`
 *   (code 4001, no 'Signature declined' toast: the visitor chose it) and aborts the `signal` the adapter got;
 *   the wallet's late answer is ignored. Disconnecting a namespace (by the visitor or the wallet) and
 *   `resetConnection` cancel its requests the same way.
 * - Wallet events (`watchAdapters`): an account change updates address and accounts (and clears balance and
 *   profile of the old address), an empty account list or a `disconnect` event disconnects the namespace, a
 *   network change is synced (with the UnsupportedChain rule). Events of other connectors are ignored.
 * - WalletConnect pairing reuse: the adapters' WalletConnect connectors (over core's shared hub,
 *   walletconnect/hub.ts) announce their pairing URI with a `pairingUri` event; this controller keeps the pending
 *   pairing (`setPairing`) and says whether to reuse it (`shouldReusePairing`: on Telegram or iOS Safari, until
 *   it expires); the connect flow then shows it instead of pairing again. Every new pairing is passed on to
 *   the connect flow (`pairingChanged`), which renews it when it expires on the WalletConnect view.
 */
export function createConnection(ctx: WalletDockContext, deps: ConnectionDeps): ConnectionController {
  const { storage } = ctx;
  const state = proxy<ConnectionState>({
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
    recentWallet: undefined,
    pendingRequests: [],
    connecting: undefined,
  });
  const pending = createPendingRequests(
    () => state.pendingRequests,
    () => ctx.clock.now(),
  );

  const chains = () => deps.chains;

  function accountOf(namespace: ChainNamespace): AccountState {
    chains().adapter(namespace); // throws the catalogue's error for a namespace without adapter
    const account = chains().getAccount(namespace);
    if (!account) throw new AdapterError(MESSAGES.adapterForNamespaceMissing(namespace)); // every adapter has one
    return account;
  }

  function connectorOf(adapter: ChainAdapter, connectorId: string): Connector | undefined {
    return (
      adapter.getConnectors().find((c) => c.id === connectorId) ??
      deps.connectors.state.connectors.find((c) => c.id === connectorId && c.chain === adapter.namespace)
    );
  }

  function walletInfoOf(
    connector: Connector | undefined,
    connectorId: string,
  ): AccountState['connectedWalletInfo'] {
    if (!connector) return { name: connectorId };
    return {
      name: connector.name,
      type: connector.type,
      ...(connector.imageUrl === undefined ? {} : { icon: connector.imageUrl }),
    };
  }

  function recentWalletOf(connector: Connector | undefined): RecentWallet | undefined {
    if (!connector) return undefined;
    if (SHARED_SESSION_TYPES.includes(connector.type)) return state.recentWallet;
    return {
      id: connector.id,
      name: connector.name,
      connectorType: connector.type,
      ...(connector.imageUrl === undefined ? {} : { imageUrl: connector.imageUrl }),
    };
  }

  /** Records a connection in the state and storage. */
  async function apply(
    namespace: ChainNamespace,
    adapter: ChainAdapter,
    connection: AdapterConnection,
    activate: boolean,
  ): Promise<void> {
    const connector = connectorOf(adapter, connection.connectorId);
    const previous = chains().getAccount(namespace)?.address;
    chains().setAccount(namespace, {
      ...(previous !== undefined && previous !== connection.address ? clearedAddressFields() : {}),
      address: connection.address,
      allAccounts: connection.accounts.map((account) => ({ ...account })),
      connectorId: connection.connectorId,
      connectedWalletInfo: walletInfoOf(connector, connection.connectorId),
      status: 'connected',
    });
    storage.setConnectionStatus(namespace, 'connected');
    storage.setConnectorId(namespace, connection.connectorId);
    if (activate) chains().setActiveNamespace(namespace);
    await chains().syncNetwork(namespace, connection.caipNetworkId);
  }

  /** Forgets a namespace's connection (state and storage) without asking the wallet; cancels its requests. */
  function drop(namespace: ChainNamespace): void {
    cancelRequestsOf([namespace]);
    chains().resetAccount(namespace);
    chains().resetNetwork(namespace);
    storage.setConnectionStatus(namespace, 'disconnected');
    storage.setConnectorId(namespace, undefined);
  }

  const isConnected = (namespace: ChainNamespace) => chains().getAccount(namespace)?.status === 'connected';

  /** After namespaces were dropped: keep a connected namespace active, and leave Account when none is left. */
  function afterDrop(): void {
    if (activateConnected()) return;
    if (deps.router.state.view === 'Account') deps.router.reset('Connect');
  }

  /**
   * Keeps a connected namespace in front: when the active one is not connected, the first connected one (in
   * the adapters' order) becomes active. Returns whether a connected namespace is active.
   */
  function activateConnected(): boolean {
    const active = chains().state.activeNamespace;
    if (active !== undefined && isConnected(active)) return true;
    const other = [...ctx.adapters.keys()].find(isConnected);
    if (other === undefined) return false;
    chains().setActiveNamespace(other);
    return true;
  }

  /** The connected account a wallet request of `namespace` is made with. */
  function connectedAccountOf(namespace: ChainNamespace | undefined): {
    adapter: ChainAdapter;
    account: { namespace: ChainNamespace; address: string; connectorId: string };
  } {
    if (namespace === undefined) throw new ConnectorError(MESSAGES.noActiveCaipAddress);
    const adapter = chains().adapter(namespace);
    const { status, address, connectorId } = accountOf(namespace);
    if (status !== 'connected' || address === undefined || connectorId === undefined) {
      throw new ConnectorError(MESSAGES.noActiveCaipAddress);
    }
    return { adapter, account: { namespace, address, connectorId } };
  }

  /** Cancels the pending wallet requests of `namespaces` (they are disconnecting or gone). */
  function cancelRequestsOf(namespaces: readonly ChainNamespace[]): void {
    pending.cancel(
      (request) => namespaces.includes(request.namespace),
      'cancelled: its namespace disconnected',
    );
  }

  /**
   * Runs a wallet request; a visitor's rejection becomes a UserRejectedRequestError and, with `toast`, shows
   * 'Signature declined' (the toast controller drops it while the modal is closed: the app's rejected promise
   * is the signal then). A connect passes `toast: false`: the connecting view's heading says it, once. After a
   * cancel (`signal` aborted) the request's outcome is nobody's: no toast.
   */
  async function walletRequest<T>(
    request: () => Promise<T>,
    { signal, toast = true }: { signal?: AbortSignal; toast?: boolean } = {},
  ): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (signal?.aborted) throw error;
      if (isUserRejection(error)) {
        if (toast) deps.toast.showError(MESSAGES.signatureDeclined);
        throw error instanceof UserRejectedRequestError
          ? error
          : new UserRejectedRequestError({ cause: error });
      }
      throw error;
    }
  }

  /**
   * After a WalletConnect connect: the one session (proposed for every namespace with WalletConnect) may serve
   * other namespaces too. Each other adapter listing a WALLET_CONNECT connector, and not connected, reconnects
   * through it silently (the session already serves it) and is recorded like `restore` does; a namespace the
   * wallet did not approve answers null and stays as it was.
   */
  async function joinSharedSession(origin: ChainNamespace): Promise<void> {
    await Promise.all(
      [...ctx.adapters].map(async ([namespace, adapter]) => {
        if (namespace === origin || isConnected(namespace)) return;
        const wc = adapter.getConnectors().find((c) => c.type === 'WALLET_CONNECT');
        if (!wc) return;
        const statusBefore = chains().getAccount(namespace)?.status ?? 'disconnected';
        try {
          const caipNetworkId = chains().getNetwork(namespace)?.caipNetwork?.caipNetworkId;
          const connection = await adapter.reconnect(
            caipNetworkId === undefined ? { connectorId: wc.id } : { connectorId: wc.id, caipNetworkId },
          );
          if (connection) await apply(namespace, adapter, connection, false);
        } catch (error) {
          ctx.logger.warn(`Joining the WalletConnect session in ${namespace} failed`, error);
          if (chains().getAccount(namespace)?.status === 'connected') drop(namespace);
          else chains().setAccount(namespace, { status: statusBefore });
        }
      }),
    );
  }

  /**
   * A signing or sending request of the connected `account`, listed in `state.pendingRequests` until the wallet
   * answers and cancellable meanwhile (`cancelRequest`); `request` gets the signal for the adapter.
   */
  function pendingWalletRequest<T>(
    kind: WalletRequestKind,
    account: { namespace: ChainNamespace; connectorId: string },
    request: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const { namespace, connectorId } = account;
    const connectorName = chains().getAccount(namespace)?.connectedWalletInfo?.name ?? connectorId;
    return pending.run({ kind, namespace, connectorId, connectorName }, (signal) =>
      walletRequest(() => request(signal), { signal }),
    );
  }

  /** The direct connect: asks the adapter, records the connection (see above); no routing. */
  async function connectDirect({
    namespace,
    connectorId,
    caipNetworkId,
  }: DirectConnectParams): Promise<WalletConnection> {
    const adapter = chains().adapter(namespace);
    const account = accountOf(namespace);
    const statusBefore = account.status === 'connected' ? 'connected' : 'disconnected';
    const target = caipNetworkId ?? chains().getNetwork(namespace)?.caipNetwork?.caipNetworkId;
    chains().setAccount(namespace, { status: 'connecting' });
    // The modal's connect events (analytics); raw here, whitelisted by the analytics feature.
    const tracked = (event: string, extra?: object) =>
      deps.telemetry.track(event, {
        namespace,
        connectorId,
        connector: connectorOf(adapter, connectorId),
        ...extra,
      });
    tracked('CONNECT_STARTED');
    let connection: AdapterConnection;
    try {
      connection = await walletRequest(
        () =>
          adapter.connect(target === undefined ? { connectorId } : { connectorId, caipNetworkId: target }),
        { toast: false },
      );
    } catch (error) {
      chains().setAccount(namespace, { status: statusBefore });
      tracked('CONNECT_FAILED', { error });
      throw error;
    }
    try {
      await apply(namespace, adapter, connection, true);
    } catch (error) {
      drop(namespace);
      tracked('CONNECT_FAILED', { error });
      throw error;
    }
    const connector = connectorOf(adapter, connection.connectorId);
    const recent = recentWalletOf(connector);
    if (recent) {
      deps.connectors.addRecentWallet(recent);
      state.recentWallet = recent;
    }
    if (connector?.type === 'WALLET_CONNECT') await joinSharedSession(namespace);
    tracked('CONNECT_SUCCESS');
    return walletConnectionOf(namespace, connection);
  }

  const flowDeps: ConnectFlowDeps = {
    state,
    adapters: ctx.adapters,
    options: ctx.options,
    connectors: () => deps.connectors.state.connectors,
    router: () => deps.router,
    modal: deps.modal,
    connectDirect,
    shouldReusePairing: () => controller.shouldReusePairing(),
    openLink: (url) => {
      globalThis.open?.(url, '_blank', 'noopener,noreferrer');
    },
    clock: ctx.clock,
  };
  /**
   * The connect flow (connect-flow.ts) is not part of the always-loaded code: it is loaded with `import()` on
   * the first flow `connect`, and ahead of it whenever the modal opens (a modal-open hook that does not hold the
   * opening up, but on a view that connects at once), so that it is there when the visitor clicks a wallet and
   * the click routes in the same task. A failed load is forgotten: the next call tries again.
   */
  let flow: ConnectFlow | undefined;
  let loadingFlow: Promise<ConnectFlow> | undefined;
  function loadFlow(): Promise<ConnectFlow> {
    if (flow) return Promise.resolve(flow);
    if (loadingFlow === undefined) {
      const attempt = import('./connect-flow.js').then((module) => {
        flow ??= module.createConnectFlow(flowDeps);
        return flow;
      });
      loadingFlow = attempt;
      attempt.catch(() => {
        if (loadingFlow === attempt) loadingFlow = undefined;
      });
    }
    return loadingFlow;
  }
  ctx.hooks.onModalOpen.add(() => {
    const loading = loadFlow().then(
      () => undefined,
      (error: unknown) => ctx.logger.debug('Loading the connect flow failed', error),
    );
    // Opened on a view of the flow itself, which connects as soon as it shows: opening waits for the flow, the
    // first thing that view needs. Opened anywhere else (Connect, Account…), opening does not wait for it.
    return FLOW_VIEWS.includes(deps.router.state.view) ? loading : undefined;
  });

  const controller: ConnectionController = {
    state,

    status: (namespace) => chains().getAccount(namespace)?.status ?? 'disconnected',

    connect: ((params: DirectConnectParams | ConnectFlowParams) => {
      if ('namespace' in params && 'connectorId' in params) return connectDirect(params);
      // Loaded (the usual case once the modal has opened): routes before this returns, as a click expects.
      if (flow) return flow.connect(params);
      return loadFlow().then((loaded) => loaded.connect(params));
    }) as ConnectionController['connect'],

    // Not loaded and not loading: there was no flow `connect` yet, so there is nothing to retry.
    retry: () => {
      if (flow) return flow.retry();
      return loadingFlow ? loadingFlow.then((loaded) => loaded.retry()) : Promise.resolve(undefined);
    },

    async signMessage({ message, namespace = chains().state.activeNamespace }) {
      const { adapter, account } = connectedAccountOf(namespace);
      return pendingWalletRequest('signMessage', account, (signal) =>
        adapter.signMessage({ connectorId: account.connectorId, address: account.address, message, signal }),
      );
    },

    async sendTransaction({ transaction, namespace = chains().state.activeNamespace }) {
      const { adapter, account } = connectedAccountOf(namespace);
      // The namespace's own network: after visiting another namespace, the active network is not this one's.
      const caipNetworkId = chains().getNetwork(account.namespace)?.caipNetwork?.caipNetworkId;
      if (caipNetworkId === undefined) throw new ChainError(MESSAGES.caipNetworkUndefined);
      return pendingWalletRequest('sendTransaction', account, (signal) =>
        adapter.sendTransaction({
          connectorId: account.connectorId,
          address: account.address,
          caipNetworkId,
          transaction,
          signal,
        }),
      );
    },

    cancelRequest: (id) => pending.cancel(id === undefined ? undefined : (request) => request.id === id),

    async restore() {
      await Promise.all(
        [...ctx.adapters].map(async ([namespace, adapter]) => {
          if (storage.getConnectionStatus(namespace) !== 'connected') return;
          const connectorId = storage.getConnectorId(namespace);
          if (connectorId === undefined) {
            drop(namespace);
            return;
          }
          chains().setAccount(namespace, { status: 'connecting' });
          try {
            const caipNetworkId = chains().getNetwork(namespace)?.caipNetwork?.caipNetworkId;
            const connection = await adapter.reconnect(
              caipNetworkId === undefined ? { connectorId } : { connectorId, caipNetworkId },
            );
            if (connection) await apply(namespace, adapter, connection, false);
            else drop(namespace);
          } catch (error) {
            ctx.logger.warn(`Restoring the ${namespace} connection failed`, error);
            drop(namespace);
          }
        }),
      );
      // The namespace that was active may not have come back (its wallet revoked the app meanwhile).
      if (!activateConnected()) storage.clearAddressCaches();
    },

    async disconnect(namespace = chains().state.activeNamespace) {
      if (namespace === undefined) return;
      const account = accountOf(namespace);
      const type = connectedConnectorType(deps, namespace);
      const targets = [namespace];
      if (type !== undefined && SHARED_SESSION_TYPES.includes(type)) {
        for (const other of ctx.adapters.keys()) {
          if (other === namespace || !isConnected(other)) continue;
          const sameId = chains().getAccount(other)?.connectorId === account.connectorId;
          if (sameId || connectedConnectorType(deps, other) === type) targets.push(other);
        }
      }
      // The visitor is leaving: what the wallets of these namespaces still have to answer is cancelled now.
      cancelRequestsOf(targets);
      const results = await Promise.allSettled(
        targets.map(async (target) => {
          const connectorId = chains().getAccount(target)?.connectorId;
          if (connectorId !== undefined) await chains().adapter(target).disconnect({ connectorId });
          return target;
        }),
      );
      let failure: unknown;
      results.forEach((result, index) => {
        const target = targets[index];
        if (result.status === 'fulfilled' && target !== undefined) drop(target);
        else if (result.status === 'rejected') failure ??= result.reason;
      });
      afterDrop();
      if (results.some((result) => result.status === 'fulfilled')) {
        deps.telemetry.track('DISCONNECT_SUCCESS', { namespace });
      }
      if (failure !== undefined) {
        deps.toast.showError(MESSAGES.failedToDisconnect);
        throw failure;
      }
    },

    resetConnection() {
      state.wcUri = undefined;
      state.wcPairingExpiry = undefined;
      state.wcLinking = undefined;
      state.recentWallet = undefined;
      pending.cancel(undefined, 'cancelled: the connection was reset');
    },

    setPairing(uri, expiry) {
      state.wcUri = uri;
      state.wcPairingExpiry = expiry;
      flow?.pairingChanged(); // renews it when it expires on the WalletConnect view
    },

    shouldReusePairing() {
      const { platform } = ctx;
      const reusingPlatform = platform.telegram || (platform.ios && platform.safari);
      return (
        reusingPlatform &&
        state.wcUri !== undefined &&
        state.wcPairingExpiry !== undefined &&
        ctx.clock.now() < state.wcPairingExpiry
      );
    },

    watchAdapters() {
      const stops: (() => void)[] = [];
      for (const [namespace, adapter] of ctx.adapters) {
        const ours = (connectorId: string) => {
          const account = chains().getAccount(namespace);
          return account?.status === 'connected' && account.connectorId === connectorId;
        };
        stops.push(
          adapter.on('accountsChanged', ({ connectorId, accounts }) => {
            if (!ours(connectorId)) return;
            const [first] = accounts;
            if (first === undefined) {
              drop(namespace);
              afterDrop();
              return;
            }
            const account = accountOf(namespace);
            const network = chains().getNetwork(namespace)?.caipNetwork;
            chains().setAccount(namespace, {
              ...(first.address !== account.address ? clearedAddressFields() : {}),
              address: first.address,
              caipAddress: network ? caipAddressOf(network, first.address) : undefined,
              allAccounts: accounts.map((a) => ({ ...a })),
            });
          }),
          adapter.on('chainChanged', ({ connectorId, caipNetworkId }) => {
            if (!ours(connectorId)) return;
            chains()
              .syncNetwork(namespace, caipNetworkId)
              .catch((error: unknown) => ctx.logger.error(`Syncing the ${namespace} network failed`, error));
          }),
          adapter.on('disconnect', ({ connectorId }) => {
            if (!ours(connectorId)) return;
            drop(namespace);
            afterDrop();
          }),
          adapter.on('pairingUri', ({ uri, expiry }) => {
            controller.setPairing(uri, expiry);
          }),
        );
      }
      return stops;
    },
  };
  return controller;
}
