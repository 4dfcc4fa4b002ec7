import type { Address, Hex } from 'viem';
import type { EvmTokenId } from '../chains/caip.js';

/** A token a quoter swaps on a chain (the contract's `SwapToken`; the server fills in a missing `logoUri`). */
export type SwapTokenInfo = {
  name: string;
  symbol: string;
  /** CAIP-10 id (the native placeholder address for the native currency). */
  address: string;
  decimals: number;
  /** Image URL; absent → the server's `/public/getTokenImage/{symbol}`. */
  logoUri?: string;
  /** Supports EIP-2612 `permit`; absent when unknown. */
  eip2612?: boolean;
};

/** A sale of `amount` of `from` for `to` by `user`, both tokens on `chainId` (parsed and checked by the routes). */
export type SwapRequest = {
  chainId: string;
  from: EvmTokenId;
  to: EvmTokenId;
  /** Amount of `from` sold, smallest unit, greater than 0 (for `buildApprove`: the allowance, 0 or more). */
  amount: bigint;
  /** The seller, who receives `to`. */
  user: Address;
};

/** What a quoter offers for a {@link SwapRequest}. */
export type SwapOffer = {
  /** The quoter's id of the quote, if it has one. */
  id: string | null;
  /** Amount of `to` bought, smallest unit. */
  toAmount: bigint;
};

/** The transaction a user sends to swap (the route turns it into the contract's `tx`). */
export type BuiltSwap = {
  /** The contract to call. */
  to: Address;
  data: Hex;
  /** Native value to send, wei. */
  value: bigint;
  /** Gas limit and price; absent when the estimate was not asked for. */
  fees?: { gas: bigint; gasPrice: bigint };
};

/** The ERC-20 `approve` transaction that lets the quoter's contract spend the sold token. */
export type BuiltApprove = {
  /** The token contract. */
  to: Address;
  data: Hex;
  fees: { gas: bigint; gasPrice: bigint };
};

/**
 * Where `/v1/convert/*` gets its quotes and transactions: the built-in constant-product pool quoter
 * (`createPoolQuoter`), or your own — e.g. an aggregator's API — passed to `createServer(config, { swapQuoter })`.
 * The routes validate every input first (CAIP-10 ids, amounts, the slippage, both tokens on one chain the
 * quoter supports); the quoter answers for its market. Throw a `ServiceError` (e.g. `BadRequestError` with
 * `unsupported_pair` or `insufficient_liquidity`) for a request it refuses; any other error is answered 502
 * `upstream_unavailable`, never a made-up quote.
 */
export interface SwapQuoter {
  /** A short name for logs and errors (`pool`, `my-aggregator`). */
  readonly name: string;
  /** Whether it swaps on this CAIP-2 chain (else the routes answer 400 `unsupported_chain`). */
  supportsChain(chainId: string): boolean;
  /** The tokens it lists for the chain. */
  tokens(chainId: string): Promise<SwapTokenInfo[]>;
  /** Its quotes for the sale, best first (the contract's `gasPrice` hint is given in wei). */
  quote(request: SwapRequest & { gasPrice: bigint }): Promise<SwapOffer[]>;
  /** The swap transaction, whose minimum output applies `slippageBps` (basis points of the quoted output). */
  buildTransaction(request: SwapRequest & { slippageBps: bigint; estimateGas: boolean }): Promise<BuiltSwap>;
  /** The `approve` of `amount` (`2^256 - 1`: unlimited) of `from` towards its contract. */
  buildApprove(request: SwapRequest): Promise<BuiltApprove>;
  /**
   * The address that `approve` lets spend `token` (what `GET /v1/convert/allowance`, which names only the token,
   * reads the allowance towards); `undefined` when the quoter does not swap it. When the spender depends on the
   * pair (several pools or routers swap the token), throw `AmbiguousSpenderError` rather than pick one: an
   * allowance towards another contract than the swap's would tell the wallet the swap is approved.
   */
  spender(token: EvmTokenId): Promise<Address | undefined>;
}
