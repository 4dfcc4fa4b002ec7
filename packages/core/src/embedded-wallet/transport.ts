import type { AccountType, CaipNetworkId } from '../caip/types.js';

/**
 * The embedded wallet's contract between the app side and the secure frame (spec §1 "frame address", §3
 * "embedded-wallet user", §4 login and e-mail-change actions, §7 frame events). Core knows only these types; the
 * implementation is `@walletdock/frame`'s client entry, loaded with `import()` when the visitor picks e-mail (or
 * a stored embedded session is restored). Nothing here carries a key, a share or a seed: they never leave the
 * frame.
 */

/** spec §4: what an e-mail login asks for next. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
/** spec §4: what an e-mail change asks for next. */
export type EmailChangeAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** spec §3 account types of an embedded account. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/** The embedded wallet's user (spec §3). */
export type EmbeddedWalletUser = {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: readonly { address: string; type: EmbeddedAccountType }[];
  userName?: string;
  preferredAccountType?: AccountType;
  smartAccountDeployed?: boolean;
};

/** Why the frame asks to be shown over the modal body. */
export type FrameVisibilityReason = 'approval' | 'recovery' | 'export';

/** Where the frame is placed while shown: viewport pixels (e.g. the modal body's bounding box). */
export type FramePlacement = { top: number; left: number; width: number; height: number };

/** What the transport tells the app side without being asked. */
export type EmbeddedWalletTransportEvents = {
  /** The frame needs the visitor (an approval, the recovery passphrase, the key export) or is done with them. */
  visibility: { visible: boolean; reason?: FrameVisibilityReason };
  /** The frame's session ended on its own (signed out in another tab, revoked, expired). */
  sessionEnded: { reason: 'signed-out' | 'revoked' | 'expired' };
};

/** How the transport is made (the values of the frame's address, spec §1). */
export type EmbeddedWalletTransportConfig = {
  projectId: string;
  /** The CAIP-2 id of the network the frame starts on (spec §9 default eip155:1). */
  chainId: CaipNetworkId;
  /** The frame protocol version (spec §9 default 4). */
  version?: number;
  /** Whether the frame logs to its console (never anything secret). */
  logger?: boolean;
  /** The app's metadata and SDK identity, sent with `syncDappData` once the frame is ready. */
  dapp: {
    name: string;
    description: string;
    url: string;
    icons: readonly string[];
    sdkVersion: string;
    sdkType: string;
  };
  /** Telemetry sink for `iframe_load_failed` / `iframe_request_timeout` (names and durations only). */
  report?(
    event: 'iframe_load_failed' | 'iframe_request_timeout',
    props: { event?: string; ms: number },
  ): void;
};

/**
 * One frame per client, shared by every adapter's embedded-wallet driver. Every method is one typed request of
 * spec §7 answered by an id-matched success or error reply; failures are `WalletDockError`s with the spec's
 * messages ('Embedded Wallet Request Timed Out', 'Request was aborted', 'Something went wrong', …).
 */
export interface EmbeddedWalletTransport {
  /** Starts an e-mail login (spec §5: a valid address, the 30 s cooldown). */
  connectEmail(params: { email: string }): Promise<{ action: EmailLoginAction }>;
  /** Waits until the visitor approves this device from the e-mail they received (VERIFY_DEVICE). */
  connectDevice(): Promise<void>;
  /** Sends the code from the e-mail (VERIFY_OTP); on success the frame holds a session and the wallet. */
  connectOtp(params: { otp: string }): Promise<void>;
  /** The signed-in user for a namespace's network. */
  getUser(params: {
    chainId: CaipNetworkId;
    preferredAccountType?: EmbeddedAccountType;
  }): Promise<EmbeddedWalletUser>;
  isConnected(): Promise<{ isConnected: boolean }>;
  getChainId(): Promise<{ chainId: CaipNetworkId }>;
  switchNetwork(params: { chainId: CaipNetworkId }): Promise<{ chainId: CaipNetworkId }>;
  /**
   * A wallet request (spec §6): safe methods are answered without UI; approval methods show the frame's own
   * approval (the `visibility` event); unknown methods are refused with 'Requested RPC call is not allowed'.
   */
  rpcRequest(params: { chainId: CaipNetworkId; method: string; params?: unknown }): Promise<unknown>;
  signOut(): Promise<void>;
  updateEmail(params: { email: string }): Promise<{ action: EmailChangeAction }>;
  updateEmailPrimaryOtp(params: { otp: string }): Promise<{ action: EmailChangeAction }>;
  updateEmailSecondaryOtp(params: { otp: string }): Promise<{ email: string }>;
  /** Shows the frame's export view (after a fresh code, inside the frame). */
  exportWallet(params: { chainId: CaipNetworkId }): Promise<void>;
  syncTheme(params: {
    themeMode: 'light' | 'dark';
    themeVariables: Readonly<Record<string, string | number>>;
  }): Promise<void>;
  /** Reloads the frame (spec §4 reload flow); resolves once it is ready again. */
  reload(): Promise<void>;
  /** spec §4 abort: rejects every open unsafe request with 'Request was aborted'; safe ones are left. */
  abort(): void;
  /** Places the frame over the app's UI while it is visible (null hides it off-screen). */
  place(placement: FramePlacement | null): void;
  on<E extends keyof EmbeddedWalletTransportEvents>(
    event: E,
    listener: (payload: EmbeddedWalletTransportEvents[E]) => void,
  ): () => void;
  /** Removes the frame and rejects what is open. */
  destroy(): void;
}

/** What `@walletdock/frame`'s client entry exports (the module `EmbeddedWalletOption.load` resolves to). */
export type EmbeddedWalletModule = {
  createTransport(options: EmbeddedWalletTransportConfig & { frameUrl: string }): EmbeddedWalletTransport;
};

/**
 * The app's `embeddedWallet` option (from `@walletdock/frame`'s `embeddedWallet({ frameUrl })`): the frame's
 * address and the loader of its client code. Loading it is the only way core reaches the frame package.
 */
export type EmbeddedWalletOption = {
  /** The frame page's URL (an origin of its own, never the app's). */
  readonly frameUrl: string;
  load(): Promise<EmbeddedWalletModule>;
};
