import { proxy } from 'valtio/vanilla';
import type { ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import type { View } from '../router/views.js';
import type { ConnectFlow, ConnectFlowDeps } from './connect-flow-types.js';
import { watchConnectionEvents } from './connection-events.js';
import { createConnectionLazyParts } from './connection-lazy-parts.js';
import { shouldReusePairing } from './connection-pairing.js';
import { sendTransaction, signMessage } from './connection-requests.js';
import { restoreConnections } from './connection-restore.js';
import type { ConnectionDeps, ConnectionScope } from './connection-types.js';
import { createPendingRequests } from './pending-requests.js';
import type {
  ConnectFlowParams,
  ConnectionController,
  ConnectionState,
  DirectConnectParams,
} from './types.js';

/** The views the connect flow routes to that connect as soon as they show (they call `connect` on mount). */
const FLOW_VIEWS: readonly View[] = Object.freeze(['ConnectingExternal', 'ConnectingWalletConnectBasic']);

/**
 * Creates the connection lifecycle (spec §4 "States and transitions"). The parts, each in its module:
 *
 * - `connect({ connector })`, `connect({ wallet })`, `connect({ walletConnect: true })`: "connect this wallet"
 *   as the modal does it — routing, pending state (`state.connecting`), retry (`retry()`), WalletConnect's
 *   namespace and close-on-success live in `connect-flow.ts`, which calls the direct form below. That module is
 *   loaded with `import()` (not with the client): ahead of time when the modal opens (opening waits for it
 *   only on a view that connects at once), else on the first flow `connect`; once loaded, a flow `connect`
 *   routes before it returns. A flow `connect` that waits on a load that fails loads it once more.
 * - Status per namespace: disconnected → connecting → connected, and back. The direct `connect({ namespace,
 *   connectorId })` (connection-connect-start.ts, then connection-connect.ts, which connection-lazy-parts.ts
 *   loads on first use and when the modal opens) resolves the connection; its success records the account
 *   (address, CAIP-10 address, all accounts, connector, wallet info; connection-records.ts) and the wallet's
 *   network, persists status, connector and network, adds the wallet to the recent wallets (max 2; not for
 *   WalletConnect or the embedded wallet, whose "wallet" is chosen elsewhere — a `state.recentWallet` set before
 *   connecting is used for them) and makes the namespace active. A rejection (code 4001) throws a
 *   `UserRejectedRequestError` without a toast (the connecting view's heading says it). A wallet request's
 *   rejection shows a toast naming what was refused, inside the open modal only ('Signature declined',
 *   'Transaction declined'; spec §8). A failed connect leaves an
 *   existing connection of the namespace as it was (status back to connected), else the status goes back to
 *   disconnected. The modal closed on a pending WalletConnect attempt does the same (the connect flow).
 * - `restore` (on mount; connection-restore.ts): namespaces stored as connected are `connecting` while their
 *   adapter reconnects silently, then connected or disconnected; see there.
 * - `disconnect` (connection-disconnect-targets.ts at once, then connection-disconnect.ts, loaded) resets the namespace's account and network data, with every other
 *   namespace sharing its WalletConnect or embedded (AUTH) connector; see there.
 * - Wallet requests (`signMessage`, `sendTransaction`; connection-requests.ts, pending-requests.ts): each is in
 *   `state.pendingRequests` until the wallet answers. `cancelRequest(id?)` rejects the caller at once with a
 *   `RequestCancelledError` (code 4001, no declined toast: the visitor chose it) and aborts the
 *   `signal` the adapter got; the wallet's late answer is ignored. Disconnecting a namespace (by the visitor or
 *   the wallet) and `resetConnection` cancel its requests the same way.
 * - Wallet events (`watchAdapters`; connection-events.ts): account and network changes are followed, an empty
 *   account list or a `disconnect` event disconnects the namespace; events of other connectors are ignored.
 * - WalletConnect pairing reuse: the adapters' WalletConnect connectors (over core's shared hub,
 *   walletconnect/hub.ts) announce their pairing URI with a `pairingUri` event; this controller keeps the pending
 *   pairing (`setPairing`) and says whether to reuse it (`shouldReusePairing`, connection-pairing.ts: on
 *   Telegram or iOS Safari, until it expires); the connect flow then shows it instead of pairing again. Every
 *   new pairing is passed on to the connect flow (`pairingChanged`), which renews it when it expires on the
 *   WalletConnect view.
 */
export function createConnection(ctx: WalletDockContext, deps: ConnectionDeps): ConnectionController {
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
  const scope: ConnectionScope = { ...deps, ctx, state, pending };
  const parts = createConnectionLazyParts(scope);

  const flowDeps: ConnectFlowDeps = {
    state,
    adapters: ctx.adapters,
    options: ctx.options,
    connectors: () => deps.connectors.state.connectors,
    router: () => deps.router,
    modal: deps.modal,
    connectDirect: (params) => parts.connectDirect(params),
    chains: deps.chains,
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
  const flowCode = lazyOnce(() =>
    import('./connect-flow.js').then((module) => {
      flow ??= module.createConnectFlow(flowDeps);
      return flow;
    }),
  );
  const loadFlow = (): Promise<ConnectFlow> => (flow ? Promise.resolve(flow) : flowCode.get());
  ctx.hooks.onModalOpen.add(() => {
    // The flow and the direct connect it ends in (connection-lazy-parts.ts), both there for the first click.
    const loading = Promise.all([loadFlow(), parts.preload()]).then(
      () => undefined,
      (error: unknown) => ctx.logger.debug('Loading the connect flow failed', error),
    );
    // Opened on a view of the flow itself, which connects as soon as it shows: opening waits for the flow, the
    // first thing that view needs. Opened anywhere else (Connect, Account…), opening does not wait for it.
    return FLOW_VIEWS.includes(deps.router.state.view) ? loading : undefined;
  });

  const controller: ConnectionController = {
    state,

    status: (namespace: ChainNamespace) => deps.chains.getAccount(namespace)?.status ?? 'disconnected',

    connect: ((params: DirectConnectParams | ConnectFlowParams) => {
      if ('namespace' in params && 'connectorId' in params) return parts.connectDirect(params);
      // Loaded (the usual case once the modal has opened): routes before this returns, as a click expects.
      if (flow) return flow.connect(params);
      // A click while the code loads connects once it is there; a load that fails (a slow phone's flaky network,
      // the modal-open preload's) is tried once more, so that the click is not lost.
      return loadFlow()
        .catch(() => loadFlow())
        .then((loaded) => loaded.connect(params));
    }) as ConnectionController['connect'],

    // Not loaded and not loading: there was no flow `connect` yet, so there is nothing to retry.
    retry: () => {
      if (flow) return flow.retry();
      return flowCode.peek()?.then((loaded) => loaded.retry()) ?? Promise.resolve(undefined);
    },

    signMessage: (params) => signMessage(scope, params),

    sendTransaction: (params) => sendTransaction(scope, params),

    cancelRequest: (id) => pending.cancel(id === undefined ? undefined : (request) => request.id === id),

    restore: () => restoreConnections(scope),

    async disconnect(namespace = deps.chains.state.activeNamespace) {
      if (namespace !== undefined) await parts.disconnect(namespace);
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

    shouldReusePairing: () => shouldReusePairing(scope),

    watchAdapters: () => watchConnectionEvents(scope, (uri, expiry) => controller.setPairing(uri, expiry)),
  };
  return controller;
}
