/**
 * The history contract's response types (docs/services.md, `GET /v1/account/{account}/history`): the same
 * shapes as `HistoryResponse` of `@walletdock/core`, whose client validates them. Spelled out here because the
 * server does not depend on the SDK.
 */

export type TransferDirection = 'in' | 'out' | 'self';

/** One token or NFT movement of a history item. */
export type HistoryTransfer = {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } };
  nft_info?: { name: string; content?: { preview?: { url: string } }; flags: { is_spam: boolean } };
  direction: TransferDirection;
  /** Whole units as a decimal string (`"1.5"`; `"1"` for one NFT). */
  quantity: { numeric: string };
  value?: number;
  price?: number;
  /**
   * Internal, never answered: the token moved by a `fungible_info` transfer (`native`, or its contract), so
   * that the route can price it and give it an icon (`history/decorate-history.ts` removes it).
   */
  asset?: string;
};

/** A transaction of the account. */
export type HistoryItem = {
  /** `<CAIP-2 chain>:<hash>`. */
  id: string;
  metadata: {
    operationType: string;
    hash: string;
    /** ISO 8601. */
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed' | 'pending';
    nonce: number;
    chain: string;
  };
  transfers: HistoryTransfer[];
};

/** A page, newest first; `next` is the cursor of the following page, `null` on the last. */
export type HistoryResponse = { data: HistoryItem[]; next: string | null };
