import type { Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import type { WalletConnectViewData } from '../router/view-data.js';
import { createFlowAttempts } from './connect-flow-attempts.js';
import {
  externalTarget,
  findConnector,
  showWalletConnectView,
  walletConnectConnector,
  wcData,
} from './connect-flow-targets.js';
import type { ConnectFlow, ConnectFlowDeps } from './connect-flow-types.js';
import { directoryWalletLink } from './connector-listing.js';
import type { ConnectFlowParams, WalletConnection } from './types.js';

const nothing = () => Promise.resolve(undefined);

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
 *   pending (in the same opening of the modal), the view shows that attempt's URI; if that URI expired, a new
 *   attempt starts. A pairing that expires while the view shows it is renewed by itself (`pairingChanged`).
 * - Closing the modal on a pending WalletConnect attempt parks it: the namespace's status goes back from
 *   `connecting` to what it was (disconnected, or connected with another wallet), while the wallet may still
 *   answer (a late approval connects). Reopened, only Telegram and iOS Safari take the parked attempt up again
 *   with its pending pairing (spec §4); elsewhere a new attempt starts, so a code the visitor already scanned
 *   and refused is not offered again.
 *
 * The parts: connect-flow-targets.ts (what a `connect` connects, and its view), connect-flow-attempts.ts (one
 * attempt per target, retry, parking, pairing renewal).
 */
export function createConnectFlow(deps: ConnectFlowDeps): ConnectFlow {
  const attempts = createFlowAttempts(deps);

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
      chosen = walletConnectConnector(deps);
    } catch (error) {
      showWalletConnectView(deps, data);
      deps.state.connecting = {
        kind: 'walletConnect',
        namespace: deps.modal().state.namespace,
        connectorId: '',
        name: data.title ?? '',
        attempt: attempts.nextId(),
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof WalletDockError ? { shortMessage: error.shortMessage } : {}),
      };
      return Promise.reject(error);
    }
    return attempts.run({ kind: 'walletConnect', ...chosen, data }, { restart }) ?? nothing();
  }

  /** A connector (or a wallet's connectors in several namespaces: the NamespacePicker asks which). */
  function connectConnector(
    params: Extract<ConnectFlowParams, { connector: unknown }>,
  ): Promise<WalletConnection | undefined> {
    const { connector, title, imageUrl } = params;
    const restart = params.restart === true;
    if (Array.isArray(connector)) {
      const connectors = connector as readonly Connector[];
      const [first] = connectors;
      if (first === undefined) return nothing();
      if (connectors.length === 1) return connectConnector({ ...params, connector: first });
      deps.router().push('NamespacePicker', {
        title: title ?? first.name,
        ...(imageUrl === undefined ? {} : { imageUrl }),
        choices: connectors.map((c) => ({ namespace: c.chain, connectorId: c.id })),
      });
      return nothing();
    }
    const single = connector as Pick<Connector, 'id' | 'chain'> & Partial<Connector>;
    const type = single.type ?? findConnector(deps, single.chain, single.id)?.type;
    const run =
      type === 'WALLET_CONNECT'
        ? attempts.run(
            {
              kind: 'walletConnect',
              namespace: single.chain,
              connectorId: single.id,
              data: wcData(undefined, title, imageUrl),
            },
            { restart },
          )
        : attempts.run(externalTarget(deps, single, title, imageUrl), {
            restart,
            caipNetworkId: params.caipNetworkId,
          });
    return run ?? nothing();
  }

  return {
    connect(params: ConnectFlowParams): Promise<WalletConnection | undefined> {
      try {
        if ('walletConnect' in params) {
          return connectWalletConnect(
            wcData(params.wallet, params.title, params.imageUrl),
            params.restart === true,
          );
        }
        if (!('wallet' in params)) return connectConnector(params);
        if (deps.options.enableWalletConnect) {
          return connectWalletConnect(wcData(params.wallet, params.title, params.imageUrl), false);
        }
        const link = directoryWalletLink(params.wallet);
        if (link !== undefined) deps.openLink(link);
        return nothing();
      } catch (error) {
        return Promise.reject(error);
      }
    },

    retry: () => attempts.retry() ?? nothing(),

    pairingChanged: () => attempts.pairingChanged(),
  };
}
