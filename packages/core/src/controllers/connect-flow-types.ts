import type { ChainAdapter, Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { Clock } from '../client/clock.js';
import type { ResolvedOptions } from '../options/resolve-options.js';
import type {
  ChainsController,
  ConnectFlowParams,
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
  /** The connection itself: adapter connect, recording, recent wallets (connection-connect.ts). */
  connectDirect(params: DirectConnectParams): Promise<WalletConnection>;
  /** The namespaces' accounts: the status of a parked WalletConnect attempt's namespace (connect-flow-attempts.ts). */
  chains: Pick<ChainsController, 'getAccount' | 'setAccount'>;
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
