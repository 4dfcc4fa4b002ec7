import type { ChainAdapter, Connector } from '../adapter/types.js';
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js';
import type { Clock } from '../client/clock.js';
import { AdapterError } from '../errors/adapter-error.js';
import { ConnectorError } from '../errors/connector-error.js';
import { errorChain, numericCode } from '../errors/error-chain.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import { MESSAGES } from '../errors/messages.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import type { ResolvedOptions } from '../options/resolve-options.js';
import type { ConnectingExternalData, WalletConnectViewData } from '../router/view-data.js';
import type { View } from '../router/views.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import { directoryWalletLink } from './connector-listing.js';
import type {
  ConnectFlowParams,
  ConnectingState,
  ConnectionState,
  DirectConnectParams,
  ModalController,
  RouterController,
  WalletConnection,
} from './types.js';

/** What the connect flow needs, passed in explicitly (no controller bag). */
export type ConnectFlowDeps = {
  /** The connection controller's state: `connecting` is written here. */
  state: ConnectionState;
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>;
  options: Pick<ResolvedOptions, 'enableWalletConnect'>;
  /** The live connector list (`connectors.state.connectors`). */
  connectors(): readonly Connector[];
  router(): RouterController;
  modal(): ModalController;
  /** The connection itself: adapter connect, recording, recent wallets (connection.ts). */
  connectDirect(params: DirectConnectParams): Promise<WalletConnection>;
  /** Whether the pending WalletConnect pairing is reused instead of a new one (spec §4). */
  shouldReusePairing(): boolean;
  /** Opens a link in a new tab (`window.open`, noopener). */
  openLink(url: string): void;
  /** Time: pairing expiry and its renewal. */
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
};

/** The flow's two actions, behind `connection.connect` (flow forms) and `connection.retry`. */
export type ConnectFlow = {
  /** `connection.connect` for everything but the direct `{ namespace, connectorId }` form. */
  connect(params: ConnectFlowParams): Promise<WalletConnection | undefined>;
  /** A new attempt of the last target (the views' "Try again" and WalletConnect's "Refresh"). */
  retry(): Promise<WalletConnection | undefined>;
  /**
   * The pending pairing (`state.wcUri`, `state.wcPairingExpiry`) changed: when it expires while the
   * WalletConnect view shows it and its attempt still waits, a new pairing is started (renewed by itself).
   */
  pairingChanged(): void;
};

type Target =
  | { kind: 'external'; namespace: ChainNamespace; connectorId: string; data: ConnectingExternalData }
  | { kind: 'walletConnect'; namespace: ChainNamespace; connectorId: string; data: WalletConnectViewData };

const VIEW_OF: Record<Target['kind'], View> = {
  external: 'ConnectingExternal',
  walletConnect: 'ConnectingWalletConnectBasic',
};

/** The longest delay `setTimeout` takes (about 24.8 days); a later expiry is checked again after it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

const keyOf = (target: Target) => `${target.kind}:${target.namespace}:${target.connectorId}`;

/**
 * "Connect this wallet", as one action (`connection.connect`), for every way the modal offers a wallet:
 *
 * - an installed/announced connector → ConnectingExternal (router data `{ connectorId, namespace, title,
 *   imageUrl }`); a wallet with connectors in several namespaces → NamespacePicker (the visitor's choice comes
 *   back here with one connector); a WalletConnect connector, the Connect view's WalletConnect row or a directory
 *   wallet while WalletConnect is on → ConnectingWalletConnectBasic; a directory wallet without WalletConnect →
 *   its web or desktop link, if the link rule allows it (sanitize/links.ts), in a new tab.
 * - WalletConnect's namespace: the namespace the modal was opened for, if its adapter offers a WalletConnect
 *   connector, else the first adapter (in the app's order) that does. With none, an `AdapterError`
 *   ('Adapter not found').
 * - The pending state is `connection.state.connecting` (wallet, status connecting / declined / failed / missing,
 *   the failure's message), which the views render. One attempt per target at a time: asking again while it is
 *   pending returns the same promise (a view that mounts after the click, or StrictMode's second effect, asks
 *   nothing twice); `retry()` starts a new attempt of the last target. Only the latest attempt writes the status.
 * - A success closes the modal while it still shows the flow's view (any attempt's success: a wallet may answer
 *   an older pairing's QR code). A rejection is a `UserRejectedRequestError` (after core's 'Signature declined'
 *   toast); a connector that is gone a `ConnectorError` ('Address or auth connector not found').
 * - On Telegram or iOS Safari a pending WalletConnect pairing is reused until it expires (`shouldReusePairing`):
 *   no new pairing is started, the view shows the pending one.
 * - A WalletConnect attempt clears the shown pairing (`wcUri`) when it starts: the adapter then announces the
 *   URI it waits on, the still-valid pending pairing's or a new one's. Opened again while its attempt is
 *   pending, the view shows that attempt's URI; if that URI expired, a new attempt starts. A pairing that
 *   expires while the view shows it is renewed by itself (`pairingChanged`).
 */
export function createConnectFlow(deps: ConnectFlowDeps): ConnectFlow {
  let attempts = 0;
  let current: { key: string; attempt: number; promise: Promise<WalletConnection> } | undefined;
  let last: Target | undefined;
  let renewal: unknown;

  const pairingExpired = () =>
    deps.state.wcPairingExpiry !== undefined && deps.clock.now() >= deps.state.wcPairingExpiry;

  function findConnector(namespace: ChainNamespace, connectorId: string): Connector | undefined {
    return (
      deps.adapters
        .get(namespace)
        ?.getConnectors()
        .find((c) => c.id === connectorId) ??
      deps.connectors().find((c) => c.id === connectorId && c.chain === namespace)
    );
  }

  /** WalletConnect's namespace and connector: the modal's namespace if it has one, else the first adapter's. */
  function walletConnectConnector(): { namespace: ChainNamespace; connectorId: string } {
    const offers = (namespace: ChainNamespace) =>
      deps.adapters
        .get(namespace)
        ?.getConnectors()
        .find((c) => c.type === 'WALLET_CONNECT') ??
      deps.connectors().find((c) => c.chain === namespace && c.type === 'WALLET_CONNECT');
    const preferred = deps.modal().state.namespace;
    const namespaces = [
      ...(preferred === undefined ? [] : [preferred]),
      ...[...deps.adapters.keys()].filter((n) => n !== preferred),
    ];
    for (const namespace of namespaces) {
      const connector = offers(namespace);
      if (connector) return { namespace, connectorId: connector.id };
    }
    throw new AdapterError(MESSAGES.adapterNotFound);
  }

  /** Shows the target's view (unless it already shows it with the same data: opened directly, or a retry). */
  function route(target: Target): void {
    const router = deps.router();
    const view = VIEW_OF[target.kind];
    if (router.state.view === view) {
      if (target.kind === 'external') {
        const shown = router.state.data as ConnectingExternalData | undefined;
        if (shown?.connectorId !== target.connectorId || shown.namespace !== target.namespace) {
          router.replace('ConnectingExternal', target.data);
        }
      }
      return;
    }
    if (target.kind === 'external') router.push('ConnectingExternal', target.data);
    else if (Object.keys(target.data).length === 0) router.push('ConnectingWalletConnectBasic');
    else router.push('ConnectingWalletConnectBasic', target.data);
  }

  function setConnecting(patch: ConnectingState): void {
    deps.state.connecting = patch;
  }

  function attempt(target: Target, caipNetworkId: CaipNetworkId | undefined): Promise<WalletConnection> {
    const id = ++attempts;
    last = target;
    const name =
      target.data.title ?? findConnector(target.namespace, target.connectorId)?.name ?? target.connectorId;
    const base = {
      kind: target.kind,
      namespace: target.namespace,
      connectorId: target.connectorId,
      name,
      ...(target.data.imageUrl === undefined ? {} : { imageUrl: target.data.imageUrl }),
      attempt: id,
    };
    if (target.kind === 'walletConnect') {
      // The adapter announces the URI this attempt waits on (a pending pairing's again, or a new one).
      deps.state.wcUri = undefined;
      deps.state.wcPairingExpiry = undefined;
    }
    setConnecting({ ...base, status: 'connecting' });
    const promise = deps
      .connectDirect({
        namespace: target.namespace,
        connectorId: target.connectorId,
        ...(caipNetworkId === undefined ? {} : { caipNetworkId }),
      })
      .then(
        async (connection) => {
          if (deps.state.connecting?.attempt === id) setConnecting({ ...base, status: 'connected' });
          const modal = deps.modal();
          if (modal.state.open && deps.router().state.view === VIEW_OF[target.kind]) await modal.close();
          return connection;
        },
        (error: unknown) => {
          // WalletConnect ended a pairing that expired on the view (its proposal expired): a new one, no failure.
          const expiredPairing =
            target.kind === 'walletConnect' && !isUserRejection(error) && pairingExpired();
          if (deps.state.connecting?.attempt === id && expiredPairing && renew(target)) throw error;
          if (deps.state.connecting?.attempt === id) {
            setConnecting({
              ...base,
              status: isUserRejection(error) ? 'declined' : 'failed',
              ...codeOf(error),
              ...(error instanceof Error ? { message: error.message } : {}),
              ...(error instanceof WalletDockError ? { shortMessage: error.shortMessage } : {}),
            });
          }
          throw error;
        },
      )
      .finally(() => {
        if (current?.attempt === id) current = undefined;
      });
    current = { key: keyOf(target), attempt: id, promise };
    return promise;
  }

  /**
   * A new pairing for a WalletConnect target whose pairing expired, if the WalletConnect view shows it (nobody
   * looking: nothing is renewed; opened again, `run` starts a new one). False when it was not renewed.
   */
  function renew(target: Target): boolean {
    const shown = deps.modal().state.open && deps.router().state.view === 'ConnectingWalletConnectBasic';
    if (target.kind !== 'walletConnect' || !shown) return false;
    run(target, { restart: true })?.catch(() => undefined); // the outcome is in `state.connecting`
    return true;
  }

  /** Runs the target: the same promise while an attempt for it is pending, else a new attempt. */
  function run(
    target: Target,
    { restart = false, caipNetworkId }: { restart?: boolean; caipNetworkId?: CaipNetworkId | undefined } = {},
  ): Promise<WalletConnection> | undefined {
    route(target);
    const expired = target.kind === 'walletConnect' && pairingExpired();
    if (!restart && !expired && current?.key === keyOf(target)) return current.promise;
    if (target.kind === 'walletConnect' && !restart && deps.shouldReusePairing()) {
      last = target; // the pending pairing is shown; nothing new is started
      return undefined;
    }
    if (target.kind === 'external' && !findConnector(target.namespace, target.connectorId)) {
      last = target;
      setConnecting({
        kind: 'external',
        namespace: target.namespace,
        connectorId: target.connectorId,
        name: target.data.title ?? target.connectorId,
        ...(target.data.imageUrl === undefined ? {} : { imageUrl: target.data.imageUrl }),
        attempt: ++attempts,
        status: 'missing',
      });
      return Promise.reject(new ConnectorError(MESSAGES.addressOrAuthConnectorNotFound));
    }
    return attempt(target, caipNetworkId);
  }

  /**
   * WalletConnect through the chosen namespace's connector. Without one the WalletConnect view is still shown,
   * with the failure (as before the connect flow, when the view itself failed to connect).
   */
  function connectWalletConnect(
    data: WalletConnectViewData,
    restart: boolean,
  ): Promise<WalletConnection | undefined> {
    let chosen: { namespace: ChainNamespace; connectorId: string };
    try {
      chosen = walletConnectConnector();
    } catch (error) {
      const router = deps.router();
      if (router.state.view !== 'ConnectingWalletConnectBasic') {
        if (Object.keys(data).length === 0) router.push('ConnectingWalletConnectBasic');
        else router.push('ConnectingWalletConnectBasic', data);
      }
      const message = error instanceof Error ? error.message : String(error);
      setConnecting({
        kind: 'walletConnect',
        namespace: deps.modal().state.namespace,
        connectorId: '',
        name: data.title ?? '',
        attempt: ++attempts,
        status: 'failed',
        message,
        ...(error instanceof WalletDockError ? { shortMessage: error.shortMessage } : {}),
      });
      return Promise.reject(error);
    }
    return run({ kind: 'walletConnect', ...chosen, data }, { restart }) ?? Promise.resolve(undefined);
  }

  function externalTarget(
    connector: Pick<Connector, 'id' | 'chain'> & Partial<Connector>,
    title?: string,
    imageUrl?: string,
  ): Target {
    const found = findConnector(connector.chain, connector.id);
    const name = title ?? connector.name ?? found?.name;
    const image = imageUrl ?? (connector.imageUrl || undefined);
    return {
      kind: 'external',
      namespace: connector.chain,
      connectorId: connector.id,
      data: {
        connectorId: connector.id,
        namespace: connector.chain,
        ...(name === undefined ? {} : { title: name }),
        ...(image === undefined ? {} : { imageUrl: image }),
      },
    };
  }

  function wcData(
    wallet: DirectoryWallet | undefined,
    title?: string,
    imageUrl?: string,
  ): WalletConnectViewData {
    const name = title ?? wallet?.name;
    return {
      ...(wallet === undefined ? {} : { wallet }),
      ...(name === undefined ? {} : { title: name }),
      ...(imageUrl === undefined ? {} : { imageUrl }),
    };
  }

  return {
    /** `connection.connect` for everything but the direct `{ namespace, connectorId }` form. */
    connect(params: ConnectFlowParams): Promise<WalletConnection | undefined> {
      try {
        if ('walletConnect' in params) {
          return connectWalletConnect(
            wcData(params.wallet, params.title, params.imageUrl),
            params.restart === true,
          );
        }
        if ('wallet' in params) {
          const { wallet } = params;
          if (deps.options.enableWalletConnect) {
            return connectWalletConnect(wcData(wallet, params.title, params.imageUrl), false);
          }
          const link = directoryWalletLink(wallet);
          if (link !== undefined) deps.openLink(link);
          return Promise.resolve(undefined);
        }
        const { connector } = params;
        if (Array.isArray(connector)) {
          const connectors = connector as readonly Connector[];
          const [first] = connectors;
          if (first === undefined) return Promise.resolve(undefined);
          if (connectors.length > 1) {
            deps.router().push('NamespacePicker', {
              title: params.title ?? first.name,
              ...(params.imageUrl === undefined ? {} : { imageUrl: params.imageUrl }),
              choices: connectors.map((c) => ({ namespace: c.chain, connectorId: c.id })),
            });
            return Promise.resolve(undefined);
          }
          return this.connect({ ...params, connector: first });
        }
        const single = connector as Pick<Connector, 'id' | 'chain'> & Partial<Connector>;
        const type = single.type ?? findConnector(single.chain, single.id)?.type;
        if (type === 'WALLET_CONNECT') {
          return (
            run(
              {
                kind: 'walletConnect',
                namespace: single.chain,
                connectorId: single.id,
                data: wcData(undefined, params.title, params.imageUrl),
              },
              { restart: params.restart === true },
            ) ?? Promise.resolve(undefined)
          );
        }
        return (
          run(externalTarget(single, params.title, params.imageUrl), {
            restart: params.restart === true,
            caipNetworkId: params.caipNetworkId,
          }) ?? Promise.resolve(undefined)
        );
      } catch (error) {
        return Promise.reject(error);
      }
    },

    /** A new attempt of the last target (the views' "Try again" and WalletConnect's "Refresh"). */
    retry(): Promise<WalletConnection | undefined> {
      if (last === undefined) return Promise.resolve(undefined);
      return run(last, { restart: true }) ?? Promise.resolve(undefined);
    },

    pairingChanged(): void {
      deps.clock.clearTimeout(renewal);
      renewal = undefined;
      const { wcUri: uri, wcPairingExpiry: expiry } = deps.state;
      if (uri === undefined || expiry === undefined) return;
      const delay = () => Math.min(Math.max(0, expiry - deps.clock.now()), MAX_TIMEOUT_MS);
      const check = () => {
        renewal = undefined;
        const waiting =
          deps.state.connecting?.kind === 'walletConnect' && deps.state.connecting.status === 'connecting';
        if (!waiting || deps.state.wcUri !== uri) return;
        if (!pairingExpired()) {
          renewal = deps.clock.setTimeout(check, delay()); // not yet (an expiry beyond `setTimeout`'s range)
          return;
        }
        if (last) renew(last);
      };
      renewal = deps.clock.setTimeout(check, delay());
    },
  };
}

/** The first numeric code in the error's cause chain (EIP-1193 / JSON-RPC), as `ConnectingState.code`. */
function codeOf(error: unknown): { code?: number } {
  for (const item of errorChain(error)) {
    const code = numericCode(item);
    if (code !== undefined) return { code };
  }
  return {};
}
