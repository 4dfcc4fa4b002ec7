import type { PublicKey } from '@solana/web3.js';
import type { IdentifierString, Wallet, WalletIcon } from '@wallet-standard/base';
import type {
  InjectedWalletMode,
  InjectedWalletRequest,
  WaitForRequestOptions,
} from '../playwright/types.js';

/**
 * How the Solana test wallet answers prompts (a non-silent `standard:connect` of a site not yet authorised, and
 * the three signing features): `approve` accepts, `reject` refuses with 4001 'User rejected the request.',
 * `pending` waits until the test calls `approve()` or `reject()`. Silent connects and disconnects never wait.
 */
export type SolanaTestWalletMode = InjectedWalletMode;

/**
 * One Wallet Standard call the site made, as logged for assertions: `method` is the feature
 * (`standard:connect`, `standard:disconnect`, `solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`), `params` its inputs (accounts as base58 addresses, bytes as `Uint8Array`).
 * `approval` is present for the calls that prompted.
 */
export type SolanaTestWalletRequest = InjectedWalletRequest;

/** A 64-byte Solana secret key (as in `Keypair.secretKey` or a keypair JSON file) or a 32-byte ed25519 seed. */
export type SolanaSecretKey = Uint8Array | readonly number[];

/** Signing and sending options shared by both test wallets. */
export type SolanaTestWalletCommonOptions = {
  /** Wallet Standard name; default "WalletDock Solana Test Wallet". */
  name?: string;
  /** Icon (data URI); default the Solana test wallet icon. */
  icon?: WalletIcon;
  /** Default 'approve'. */
  mode?: SolanaTestWalletMode;
  /** Index of the selected key; default 0. */
  accountIndex?: number;
  /** Supported chains; default ['solana:localnet', 'solana:devnet']. */
  chains?: readonly IdentifierString[];
};

/** The handle a test has on a Solana test wallet: it acts as the wallet's user and records what the site asked. */
export interface SolanaTestWalletController {
  /** Name and icon the wallet shows. */
  readonly info: { readonly name: string; readonly icon: WalletIcon };
  /** How prompts are decided; settable. */
  mode: SolanaTestWalletMode;
  /** Same as setting {@link SolanaTestWalletController.mode}. Calls already waiting keep waiting. */
  setMode(mode: SolanaTestWalletMode): void;
  /** Every call so far, oldest first; entries update as calls are answered. */
  readonly requests: readonly SolanaTestWalletRequest[];
  /** Calls waiting for {@link SolanaTestWalletController.approve} / {@link SolanaTestWalletController.reject}. */
  pendingRequests(): SolanaTestWalletRequest[];
  /**
   * Resolves with the oldest call of `feature` (any feature when omitted) that waits for a decision, else with the
   * next such call that arrives (start waiting before the site acts). Rejects after `timeout` (10 s).
   */
  waitForRequest(feature?: string, options?: WaitForRequestOptions): Promise<SolanaTestWalletRequest>;
  /** Approves the waiting call `id` (default the oldest); resolves with the call once it is answered. */
  approve(id?: number): Promise<SolanaTestWalletRequest>;
  /** Rejects the waiting call `id` (default the oldest) with `code` (default 4001); resolves once answered. */
  reject(id?: number, code?: number): Promise<SolanaTestWalletRequest>;
  /** Public key of the selected account. */
  readonly publicKey: PublicKey;
  /** Base58 address of the selected account. */
  readonly address: string;
  /** Base58 addresses of every key the wallet holds, in order. */
  readonly addresses: readonly string[];
  /** Selects key `index`; connected sites get `change` with the new account. */
  switchAccount(index: number): Promise<void>;
  /** Disconnects every site as the wallet's user: they get `change` with no accounts; silent connects stop working. */
  disconnect(): Promise<void>;
  /** Changes the supported chains; sites get `change` with `chains` (and their re-chained accounts). */
  setChains(chains: readonly IdentifierString[]): Promise<void>;
}

/** Options of `registerSolanaTestWallet`. */
export type RegisterSolanaTestWalletOptions = SolanaTestWalletCommonOptions &
  (
    | { secretKey: SolanaSecretKey; secretKeys?: never }
    | { secretKeys: readonly SolanaSecretKey[]; secretKey?: never }
  ) & {
    /** RPC URL of `solana:localnet`, where `solana:signAndSendTransaction` sends. */
    rpcUrl?: string;
    /** RPC URLs of other chains (e.g. `solana:devnet`); `rpcUrl` wins for `solana:localnet`. */
    rpcUrls?: Partial<Record<IdentifierString, string>>;
    /** The window to register into; default `globalThis` (e.g. happy-dom's window in vitest). */
    window?: Window;
  };

/** The in-process test wallet's controller: the shared surface plus the wallet object and `unregister`. */
export interface InProcessSolanaTestWalletController extends SolanaTestWalletController {
  /** The Wallet Standard wallet object that was registered. */
  readonly wallet: Wallet;
  /** Unregisters the wallet from the app (and stops answering `wallet-standard:app-ready`). */
  unregister(): void;
}
