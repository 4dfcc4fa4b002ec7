import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import type { EmbeddedWalletHub } from '../embedded-wallet/hub.js';
import type { TokenConfig } from '../options/types.js';

/**
 * Connector types (spec §3 "Connector"). INJECTED: a wallet found on `window` (e.g. `window.ethereum`);
 * ANNOUNCED: found by a discovery standard (EIP-6963, Wallet Standard); EXTERNAL: supplied by the app;
 * MULTI_CHAIN: one wallet serving several namespaces; WALLET_CONNECT: the pairing protocol; AUTH: the
 * embedded (e-mail / social) wallet.
 */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'WALLET_CONNECT' | 'AUTH';

/** A way to connect a wallet, as an adapter reports it. Plain data plus an opaque provider handle. */
export type Connector = {
  /** Unique within its namespace, stable across page loads for the same wallet (e.g. an rdns). */
  id: string;
  type: ConnectorType;
  name: string;
  /** Namespace this connector serves (its first one for MULTI_CHAIN). */
  chain: ChainNamespace;
  /** Networks the connector supports, if it says. */
  chains?: readonly CaipNetwork[];
  /** Wallet-directory image id. */
  imageId?: string;
  /** Image as URL or data URI (e.g. an EIP-6963 icon). */
  imageUrl?: string;
  /** Wallet-directory id of the same wallet (to dedupe listing entries). */
  explorerId?: string;
  info?: { rdns?: string; uuid?: string };
  /** The ecosystem's provider object (EIP-1193, Wallet Standard wallet, …); never read by core. */
  provider?: unknown;
};

export type AdapterAccount = { address: string; type: AccountType; publicKey?: string; path?: string };

/** The outcome of a successful connect or silent reconnect. */
export type AdapterConnection = {
  connectorId: string;
  /** The active account (the first of `accounts`). */
  address: string;
  accounts: readonly AdapterAccount[];
  caipNetworkId: CaipNetworkId;
};

export type AdapterBalance = { balance: string; symbol: string; decimals: number };

/** A token balance read over RPC (the direct-RPC fallback when no blockchain API is configured). */
export type AdapterTokenBalance = {
  /** Token contract address (or mint); the native currency is not included. */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** In the token's smallest unit. */
  balance: bigint;
};

/** A transaction request in the adapter's namespace; eip155 fields per spec §3 "Transaction request". */
export type AdapterTransactionRequest = {
  to: string;
  value?: bigint;
  data?: string;
  /** Additional, namespace-specific fields (gas, nonce, fees, accessList, …). */
  [field: string]: unknown;
};

/**
 * The `signal` core passes with a wallet request (`signMessage`, `sendTransaction`): it aborts when the request is
 * cancelled (`connection.cancelRequest`, a disconnect), its reason a `RequestCancelledError`. Core has already
 * rejected the caller's promise and ignores whatever the adapter does next; the adapter should not prompt the
 * wallet once the signal has aborted (check it after any preparation, right before the wallet call) and should
 * withdraw the request from the wallet where its protocol has a way to. EIP-1193, Wallet Standard and
 * WalletConnect (sign-client 2.21: a request has an `expiry`, but a dapp cannot withdraw it) have none, so the
 * built-in adapters only stop waiting. Optional: an adapter that ignores it still works.
 */
export type AdapterRequestSignal = AbortSignal;

/**
 * A transfer of the native currency or of a token, as the send feature asks an adapter to build, price and send it
 * (spec §3 "Send flow"). Addresses are the namespace's own (not CAIP-10).
 */
export type AdapterTransfer = {
  /** The sender: the connected address. */
  from: string;
  /** The receiver's address in this namespace (already checked with `transfers.assertAddress`). */
  to: string;
  /** In the token's smallest unit (wei, lamports, the token's base unit); more than 0. */
  amount: bigint;
  /** The token: its contract (eip155) or mint (solana) address; absent for the native currency. */
  token?: string;
  /** The token's decimals (the native currency's for a native transfer). */
  decimals: number;
};

/** What a transfer costs beyond its amount, in the native currency's smallest unit. */
export type AdapterFeeEstimate = {
  /** The network fee the sender pays (eip155: gas limit × max fee per gas; solana: the message fee). */
  fee: bigint;
  /**
   * Further native currency the transaction takes from the sender beyond the amount and the fee: on solana the
   * rent of the receiver's associated token account that a token transfer creates; 0 otherwise.
   */
  reserve: bigint;
  /**
   * The least amount the transfer may carry, when the network sets one (solana: a SOL transfer to an account that
   * does not exist yet must bring its rent-exempt minimum); absent when any amount above 0 goes.
   */
  minimumAmount?: bigint;
  /**
   * The least native balance the sender may keep other than none at all, when the network sets one (solana: an
   * account must keep its rent-exempt minimum or be emptied); absent when any balance goes.
   */
  senderMinimumBalance?: bigint;
};

/** How a sent transaction ended, once the network has it in a block (eip155 receipt status; solana confirmation). */
export type AdapterTransactionOutcome = {
  status: 'success' | 'reverted';
  /** Why it reverted, when the network says (a decoded revert reason, a Solana instruction error). */
  reason?: string;
};

/**
 * What the send feature needs of an adapter (optional: a namespace without it gets 'Unsupported chain' and no Send
 * button). The built-in eip155 and solana adapters have it; ARCHITECTURE.md "How to add an adapter" says how.
 */
export type ChainAdapterTransfers = {
  /**
   * Loads what the synchronous members need (eip155: the Keccak-256 of the EIP-55 checksum), when it is not in the
   * adapter's always-loaded part. The send feature awaits it before calling them. Optional: without it the
   * members work at once.
   */
  load?(): Promise<void>;
  /**
   * Checks a receiver address of this namespace (eip155: `0x` + 40 hex, EIP-55 checksum in strict mode; solana:
   * a base58 32-byte key).
   * @throws {ValidationError} 'Invalid receiver address' (MESSAGES.invalidReceiverAddress).
   */
  assertAddress(address: string): void;
  /** The transaction request of `transfer` for `sendTransaction` (eip155: a value transfer or an ERC-20 `transfer`; solana: a SOL or SPL `transferChecked` request). */
  buildRequest(transfer: AdapterTransfer): AdapterTransactionRequest;
  /**
   * The fee of sending `transfer` on `caipNetworkId` now (reads the network; prompts nothing).
   * @throws a `WalletDockError` when the network cannot price it (the send feature shows 'The network fee could not be estimated').
   */
  estimateFee(params: {
    caipNetworkId: CaipNetworkId;
    transfer: AdapterTransfer;
  }): Promise<AdapterFeeEstimate>;
  /**
   * Waits until the transaction `hash` (eip155 hash; solana signature) is in a block (spec §9 receipt wait: 6 retries,
   * 200 ms exponential, 3 minute timeout, 1 confirmation) and says how it ended.
   */
  waitForTransaction(params: {
    caipNetworkId: CaipNetworkId;
    hash: string;
    signal?: AdapterRequestSignal;
  }): Promise<AdapterTransactionOutcome>;
  /** The block explorer's page of the transaction, when the network has an explorer (`blockExplorers.default`). */
  transactionUrl?(params: { caipNetworkId: CaipNetworkId; hash: string }): string | undefined;
};

/** Events an adapter emits to the client. */
export type ChainAdapterEvents = {
  /** The list of connectors changed (a wallet announced itself, an extension was found, …). */
  connectors: (connectors: readonly Connector[]) => void;
  /** The wallet behind a connector changed its accounts; an empty list means it disconnected the app. */
  accountsChanged: (event: { connectorId: string; accounts: readonly AdapterAccount[] }) => void;
  /** The wallet behind a connector switched networks. */
  chainChanged: (event: { connectorId: string; caipNetworkId: CaipNetworkId }) => void;
  /** The wallet behind a connector disconnected. */
  disconnect: (event: { connectorId: string }) => void;
  /**
   * A pairing connector (WalletConnect) has a URI for the visitor to scan or open, valid until `expiry`
   * (ms since the epoch). Core shows it as `connection.state.wcUri` and reuses it where the spec says so.
   */
  pairingUri: (event: { connectorId: string; uri: string; expiry: number }) => void;
};

export type ChainAdapterEventName = keyof ChainAdapterEvents;

/** What the client hands to an adapter when it mounts (DOM-bound work may start then). */
export type AdapterMountContext = {
  /** The networks of this namespace that the app configured. */
  networks: readonly CaipNetwork[];
  /** Project id, for services that need it (WalletConnect relay, RPC proxies). */
  projectId: string;
  /**
   * One registry per client, shared by all its adapters: `get(key, create)` returns the value stored under
   * `key`, creating it with `create()` the first time (e.g. the client's one WalletConnect hub under
   * `'walletdock:walletconnect'`, so that EVM and Solana share one pairing and one session). Always given by
   * `createWalletDock`; optional so that adapters can be mounted on their own (then they create their own).
   */
  shared?: AdapterSharedRegistry;
  /**
   * The client's embedded wallet (one frame for every adapter), when the app configured one: the adapter kit's
   * embedded-wallet driver talks to it. Loading it loads the frame client (only when used).
   */
  embeddedWallet?: EmbeddedWalletHub;
};

/** A per-client registry of values shared between adapters (see {@link AdapterMountContext.shared}). */
export type AdapterSharedRegistry = {
  get<T>(key: string, create: () => T): T;
};

/**
 * The plug-in contract of a chain family (DESIGN.md §4). An app creates an adapter (e.g. `evmAdapter()`) and
 * passes it to `createWalletDock`. Public boundaries use CAIP-2/CAIP-10 strings; the adapter maps its
 * ecosystem's own ids. Failures are thrown as `WalletDockError` subclasses with EIP-1193 codes where they have
 * one (a visitor's rejection is code 4001).
 */
export interface ChainAdapter {
  /**
   * The CAIP-2 namespace the adapter serves (`[-a-z0-9]{3,8}`). Namespaces are open: registering an adapter
   * is what makes its namespace supported (no change to core for a new chain family).
   */
  readonly namespace: ChainNamespace;
  /**
   * The chain family's name as the visitor should read it ("Starknet"), shown where the modal names the
   * namespace (network groups, the namespace picker, the account's namespace switcher). Optional: the known
   * namespaces have translated names; for any other the modal falls back to this, then to the namespace id.
   */
  readonly displayName?: string;
  /** Networks the adapter can serve (the client registers those the app configured). */
  readonly networks: readonly CaipNetwork[];

  /** Starts discovery and other DOM-bound work; called by `client.mount()`. */
  mount(context: AdapterMountContext): void | Promise<void>;
  /** Stops listeners started by `mount`. */
  unmount(): void;

  getConnectors(): readonly Connector[];
  on<E extends ChainAdapterEventName>(event: E, listener: ChainAdapterEvents[E]): () => void;

  /** Asks the visitor's wallet to connect (may prompt). Rejection: code 4001. */
  connect(params: {
    connectorId: string;
    caipNetworkId?: CaipNetworkId;
    /**
     * For a pairing connector (WalletConnect): start a new pairing rather than announce again one that is still
     * pending (spec §4: only Telegram and iOS Safari reuse a pending pairing; core sets it elsewhere). Other
     * connectors ignore it.
     */
    newPairing?: boolean;
  }): Promise<AdapterConnection>;
  /** Reconnects without prompting (e.g. `eth_accounts`); null when the wallet no longer authorises the app. */
  reconnect(params: {
    connectorId: string;
    caipNetworkId?: CaipNetworkId;
  }): Promise<AdapterConnection | null>;
  disconnect(params: { connectorId: string }): Promise<void>;
  /** Asks the wallet to switch network (may prompt). Unknown chain in the wallet: code 4902. */
  switchNetwork(params: { connectorId: string; caipNetworkId: CaipNetworkId }): Promise<void>;

  getBalance(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterBalance>;
  /**
   * Reads the balances of the given tokens over RPC (EVM: one Multicall3 `aggregate3` of balanceOf, decimals,
   * symbol and name). Optional: without it the RPC fallback shows only the native balance.
   */
  getTokenBalances?(params: {
    address: string;
    caipNetworkId: CaipNetworkId;
    tokens: readonly TokenConfig[];
  }): Promise<AdapterTokenBalance[]>;
  /** Asks the wallet to sign `message` with `address`. Rejection: code 4001. */
  signMessage(params: {
    connectorId: string;
    address: string;
    message: string;
    /** Aborts when the request is cancelled (see {@link AdapterRequestSignal}). */
    signal?: AdapterRequestSignal;
  }): Promise<string>;
  /** Asks the wallet to send `transaction` from `address` on `caipNetworkId`; the hash (or signature). */
  sendTransaction(params: {
    connectorId: string;
    address: string;
    caipNetworkId: CaipNetworkId;
    transaction: AdapterTransactionRequest;
    /** Aborts when the request is cancelled (see {@link AdapterRequestSignal}). */
    signal?: AdapterRequestSignal;
  }): Promise<string>;

  /**
   * Building, pricing and following a transfer for the send feature (spec §3 "Send flow"). Optional: without it
   * the namespace has no Send (the feature says 'Unsupported chain').
   */
  readonly transfers?: ChainAdapterTransfers;

  /** Decimal string → smallest unit (e.g. "1.5", 18 → 1500000000000000000n). */
  parseUnits(value: string, decimals: number): bigint;
  /** Smallest unit → decimal string. */
  formatUnits(value: bigint, decimals: number): string;
}
