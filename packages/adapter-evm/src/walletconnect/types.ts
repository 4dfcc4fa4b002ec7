import type {
  AppMetadata,
  CaipNetwork,
  CaipNetworkId,
  WalletConnectHub,
  WalletConnectStorage,
} from '@walletdock/core';
import type { UniversalProviderLike } from './connector.js';

/** The dapp's metadata shown by the wallet in the session proposal (spec §3 "Dapp metadata"; core's `AppMetadata`). */
export type WalletConnectMetadata = AppMetadata;

/** A key-value store for WalletConnect's sessions and keys: core's type, under the name this adapter exports. */
export type { WalletConnectStorage } from '@walletdock/core';

/** An event of the connected wallet, forwarded by the connector through `onEvent`. */
export type WalletConnectConnectorEvent =
  /** The wallet changed the session's accounts (checksummed addresses, the active one first). */
  | { type: 'accountsChanged'; accounts: readonly `0x${string}`[] }
  /** The session's active chain changed (wallet event or `switchNetwork`). */
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  /** The wallet deleted the session (or it expired). Not emitted for `disconnect()` itself. */
  | { type: 'disconnect' };

/** Options of {@link createWalletConnectConnector}. */
export type WalletConnectConnectorOptions = {
  /** The project id sent to the relay. */
  projectId: string;
  /** WebSocket URL of the relay; default WalletConnect's public relay (`wss://relay.walletconnect.org`). */
  relayUrl?: string;
  metadata: WalletConnectMetadata;
  /** The `eip155` networks offered to the wallet (others are ignored); their first HTTP RPC URL serves reads. */
  networks: readonly CaipNetwork[];
  /** A pairing URI for the visitor to scan or open, valid until `expiry` (ms since the epoch). */
  onPairingUri: (uri: string, expiry: number) => void;
  /** Wallet events (accounts, chain, session deleted). */
  onEvent: (event: WalletConnectConnectorEvent) => void;
  /** Where WalletConnect keeps sessions and keys; default WalletConnect's own storage. */
  storage?: WalletConnectStorage;
  /**
   * WalletConnect's storage prefix. WalletConnect shares one core (relay connection, keys) per prefix in a
   * JavaScript realm; give each connector of a page or process its own when there are several.
   */
  storagePrefix?: string;
  /** WalletConnect's log level (pino levels, e.g. 'error', 'silent'); default WalletConnect's ('error'). */
  logLevel?: string;
  /** The clock (ms since the epoch) used for pairing and session expiry; default `Date.now`. */
  now?: () => number;
  /**
   * Loads `@walletconnect/universal-provider` (default: `import('@walletconnect/universal-provider')`). Tests and
   * bundler set-ups may supply their own; a rejection becomes a `WalletConnectUnavailableError`.
   */
  importUniversalProvider?: () => Promise<unknown>;
  /**
   * The client's shared WalletConnect hub (`context.shared`), with eip155 already registered by the adapter
   * (whose `onPairingUri` then receives the pairing URIs). Its provider options (relay, metadata, storage) are
   * the hub's; `importUniversalProvider` and the options above are then unused. Default: a hub of the
   * connector's own, with eip155 only.
   */
  hub?: WalletConnectHub<UniversalProviderLike>;
};

/** The outcome of `connect` / `reconnect`. */
export type WalletConnectConnection = {
  /** Checksummed addresses the session approved on `caipNetworkId`, the active one first. */
  accounts: readonly `0x${string}`[];
  caipNetworkId: CaipNetworkId;
};

/** An EIP-1193 `request` over the WalletConnect session (signing and sending go to the wallet, reads to RPC). */
export type WalletConnectRequestArguments = { method: string; params?: readonly unknown[] | object };

/** The EIP-1193 provider handed to viem / signing code (`request` only). */
export type WalletConnectEip1193Provider = {
  readonly isWalletConnect: true;
  request(args: WalletConnectRequestArguments): Promise<unknown>;
};

/** The WalletConnect connector of the EVM adapter. */
export type WalletConnectConnector = {
  /**
   * Pairs with a wallet: emits the pairing URI through `onPairingUri`, waits for the wallet's approval and
   * resolves with the approved accounts and the active chain (`caipNetworkId` if the wallet approved it, else
   * the first configured network it approved). A stored, still valid session is adopted without pairing. A
   * second call while a pairing is pending re-announces the same URI and waits for the same approval.
   * Rejection: `UserRejectedRequestError` (4001).
   */
  connect(params?: { caipNetworkId?: CaipNetworkId; newPairing?: boolean }): Promise<WalletConnectConnection>;
  /** Restores a stored session without prompting; null when there is none (or it expired). */
  reconnect(params?: { caipNetworkId?: CaipNetworkId }): Promise<WalletConnectConnection | null>;
  /** Deletes the session (the wallet is told). No-op when not connected. */
  disconnect(): Promise<void>;
  /**
   * Switches the session's active chain with `wallet_switchEthereumChain` (answered by the session for an
   * approved chain, else asked of the wallet), then emits `chainChanged`. Unknown to the wallet: `SwitchChainError`.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>;
  /** EIP-1193 request on the active chain; errors are mapped to core's classes (4001 → `UserRejectedRequestError`). */
  request(args: WalletConnectRequestArguments): Promise<unknown>;
  /** A stable EIP-1193 provider over {@link WalletConnectConnector.request}. */
  getProvider(): WalletConnectEip1193Provider;
  /** The current connection, if any. */
  getConnection(): WalletConnectConnection | undefined;
  /** Closes the relay connection and stops forwarding events; the stored session is kept for `reconnect`. */
  destroy(): Promise<void>;
};
