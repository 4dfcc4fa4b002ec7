import type { Address, Hex } from 'viem';
import type { ProviderRpcError } from './errors.js';

/** The argument of an EIP-1193 `request` call. */
export type RequestArguments = {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
};

/** The `connect` event's payload (EIP-1193): the chain the provider is connected to, as a hex string. */
export type ProviderConnectInfo = { readonly chainId: Hex };

/** The EIP-1193 events of the test wallets and the arguments their listeners receive. */
export type ProviderEventMap = {
  connect: [info: ProviderConnectInfo];
  disconnect: [error: ProviderRpcError];
  accountsChanged: [accounts: Address[]];
  chainChanged: [chainId: Hex];
};

/** Name of an EIP-1193 event. */
export type ProviderEventName = keyof ProviderEventMap;

/** A listener for the EIP-1193 event `E`. */
export type ProviderListener<E extends ProviderEventName> = (...args: ProviderEventMap[E]) => void;

/** A minimal EIP-1193 provider. */
export interface Eip1193Provider {
  /** Sends a JSON-RPC request; resolves with its result or rejects with a {@link ProviderRpcError}. */
  request(args: RequestArguments): Promise<unknown>;
  /** Adds `listener` for `event`. */
  on<E extends ProviderEventName>(event: E, listener: ProviderListener<E>): this;
  /** Removes `listener` from `event`. */
  removeListener<E extends ProviderEventName>(event: E, listener: ProviderListener<E>): this;
}

/** Native currency of a chain (EIP-3085). */
export type NativeCurrency = { name: string; symbol: string; decimals: number };

/** A chain the test wallet knows. */
export type WalletChain = {
  chainId: number;
  /** JSON-RPC URL (HTTP) that reads and raw transactions are sent to. */
  rpcUrl: string;
  /** Display name; defaults to `Chain <id>`. */
  name?: string;
  /** Defaults to Ether (ETH, 18 decimals). */
  nativeCurrency?: NativeCurrency;
  /** Block explorer URLs (from `wallet_addEthereumChain`). */
  blockExplorerUrls?: string[];
};

/**
 * A request that needs the visitor's consent, as handed to {@link LocalAccountProviderOptions.approve}. It is
 * the very object that was passed to `provider.request`.
 */
export type ApprovalRequest = { readonly method: string; readonly params?: unknown };

/**
 * Decides a request that needs consent. `true` approves; `false` rejects it with 4001 "User rejected the
 * request."; throwing a {@link ProviderRpcError} rejects it with that error (e.g. another code).
 */
export type ApproveRequest = (request: ApprovalRequest) => boolean | Promise<boolean>;

/** Options of {@link createLocalAccountProvider}. */
export type LocalAccountProviderOptions = {
  /** Private keys of the wallet's accounts (e.g. the anvil dev keys). At least one. */
  privateKeys: readonly Hex[];
  /** Chains the wallet knows at start. At least one; ids must be unique. */
  chains: readonly WalletChain[];
  /** Initial chain id; default the first chain. */
  chainId?: number;
  /** Index in `privateKeys` of the selected account; default 0. */
  accountIndex?: number;
  /** Decides requests that need consent; default: approve everything. */
  approve?: ApproveRequest;
  /** `invoker` of the EIP-2255 permissions; default `location.origin` in a page, else `http://localhost`. */
  origin?: string;
  /**
   * Whether an approved `wallet_addEthereumChain` for a chain other than the current one also switches to it
   * (as MetaMask and most extension wallets do, with one prompt for both). Default `true`; with `false` the
   * chain is only added and the dapp must call `wallet_switchEthereumChain`.
   */
  switchOnAdd?: boolean;
  /** Timeout of each JSON-RPC call to a chain, in milliseconds; default 30 000. */
  rpcTimeoutMs?: number;
  /** `fetch` used for JSON-RPC; default `globalThis.fetch`. */
  fetch?: typeof fetch;
};

/** What the wallet currently exposes to the dapp. */
export type LocalAccountProviderState = {
  /** Whether the dapp is connected (has the `eth_accounts` permission). */
  connected: boolean;
  /** The accounts exposed to the dapp: `[selected]` when connected, else `[]`. */
  accounts: Address[];
  /** The current chain id. */
  chainId: number;
};

/**
 * An EIP-1193 provider backed by local private keys, plus the controls a test (or the demo) uses to act as
 * the wallet's user.
 */
export interface LocalAccountProvider extends Eip1193Provider {
  /** Selects the account at `index`; emits `accountsChanged` when connected and the account changes. */
  setAccount(index: number): void;
  /**
   * Switches chain as the wallet's user would (wallet-initiated); emits `chainChanged` when it changes.
   * @throws {ProviderRpcError} 4902 when the wallet does not know `chainId`.
   */
  switchChain(chainId: number): void;
  /** Ends the dapp's connection as the wallet's user would: emits `accountsChanged []` and `disconnect` (4900). */
  disconnect(): void;
  /** The current connection, accounts and chain. */
  getState(): LocalAccountProviderState;
  /** Addresses of every account of the wallet, in `privateKeys` order (not only the exposed one). */
  readonly addresses: readonly Address[];
  /** Chains the wallet knows, including added ones. */
  getChains(): WalletChain[];
}
