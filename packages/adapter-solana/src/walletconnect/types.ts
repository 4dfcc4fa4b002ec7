import type {
  AppMetadata,
  CaipNetwork,
  CaipNetworkId,
  WalletConnectStorage as CoreWalletConnectStorage,
  WalletConnectHub,
} from '@walletdock/core';
import type { Wallet, WalletAccount } from '../connectors/types.js';
import type { UniversalProviderLike } from './connector.js';

/** A key-value store for WalletConnect's sessions and keys (core's `WalletConnectStorage`). */
export type SolanaWalletConnectStorage = CoreWalletConnectStorage;

/** `solanaAdapter({ walletConnect })`: the connector is loaded with `import()` only when it is used. */
export type SolanaWalletConnectOptions = {
  /** The relay's WebSocket URL (e.g. a self-hosted relay); default WalletConnect's public relay. */
  relayUrl?: string;
  /** The app as the wallet shows it in the session proposal. */
  metadata: AppMetadata;
  /** Where WalletConnect keeps sessions and keys; default WalletConnect's own (IndexedDB / localStorage). */
  storage?: SolanaWalletConnectStorage;
  /**
   * WalletConnect's storage prefix. WalletConnect shares one core (relay connection, keys) per prefix in a
   * JavaScript realm; give each WalletConnect client of a page or process (e.g. the EVM and the Solana
   * adapter's) its own.
   */
  storagePrefix?: string;
};

/** Options of {@link createSolanaWalletConnectConnector}. */
export type SolanaWalletConnectConnectorOptions = SolanaWalletConnectOptions & {
  /** The project id sent to the relay. */
  projectId: string;
  /** The solana networks offered to the wallet (others are ignored); also maps CAIP-2 ids ↔ Wallet Standard. */
  networks: readonly CaipNetwork[];
  /** The HTTP RPC URL of a network (UniversalProvider's `rpcMap`); default the network's first. */
  rpcUrlOf?: (network: CaipNetwork) => string | undefined;
  /** A pairing URI for the visitor to scan or open, valid until `expiry` (ms since the epoch). */
  onPairingUri: (uri: string, expiry: number) => void;
  /** The wallet deleted the session, or it expired. Not called for `disconnect()` itself. */
  onDisconnect: () => void;
  /** WalletConnect's log level (pino levels, e.g. 'error', 'silent'); default WalletConnect's. */
  logLevel?: string;
  /** The clock (ms since the epoch) used for pairing and session expiry; default `Date.now`. */
  now?: () => number;
  /** Loads `@walletconnect/universal-provider` (default `import()`); a rejection → `WalletConnectUnavailableError`. */
  importUniversalProvider?: () => Promise<unknown>;
  /**
   * The client's shared WalletConnect hub (`context.shared`), with solana already registered by the adapter
   * (whose `onPairingUri` then receives the pairing URIs). Its provider options (relay, metadata, storage) are
   * the hub's; `importUniversalProvider` and the storage options above are then unused. Default: a hub of the
   * connector's own, with solana only.
   */
  hub?: WalletConnectHub<UniversalProviderLike>;
};

/**
 * A live WalletConnect session as a Wallet Standard wallet: `wallet` has `standard:events` (`change` on session
 * updates), `standard:disconnect`, `solana:signMessage`, `solana:signTransaction` and, when the session approved
 * `solana_signAndSendTransaction`, `solana:signAndSendTransaction`; its accounts' chains are the Wallet Standard
 * chains of the session's configured networks. The Solana adapter drives it like any Wallet Standard wallet.
 */
export type SolanaWalletConnectSession = {
  wallet: Wallet;
  accounts: readonly WalletAccount[];
  /** The CAIP-2 ids the session approved accounts on. */
  caipNetworkIds: readonly CaipNetworkId[];
};

/** The WalletConnect connector of the Solana adapter. */
export type SolanaWalletConnectConnector = {
  /**
   * Pairs with a wallet (`optionalNamespaces.solana`): emits the pairing URI through `onPairingUri`, waits for the
   * approval and resolves with the session. A stored, still valid session with solana accounts is adopted without
   * pairing; a second call while a pairing is pending re-announces the same URI. Rejection:
   * `UserRejectedRequestError` (4001).
   */
  connect(params?: {
    caipNetworkId?: CaipNetworkId;
    newPairing?: boolean;
  }): Promise<SolanaWalletConnectSession>;
  /** The stored session (not expired, with solana accounts) without prompting; null when there is none. */
  reconnect(): Promise<SolanaWalletConnectSession | null>;
  /** Deletes the session (the wallet is told). No-op without one. */
  disconnect(): Promise<void>;
  /** The current session, if any. */
  getSession(): SolanaWalletConnectSession | undefined;
  /** Closes the relay connection and stops forwarding events; the stored session is kept for `reconnect`. */
  destroy(): Promise<void>;
};
