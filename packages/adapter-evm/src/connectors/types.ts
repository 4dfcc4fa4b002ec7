import type { EIP1193RequestArguments } from '../eip6963/types.js';

/** A wallet the app brings itself (connector type EXTERNAL). */
export type EvmCustomConnector = {
  /** Unique among this adapter's connectors, stable across page loads. */
  id: string;
  name: string;
  imageUrl?: string;
  /** An EIP-1193 provider: `request`, and `on`/`removeListener` when it emits events. */
  provider: { request(args: EIP1193RequestArguments): Promise<unknown> };
};

/** Metadata for announced wallets, matched by rdns: overrides or completes what the wallet announces. */
export type EvmWalletMetadata = {
  rdns: string;
  name?: string;
  imageUrl?: string;
  /** The wallet directory's id of this wallet (so the listing does not show it twice). */
  explorerId?: string;
};

/** What the adapter needs from a window: events (EIP-6963) and, optionally, the legacy `ethereum`. */
export type EvmWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  readonly Event?: typeof Event;
  readonly ethereum?: unknown;
};
