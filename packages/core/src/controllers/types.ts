import type { AdapterAccount, AdapterTransactionRequest, ChainAdapter, Connector } from '../adapter/types.js';
import type { AccountType, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import type { EmbeddedWalletUser } from '../embedded-wallet/transport.js';
import type { AlertId } from '../errors/messages.js';
import type {
  ConnectMethod,
  ConnectorListSection,
  CustomWallet,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '../options/types.js';
import type { AnyViewData, ViewDataArgs, ViewWithData } from '../router/view-data.js';
import type { View } from '../router/views.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { RecentWallet } from '../storage/types.js';

// ─── Router ────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Data a view is opened with (e.g. the wallet being connected, the swap input): any view's entry of
 * `ViewDataMap` (router/view-data.ts), which says which data each view takes.
 */
export type RouterData = AnyViewData;

/** What to do when the wallet request behind ApproveTransaction ends (spec §2 "transaction stack"). */
export type TransactionAction = {
  /** View to return to; `null` closes the modal. Default: go back. */
  view?: View | null;
  /** Replace the current view instead of pushing. */
  replace?: boolean;
  onSuccess?(): void;
  onCancel?(): void;
  onError?(error: unknown): void;
};

export type RouterState = {
  view: View;
  history: View[];
  data: RouterData | undefined;
  transactionStack: TransactionAction[];
};

export type RouterController = {
  readonly state: RouterState;
  /** Shows `view` with its data (typed per view: `ViewDataMap`, router/view-data.ts). */
  push<V extends View>(view: V, ...data: ViewDataArgs<V>): void;
  reset<V extends View>(view: V, ...data: ViewDataArgs<V>): void;
  replace<V extends View>(view: V, ...data: ViewDataArgs<V>): void;
  /** Back one view; from the first view it closes the modal. */
  goBack(): void;
  goBackToIndex(index: number): void;
  pushTransactionStack(action: TransactionAction): void;
  /** Ends the latest wallet request: runs its callback and navigates to its return view. */
  popTransactionStack(outcome: 'success' | 'cancel' | 'error', error?: unknown): void;
};

/** `modal.open`'s options: a view with its typed data (or none: the spec's first view), and a namespace. */
export type ModalOpenOptions = { namespace?: ChainNamespace } & (
  | { view?: undefined; data?: undefined }
  | ViewWithData
);

// ─── Modal ─────────────────────────────────────────────────────────────────────────────────────────────
export type ModalState = {
  open: boolean;
  loading: boolean;
  shake: boolean;
  /** Namespace the modal was opened for, if any. */
  namespace: ChainNamespace | undefined;
  /**
   * Whether the modal has been opened at least once since the client was created. What shows outside the modal
   * (the header's network button) asks for directory images only once it is true: nothing is requested before
   * the visitor opens the modal, whenever that component mounts.
   */
  hasOpened: boolean;
};

export type ModalController = {
  readonly state: ModalState;
  open(options?: ModalOpenOptions): Promise<void>;
  /** Closes unless blocked (ApproveTransaction, required sign-in); `force` overrides. Resolves true if closed. */
  close(options?: { force?: boolean }): Promise<boolean>;
  /** Shakes the modal for 500 ms. */
  shake(): void;
  setLoading(loading: boolean): void;
  /** The sign-in view's cancel: disconnects when a session is required, else closes. */
  cancelSignIn(): Promise<void>;
};

// ─── Chains ────────────────────────────────────────────────────────────────────────────────────────────
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export type TokenBalance = {
  address?: string;
  name: string;
  symbol: string;
  chainId: string;
  price: number;
  value?: number;
  iconUrl?: string;
  quantity: { decimals: string; numeric: string };
};

/** An account across namespaces (`allAccounts`). */
export type AccountEntry = { namespace: ChainNamespace; address: string; type: AccountType };

export type { EmbeddedWalletUser };

/** Account state per namespace: every field of spec §3. */
export type AccountState = {
  currentTab: number;
  tokenBalance: TokenBalance[];
  smartAccountDeployed: boolean;
  addressLabels: Record<string, string>;
  allAccounts: AdapterAccount[];
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  balance: string | undefined;
  balanceSymbol: string | undefined;
  profileName: string | null | undefined;
  profileImage: string | null | undefined;
  user: EmbeddedWalletUser | undefined;
  addressExplorerUrl: string | undefined;
  connectedWalletInfo: { name: string; icon?: string; type?: string } | undefined;
  /** The account type in use per network of this namespace (keyed by CAIP-2 id). */
  preferredAccountTypes: Partial<Record<CaipNetworkId, AccountType>>;
  socialProvider: SocialProvider | undefined;
  /** The popup window of a social login, when open (opaque). */
  socialWindow: unknown;
  farcasterUrl: string | undefined;
  shouldUpdateToAddress: string | undefined;
  status: ConnectionStatus;
  balanceLoading: boolean;
  lastRetry: number | undefined;
  /** Id of the connector this namespace is connected through. */
  connectorId: string | undefined;
};

/** Network state per namespace: every field of spec §3. */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined;
  requestedCaipNetworks: CaipNetwork[];
  approvedCaipNetworkIds: CaipNetworkId[];
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: number[];
};

export type NamespaceState = { account: AccountState; network: NetworkState };

export type ChainsState = {
  activeNamespace: ChainNamespace | undefined;
  activeCaipNetwork: CaipNetwork | undefined;
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>;
};

export type ChainsController = {
  readonly state: ChainsState;
  getAccount(namespace?: ChainNamespace): AccountState | undefined;
  getNetwork(namespace?: ChainNamespace): NetworkState | undefined;
  /** Address of the active namespace, if connected. */
  activeAddress(): string | undefined;
  activeCaipAddress(): CaipAddress | undefined;
  activeNetwork(): CaipNetwork | undefined;
  /** Every connected account across namespaces. */
  allAccounts(): AccountEntry[];
  setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void;
  setActiveNamespace(namespace: ChainNamespace): void;
  /**
   * Calls `listener` synchronously each time the active network changes (spec §4: the send form resets);
   * returns the function that removes it.
   */
  onActiveNetworkChange(listener: (network: CaipNetwork | undefined) => void): () => void;
  /** The spec §4 switching rules (no address → only set; unsupported → UnsupportedChain; resets the send form). */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
  /**
   * Records the network a wallet reports (connect, restore, `chainChanged`) without asking the wallet, then
   * applies the UnsupportedChain rule. An id WalletDock does not know becomes a placeholder network.
   */
  syncNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): Promise<CaipNetwork>;
  isSupported(caipNetworkId: CaipNetworkId): boolean;
  resetAccount(namespace: ChainNamespace): void;
  resetNetwork(namespace: ChainNamespace): void;
  /** The adapter of a namespace; throws the catalogue's error when there is none. */
  adapter(namespace: ChainNamespace): ChainAdapter;
};

// ─── Connection and connectors ─────────────────────────────────────────────────────────────────────────
export type ConnectionState = {
  /** WalletConnect pairing URI while a pairing is pending. */
  wcUri: string | undefined;
  wcPairingExpiry: number | undefined;
  /** Deep link of the wallet being connected on mobile. */
  wcLinking: { name: string; href: string } | undefined;
  wcError: boolean;
  recentWallet: RecentWallet | undefined;
  /**
   * The wallet requests made through this connection (`signMessage`, `sendTransaction`) that the wallet has not
   * answered yet, oldest first (the spec's "transactions" of the connection, which resetting it clears). Each
   * leaves the list when the wallet answers, or at once when it is cancelled (`cancelRequest`, a disconnect of its
   * namespace, `resetConnection`).
   */
  pendingRequests: PendingWalletRequest[];
  /** The wallet `connect` is connecting (or last tried to), for the connecting views to render. */
  connecting: ConnectingState | undefined;
};

/**
 * What a pending wallet request asks for. Kinds to come (typed data, a sign-in, `wallet_sendCalls`) join this
 * union, each with its label in the modal (the Account view's labels are keyed by it, so a new kind without one
 * does not compile).
 */
export type WalletRequestKind = 'signMessage' | 'sendTransaction';

/** A wallet request waiting for the wallet's answer (`state.connection.pendingRequests`). */
export type PendingWalletRequest = {
  /** Unique per client, increasing from 1; what `cancelRequest(id)` takes. */
  id: number;
  kind: WalletRequestKind;
  /** The namespace whose wallet was asked. */
  namespace: ChainNamespace;
  connectorId: string;
  /** The wallet's name as connected (`connectedWalletInfo.name`), else the connector id. */
  connectorName: string;
  /** When the request was made (ms since the epoch, the client's clock). */
  startedAt: number;
};

/** A connect attempt, as the ConnectingExternal and WalletConnect views show it (controllers/connect-flow.ts). */
export type ConnectingState = {
  /** Through an installed/announced connector (ConnectingExternal) or WalletConnect. */
  kind: 'external' | 'walletConnect';
  /** `undefined` (and `connectorId` empty) when no adapter offers WalletConnect. */
  namespace: ChainNamespace | undefined;
  connectorId: string;
  /** The wallet's name to show. */
  name: string;
  imageUrl?: string;
  /**
   * connecting: the wallet is asked; connected: it approved; declined: the visitor rejected (code 4001);
   * failed: another error (`message`, `shortMessage`); missing: the connector is gone (not installed).
   */
  status: 'connecting' | 'connected' | 'declined' | 'failed' | 'missing';
  /** The failure's `Error.message`. */
  message?: string;
  /** The failure's `WalletDockError.shortMessage`. */
  shortMessage?: string;
  /**
   * The failure's numeric code (the first in its cause chain), e.g. EIP-1193 -32002 "a request is already
   * pending in the wallet", for the view to explain.
   */
  code?: number;
  /** Increases with every attempt. */
  attempt: number;
};

/** The connection `connect` returns. */
export type WalletConnection = {
  namespace: ChainNamespace;
  connectorId: string;
  address: string;
  accounts: readonly AdapterAccount[];
  caipNetworkId: CaipNetworkId;
};

/** `connect`'s direct form: connects the connector, no routing, no modal change (as before the connect flow). */
export type DirectConnectParams = {
  namespace: ChainNamespace;
  connectorId: string;
  caipNetworkId?: CaipNetworkId;
  /** A WalletConnect connect starts a new pairing instead of announcing a pending one again (spec §4). */
  newPairing?: boolean;
};

/** A connector to connect: a listed `Connector`, or just its id and namespace. */
export type ConnectorInput = Pick<Connector, 'id' | 'chain'> & Partial<Connector>;

/** `connect`'s flow forms (controllers/connect-flow.ts): what the visitor chose in the modal. */
export type ConnectFlowParams =
  | {
      /** One connector, or a wallet's connectors in several namespaces (→ NamespacePicker). */
      connector: ConnectorInput | readonly Connector[];
      /** The wallet's name to show (default: the connector's). */
      title?: string;
      imageUrl?: string;
      caipNetworkId?: CaipNetworkId;
      /** A new attempt even if one for this connector is pending. */
      restart?: boolean;
    }
  | {
      /** A directory wallet: through WalletConnect when it is on, else its web/desktop link in a new tab. */
      wallet: DirectoryWallet;
      title?: string;
      imageUrl?: string;
    }
  | {
      /** WalletConnect (the Connect view's QR row, or the WalletConnect view itself). */
      walletConnect: true;
      wallet?: DirectoryWallet;
      title?: string;
      imageUrl?: string;
      restart?: boolean;
    };

export type ConnectionController = {
  readonly state: ConnectionState;
  status(namespace: ChainNamespace): ConnectionStatus;
  /**
   * Connects a wallet and resolves the connection. The direct form (`{ namespace, connectorId }`) only
   * connects; the flow forms (`{ connector }`, `{ wallet }`, `{ walletConnect: true }`) also route the modal
   * (ConnectingExternal, ConnectingWalletConnectBasic, NamespacePicker), keep the pending state in
   * `state.connecting`, choose WalletConnect's namespace and close the modal on success; they resolve
   * `undefined` when this call connects nothing (a namespace picker shown, a link opened, a pending pairing
   * reused). See controllers/connect-flow.ts.
   *
   * @throws {UserRejectedRequestError} the visitor rejected (no toast: the connecting view says it).
   * @throws {ConnectorError} 'Address or auth connector not found' when the connector is gone.
   * @throws {AdapterError} no adapter for the namespace, or none offering WalletConnect.
   */
  connect(params: DirectConnectParams): Promise<WalletConnection>;
  connect(params: ConnectFlowParams): Promise<WalletConnection | undefined>;
  /** A new attempt of the last flow `connect` (the views' "Try again", WalletConnect's "Refresh"). */
  retry(): Promise<WalletConnection | undefined>;
  /** Start-up: restores connections persisted as connected; clears address caches for the others. */
  restore(): Promise<void>;
  /**
   * Disconnects one namespace (default: the active one) and every namespace sharing a WalletConnect/AUTH
   * connector; their pending wallet requests are cancelled first (see `cancelRequest`).
   */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * Asks the connected wallet of `namespace` (default: the active one) to sign `message` with the active
   * account; resolves the signature. A rejection (code 4001) shows the 'Signature declined' toast and throws a
   * `UserRejectedRequestError`. While the wallet has not answered, the request is in `state.pendingRequests`
   * (kind `signMessage`) and can be cancelled (`cancelRequest`).
   *
   * @throws {ConnectorError} 'No ActiveCaipAddress found' when the namespace is not connected.
   * @throws {RequestCancelledError} (code 4001) the request was cancelled before the wallet answered.
   */
  signMessage(params: { message: string; namespace?: ChainNamespace }): Promise<string>;
  /**
   * Asks the connected wallet of `namespace` (default: the active one) to send `transaction` from its active
   * account on that namespace's network (never the active namespace's network, when they differ); resolves the
   * transaction hash (or signature). A rejection (code 4001) shows the 'Transaction declined' toast and throws a
   * `UserRejectedRequestError`. While the wallet has not answered, the request is in `state.pendingRequests`
   * (kind `sendTransaction`) and can be cancelled (`cancelRequest`).
   *
   * @throws {ConnectorError} 'No ActiveCaipAddress found' when the namespace is not connected.
   * @throws {RequestCancelledError} (code 4001) the request was cancelled before the wallet answered.
   */
  sendTransaction(params: {
    transaction: AdapterTransactionRequest;
    namespace?: ChainNamespace;
  }): Promise<string>;
  /**
   * Cancels pending wallet requests (`state.pendingRequests`): the one with `id`, or every one when `id` is
   * omitted. Each caller's promise rejects at once with a `RequestCancelledError` (a `UserRejectedRequestError`,
   * code 4001, "The request was cancelled."), the request leaves the state and the `signal` the adapter got
   * aborts, so that the adapter does not prompt if it had not yet and tells the wallet where its protocol can
   * (EIP-1193, Wallet Standard and WalletConnect have no way to withdraw a request: the wallet may still show it,
   * and its answer is ignored). No declined toast: the visitor chose it. Returns how many were
   * cancelled (0 for an unknown or already answered id).
   */
  cancelRequest(id?: number): number;
  /** Clears uri, pairing expiry, deep link and recent wallet, and cancels the pending requests. */
  resetConnection(): void;
  /** Subscribes to the adapters' accountsChanged / chainChanged / disconnect events (called on mount). */
  watchAdapters(): (() => void)[];
  /** Remembers a pending WalletConnect pairing (`wcUri`) and when it expires (ms since the epoch). */
  setPairing(uri: string, expiry: number): void;
  /** True on Telegram or iOS Safari while the pending pairing has not expired: reuse it instead of a new one. */
  shouldReusePairing(): boolean;
};

export type ConnectorsState = {
  connectors: Connector[];
  /** The recently used wallets (max 2), newest first, as persisted in storage. */
  recentWallets: RecentWallet[];
};

/** The tag of a Connect-view row: a recently used wallet, or a wallet installed in this browser. */
export type ConnectorListingTag = 'recent' | 'installed';

/**
 * A row of the Connect view's wallet list (`connectors.listing()`), in the section it is listed under:
 * the WalletConnect (QR code) row, a connector of an adapter, or a wallet of the directory (or a custom
 * wallet, in the directory's shape) to connect through WalletConnect or open by its link.
 */
export type ConnectorListingEntry =
  | {
      section: 'walletConnect';
      kind: 'walletConnect';
      /** Unique among the rows (a React key). */
      key: string;
      imageUrl: undefined;
      imageId: undefined;
      tag: undefined;
    }
  | {
      section: ConnectorListSection;
      kind: 'connector';
      key: string;
      connector: Connector;
      /**
       * Every namespace's connector of this wallet, `connector` first (one per namespace; e.g. Phantom's EVM
       * and Solana connectors). More than one: the Connect view asks which namespace to connect.
       */
      connectors: readonly Connector[];
      /** The connector's own image, else its directory image (of the first of `connectors` that has one). */
      imageUrl: string | undefined;
      /**
       * The directory image id the row shows when none of `connectors` has an image of its own: a tile passes
       * it to `walletDirectory.acquireImage` (`imageUrl` stays `undefined` until that image is loaded).
       */
      imageId: string | undefined;
      tag: ConnectorListingTag | undefined;
    }
  | {
      section: ConnectorListSection;
      kind: 'wallet';
      key: string;
      /** A directory wallet, or a custom wallet in the directory's shape. */
      wallet: DirectoryWallet;
      /** The loaded directory image, else a custom wallet's or a recent wallet's own image URL. */
      imageUrl: string | undefined;
      /** The directory image id to acquire (`wallet.image_id`); `undefined` for a custom wallet. */
      imageId: string | undefined;
      /**
       * `imageUrl` is one the dApp configured itself (a custom wallet's `imageUrl`), so it may be a relative path
       * to the app's own files (`safeImageUrl(url, { appImage: true })`); absent for every other image.
       */
      appImage?: true;
      tag: 'recent' | undefined;
    };

export type ConnectorsController = {
  readonly state: ConnectorsState;
  connectMethodsOrder(): ConnectMethod[];
  walletFeaturesOrder(): WalletFeature[];
  listingOrder(): ConnectorListSection[];
  /**
   * The rows of the Connect view's wallet list, section by section in `listingOrder()`, each wallet once
   * (spec §4), computed from the current connectors, recent wallets, wallet directory and options. Cheap:
   * call it on every render.
   */
  listing(): ConnectorListingEntry[];
  recentWallets(): readonly RecentWallet[];
  addRecentWallet(wallet: RecentWallet): void;
  /** Subscribes to the adapters' connector lists (called on mount); returns the unsubscribe functions. */
  watchAdapters(): (() => void)[];
};

// ─── Toast, alert, telemetry ─────────────────────────────────────────────────────────────────────
export type ToastVariant = 'loading' | 'success' | 'error';

export type ToastState = {
  open: boolean;
  variant: ToastVariant | undefined;
  message: string;
  /** Auto-close after a few seconds (false for loading toasts). */
  autoClose: boolean;
};

export type ToastController = {
  readonly state: ToastState;
  show(variant: ToastVariant, message: string, options?: { autoClose?: boolean }): void;
  showSuccess(message: string): void;
  showError(message: string): void;
  showLoading(message: string): void;
  hide(): void;
  /**
   * Where the visitor is: the modal's view while it is open, `undefined` while it is closed. A change hides
   * the toast; while `undefined`, `show` shows nothing (a toast belongs to the view it was raised in).
   */
  setPlace(place: string | undefined): void;
};

export type AlertState = { open: boolean; id: AlertId | undefined; title: string; message: string };

export type AlertController = {
  readonly state: AlertState;
  /** Shows the alert unless it was shown before by this client. Returns whether it was shown. */
  show(id: AlertId, message?: string): boolean;
  close(): void;
};

/**
 * The raw properties of a modal event as its source raises it (`telemetry.track`): the analytics feature keeps
 * only what its whitelist allows for the event (features/analytics/allowed-props.ts) before anything is sent.
 */
export type TelemetryProperties = Readonly<Record<string, unknown>>;

export type TelemetryController = {
  /** Records an error for reporting; false when the 5-per-60-s budget is spent. */
  reportError(error: unknown): boolean;
  /** Analytics answered 403: true only the first time until a later success. */
  analyticsForbidden(): boolean;
  analyticsSucceeded(): void;
  /**
   * Passes a modal event (e.g. `CONNECT_STARTED`) to the `onTrack` listeners, synchronously (none: it is
   * dropped). Sources call it (the connection, sign-in); the analytics feature listens once loaded. A
   * listener must not throw.
   */
  track(event: string, properties?: TelemetryProperties): void;
  /**
   * Adds a listener of `track` (it first receives the events held by `holdUntilListening`); returns the function
   * that removes it.
   */
  onTrack(listener: (event: string, properties?: TelemetryProperties) => void): () => void;
  /**
   * Until the next `onTrack`, keeps the events `track` would drop for want of a listener (at most 50): call it
   * when a listener's code starts loading. Returns the function that drops them (the load failed).
   */
  holdUntilListening(): () => void;
};

// ─── Theme ─────────────────────────────────────────────────────────────────────────────────────────────
/** Theme state (spec §3): the mode and the app's variable overrides; `resolved` has every default applied. */
export type ThemeState = {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
  resolved: Required<ThemeVariables>;
};

export type ThemeController = {
  readonly state: ThemeState;
  /** Throws a ValidationError for anything but 'light' or 'dark'. */
  setThemeMode(mode: ThemeMode): void;
  /** Merges the given variables into the app's overrides. */
  setThemeVariables(variables: ThemeVariables): void;
};

/**
 * The always-loaded controllers, as `client.controllers` exposes them (read-only, built once by
 * `createWalletDock`). Controllers never receive this record: each is given its own dependencies
 * (`createX(ctx, deps)`); features get the ones their definition lists (features/types.ts).
 */
export type Controllers = {
  readonly router: RouterController;
  readonly modal: ModalController;
  readonly chains: ChainsController;
  readonly connection: ConnectionController;
  readonly connectors: ConnectorsController;
  readonly toast: ToastController;
  readonly alert: AlertController;
  readonly telemetry: TelemetryController;
  readonly theme: ThemeController;
  readonly balances: BalancesController;
  readonly walletDirectory: WalletDirectoryController;
  readonly originCheck: OriginCheckController;
};

// ─── Balances, wallet directory, origin check ──────────────────────────────────────────
/** Token balances of the active account (spec §3, §4, §5): the state lives in `AccountState`. */
export type BalancesController = {
  /**
   * Loads the token balances of the active namespace's address on its network into `account.tokenBalance`
   * (loading flag `account.balanceLoading`) and returns them. `forceUpdate` is the CAIP-10 id of a token whose
   * balance must be read fresh (e.g. after a swap); it also bypasses the 30 s cache. Never throws.
   */
  fetchTokenBalances(forceUpdate?: string): Promise<TokenBalance[]>;
  /**
   * The visitor's "Try again" after a failed load (`account.lastRetry` set): loads again now, without waiting
   * out the 30 s retry guard. Never throws.
   */
  retryTokenBalances(): Promise<TokenBalance[]>;
  /**
   * Whether token balances can be shown for the active account: false on a namespace without balances (only
   * eip155 and solana have them) or a network the app does not support — where `fetchTokenBalances` raises the
   * 'Token Balance Unavailable' toast instead of loading, so a list says the same, not "No tokens yet". True
   * without a connected account.
   */
  tokenBalancesAvailable(): boolean;
  /** Loads the native balance of the active account into `account.balance` / `balanceSymbol`. Never throws. */
  fetchNativeBalance(options?: { force?: boolean }): Promise<{ balance: string; symbol: string } | undefined>;
  /**
   * Forgets the active account's cached token and native balances (the 30 s caches) and its retry guard: a
   * transaction changed them (the send feature, after the block), so the next loads read them fresh.
   */
  invalidate(): void;
};

/** A read of the wallet directory that can fail (`WalletDirectoryState.errors`, `WalletDirectoryController.retry`). */
export type WalletDirectoryRead = 'featured' | 'recommended' | 'wallets' | 'search';

/**
 * The failed directory reads: for each read whose latest attempt failed, the error's message (for logs and
 * developers; views show their own sentence). A read's entry is removed as soon as it is tried again, so it is
 * present only while the failure stands: `featured`, `recommended`, `wallets` (a page of the list: the one that
 * failed is tried again by `retry('wallets')`; `page` is then still the last page loaded) and `search` (the
 * latest search term, which `retry('search')` sends again). Failures are network errors, HTTP errors after the
 * retries, timeouts (`services.timeoutMs` per attempt), bodies that are not JSON and malformed envelopes;
 * a malformed wallet alone is left out of its page without an error.
 */
export type WalletDirectoryErrors = { [R in WalletDirectoryRead]?: string };

export type WalletDirectoryState = {
  /** `options.featuredWalletIds`, in that order. */
  featured: DirectoryWallet[];
  /** The directory's first 4 wallets (spec §9 "Recommended page size 4"). */
  recommended: DirectoryWallet[];
  /** Pages of 40 loaded so far, in order. */
  wallets: DirectoryWallet[];
  /** What the AllWallets list shows: featured, recommended, then `wallets`, each wallet once. */
  filtered: DirectoryWallet[];
  /** Results of the current search (up to 100). */
  search: DirectoryWallet[];
  /** The search term in effect (trimmed), if any. */
  searchTerm: string | undefined;
  /** Last page of `wallets` loaded (0 before the first). */
  page: number;
  /** Wallets the directory has in total for the list's filters. */
  count: number;
  /** Installed or announced wallets (by rdns) left out of the directory lists: they are listed as connectors. */
  excludedWallets: { rdns: string; name: string }[];
  customWallets: CustomWallet[];
  /**
   * The shown directory images by image id: object URLs of PNG, JPEG, GIF, WebP or AVIF Blobs that core built
   * from sniffed bytes (an SVG icon only as the PNG drawn of it). An id is present while some tile shows the
   * image (`acquireImage`) or a prefetch loaded it, and for a few seconds after; absent otherwise (placeholder).
   */
  images: Record<string, string>;
  /**
   * The shown asset images (a network's `assets.imageId`, `/public/getAssetImage/{id}`) by image id, loaded and
   * kept like `images` (`acquireImage(id, 'asset')`).
   */
  assetImages: Record<string, string>;
  /** A page of `wallets` is being loaded. */
  loading: boolean;
  /** The latest search is in flight (false again once it has results or an error in `errors.search`). */
  searching: boolean;
  /**
   * The featured, recommended and list reads in flight (retries included): a view says a read failed only once
   * none of the reads it shows is pending, so a read still retrying can bring the data by itself.
   */
  pending: { [R in Exclude<WalletDirectoryRead, 'search'>]?: true };
  /** The reads whose latest attempt failed, with the error's message; `{}` when none did. */
  errors: WalletDirectoryErrors;
};

/**
 * The wallet directory's reads. None of them rejects: each ends with its data in the state or its failure in
 * `state.errors` (so a view may call them with `void`), and `retry` tries a failed read again.
 */
export type WalletDirectoryController = {
  readonly state: WalletDirectoryState;
  /**
   * Modal-open hook: loads featured, recommended and the first page (those not loaded yet), then prefetches
   * the first 20 images. If one of the reads failed, the next opening tries it again, and so on every opening
   * for images that failed before.
   */
  prefetch(): Promise<void>;
  /** Loads `options.featuredWalletIds`; a failure is kept in `errors.featured`. */
  fetchFeatured(): Promise<void>;
  /** Loads the first 4 wallets; a failure is kept in `errors.recommended`. */
  fetchRecommended(): Promise<void>;
  /** Loads a page of 40 (page 1 replaces the list, others append); a failure is kept in `errors.wallets`. */
  fetchWallets(params: { page: number }): Promise<void>;
  /**
   * Searches by name (trimmed; 100 results; waits at most 300 ms for their images). Empty term clears. A newer
   * search wins over an older one; a failure of the latest is kept in `errors.search` (`searching` is false).
   */
  searchWallets(term: string): Promise<void>;
  /**
   * Tries a failed read again (`'wallets'`: the page that failed; `'search'`: the latest search term). Without
   * `read`, every read in `state.errors`. Resolves when the attempts ended, with their outcome in the state.
   */
  retry(read?: WalletDirectoryRead): Promise<void>;
  /**
   * The shown URL of a directory image (`images[imageId]`), or `undefined` until it is loaded (and for an id
   * that cannot be requested, such as `''`, `.` or `..`). Never throws, never the directory's own URL.
   * `kind` `'asset'` reads `assetImages` instead.
   */
  imageUrl(imageId: string, kind?: 'wallet' | 'asset'): string | undefined;
  /**
   * A tile shows the image `imageId`: loads it (lazily, 4 at a time, at most 256 KB, see `images`) and keeps its
   * object URL while held. Returns the release to call once the tile no longer shows it; the URL is revoked a
   * few seconds after the last release. Requests nothing for an odd id or without a directory. `kind`
   * (default `'wallet'`): `'asset'` loads `/public/getAssetImage/{imageId}` (a network's `assets.imageId`)
   * into `assetImages`, through the same queue, caps and checks.
   */
  acquireImage(imageId: string, kind?: 'wallet' | 'asset'): () => void;
  /**
   * Shows the stored copies of these asset images (a network's `assets.imageId`) in `assetImages` until the
   * directory's own load replaces them: the image loader keeps a copy (a checked raster `data:` URL, at most
   * 32 KB, a day) of each asset image it loaded. Called by `mount()` with the configured networks' image ids, so
   * that the network button shows its icon after a reload without any request. Reads storage only.
   */
  restoreStoredImages(imageIds: readonly (string | undefined)[]): void;
};

export type OriginCheckState = {
  /** undefined until the check ran. */
  allowed: boolean | undefined;
};

export type OriginCheckController = {
  readonly state: OriginCheckState;
  /**
   * When e-mail or social login is on and a wallet directory is configured: checks the page origin against the
   * project's allowed origins (and the default ancestors); shows the Invalid App Configuration alert if it is
   * not allowed. Runs once per client, when the modal first opens. Resolves whether the origin is allowed.
   */
  check(): Promise<boolean>;
};
