import type { WalletDockContext } from '../client/context.js';
import type { PendingRequests } from './pending-requests.js';
import type {
  ChainsController,
  ConnectionState,
  ConnectorsController,
  ModalController,
  RouterController,
  TelemetryController,
  ToastController,
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

/**
 * What the connection's parts (connection-*.ts) share: the connection's dependencies, the client's context, its
 * state and its pending wallet requests. Built once by `createConnection`.
 */
export type ConnectionScope = ConnectionDeps & {
  readonly ctx: WalletDockContext;
  readonly state: ConnectionState;
  readonly pending: PendingRequests;
};
