/** Arguments of an EIP-1193 `request` call. */
export type EIP1193RequestArguments = {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
};

/** A listener of an EIP-1193 provider event (`accountsChanged`, `chainChanged`, `connect`, `disconnect`, …). */
export type EIP1193EventListener = (...args: never[]) => void;

/**
 * The minimal shape of an EIP-1193 provider that WalletDock relies on. Announcements are only checked for
 * `request`; the event methods are typed as optional so that callers test for them before use.
 */
export interface EIP1193Provider {
  request(args: EIP1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: EIP1193EventListener): unknown;
  removeListener?(event: string, listener: EIP1193EventListener): unknown;
}

/** The `info` of an EIP-6963 announcement. */
export type EIP6963ProviderInfo = {
  /** UUIDv4 of this provider session: two announcements with the same uuid are the same provider. */
  readonly uuid: string;
  /** Human-readable name of the wallet, e.g. `Example Wallet`. */
  readonly name: string;
  /** The wallet's icon as an RFC 2397 `data:image/…` URI (never a remote URL). */
  readonly icon: string;
  /** Reverse-DNS identifier of the wallet, e.g. `com.example.wallet`. */
  readonly rdns: string;
};

/** The `detail` of an `eip6963:announceProvider` event. */
export type EIP6963ProviderDetail = {
  readonly info: EIP6963ProviderInfo;
  readonly provider: EIP1193Provider;
};

/**
 * A validated announcement as the discovery store keeps it: a frozen copy of the announced `info` (read once,
 * so later mutations of the announced object cannot change it) and the announced provider itself.
 */
export type AnnouncedProvider = Readonly<EIP6963ProviderDetail>;

/** Event a wallet dispatches on `window` to announce itself (EIP-6963). */
export const EIP6963_ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider';
/** Event a dapp dispatches on `window` to ask every wallet to announce itself again (EIP-6963). */
export const EIP6963_REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider';
