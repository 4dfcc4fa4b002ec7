/**
 * The Blockchain API contract (spec §7): the request parameters and response bodies of every endpoint, as
 * WalletDock's client sends and expects them. The local server in `@walletdock/testing` implements the same
 * types; docs/services.md is the prose version.
 *
 * Conventions of the wire format:
 * - Every request carries the query parameters `st` (SDK type, `walletdock`), `sv` (SDK version,
 *   `walletdock-core-<version>`) and `projectId`; they are not repeated in the parameter types below.
 * - `chainId` parameters are CAIP-2 ids (`eip155:31337`). Token addresses (`from`, `to`, `addresses`,
 *   `tokenAddress`) are CAIP-10 ids of the token contract (`eip155:31337:0x…`); the native currency uses the
 *   placeholder address `0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`.
 * - Amounts are decimal strings in the token's smallest unit unless a field says otherwise; prices and fiat
 *   values are JSON numbers in USD.
 * - Query arrays are comma-joined; `undefined` parameters are left out.
 */
import type { CaipNetworkId } from '../../caip/types.js';
import type { TokenBalance } from '../../controllers/types.js';

export type { TokenBalance };

/** The placeholder address of a chain's native currency in CAIP-10 token ids (swap, price, balance). */
export const NATIVE_TOKEN_PLACEHOLDER_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

// ─── Supported chains ──────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/supported-chains` → the CAIP-2 ids the API serves over HTTP and over WebSocket. */
export type SupportedChains = {
  /** CAIP-2 ids with an HTTP RPC endpoint. */
  http: string[];
  /** CAIP-2 ids with a WebSocket RPC endpoint. */
  ws: string[];
};

// ─── Identity ──────────────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/identity/{address}`. */
export type IdentityParams = {
  /** The EVM address to identify (path segment). */
  address: string;
  /** The connected address asking (query `sender`), when known. */
  sender?: string;
};

/** The primary name and avatar of an address; `null` when it has none. */
export type Identity = {
  /** Primary name (e.g. `alice.wd.eth`), or `null`. */
  name: string | null;
  /** Avatar URL, or `null`. */
  avatar: string | null;
};

// ─── Transaction history ───────────────────────────────────────────────────────────────────────────────

/** `GET /v1/account/{account}/history`. */
export type HistoryParams = {
  /** The account address (path segment). */
  account: string;
  /** The `next` cursor of the previous page (query `cursor`); absent for the first page. */
  cursor?: string;
  /** On-ramp provider whose pending purchases to include (query `onramp`, e.g. `coinbase`). */
  onramp?: string;
  /** Only this chain (query `chainId`, CAIP-2). */
  chainId?: CaipNetworkId;
  /**
   * The fetch cache mode of the request (not sent to the server): `'no-cache'` revalidates, e.g. after the
   * visitor sent a transaction.
   */
  cache?: HistoryCacheMode;
};

/** The fetch cache modes (the DOM's `RequestCache`, spelled out so that no DOM types are needed). */
export type HistoryCacheMode =
  | 'default'
  | 'force-cache'
  | 'no-cache'
  | 'no-store'
  | 'only-if-cached'
  | 'reload';

/** Status of a transaction in the history. */
export type HistoryStatus = 'confirmed' | 'failed' | 'pending';

/** Direction of a transfer relative to the account. */
export type TransferDirection = 'in' | 'out' | 'self';

/** One token or NFT movement of a history item. */
export type HistoryTransfer = {
  /** Present for fungible tokens (and the native currency). */
  fungible_info?: {
    name: string;
    symbol: string;
    icon?: { url: string };
  };
  /** Present for NFTs. */
  nft_info?: {
    name: string;
    content?: { preview?: { url: string } };
    /** `is_spam` items are hidden when all of an item's transfers are spam (spec §5). */
    flags: { is_spam: boolean };
  };
  direction: TransferDirection;
  /** Amount in whole units as a decimal string (e.g. `"1.5"`; `"1"` for one NFT). */
  quantity: { numeric: string };
  /** Fiat value of the transfer in USD, when priced. */
  value?: number;
  /** Unit price in USD, when priced. */
  price?: number;
};

/** A transaction history item (spec §3 "Transaction history item"). */
export type HistoryItem = {
  /** Unique per item (e.g. `<chain>:<hash>:<log index>`). */
  id: string;
  metadata: {
    /** What the transaction did: `send`, `receive`, `trade`, `approve`, `mint`, `execute`, … */
    operationType: string;
    /** Transaction hash (`0x` + 64 hex). */
    hash: string;
    /** When it was mined, ISO 8601 (`2025-01-31T12:00:00.000Z`); the submission time while pending. */
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: HistoryStatus;
    nonce: number;
    /** CAIP-2 id of the chain. */
    chain: CaipNetworkId;
  };
  transfers: HistoryTransfer[];
};

/** A page of history, newest first. */
export type HistoryResponse = {
  data: HistoryItem[];
  /** Cursor of the next page; `null` on the last page. */
  next: string | null;
};

// ─── NFTs (WalletDock extension: not in the spec's table) ──────────────────────────────────────────────

/** `GET /v1/account/{address}/nfts` — a WalletDock extension. */
export type NftsParams = {
  /** The owner (path segment). */
  address: string;
  /** Chain to list (query `chainId`, CAIP-2). */
  chainId: CaipNetworkId;
  /** The `next` cursor of the previous page. */
  cursor?: string;
};

/** An NFT held by the account. */
export type Nft = {
  /** CAIP-2 id of its chain. */
  chainId: CaipNetworkId;
  contractAddress: string;
  /** Token id as a decimal string. */
  tokenId: string;
  /** Name of the token (from its metadata, else `<collection> #<id>`). */
  name: string;
  /** Name of the collection (the contract's `name()`). */
  collection: string;
  /** Image URL (may be a `data:` URL). */
  imageUrl?: string;
  /** The token's metadata URL (`tokenURI`). */
  metadataUrl?: string;
};

/** A page of NFTs. */
export type NftsResponse = {
  data: Nft[];
  /** Cursor of the next page; `null` on the last page. */
  next: string | null;
};

// ─── Balances and prices ───────────────────────────────────────────────────────────────────────────────

/** `GET /v1/account/{address}/balance`. */
export type BalancesParams = {
  /** The account (path segment). */
  address: string;
  /** The chain (query `chainId`, CAIP-2). */
  chainId: CaipNetworkId;
  /** Fiat currency of `price` and `value` (query `currency`); only `usd`. */
  currency: 'usd';
  /** CAIP-10 id of a token whose balance must be read fresh, bypassing the server's cache (query `forceUpdate`). */
  forceUpdate?: string;
};

/**
 * The account's balances on the chain: the native currency (no `address`) and every token held. Entries with
 * `quantity.decimals === '0'` are dropped by the client (spec §5).
 */
export type BalancesResponse = { balances: TokenBalance[] };

/** `POST /v1/fungible/price` (body `{ currency, addresses, projectId }`). */
export type FungiblePriceParams = {
  /** CAIP-10 token ids to price. */
  addresses: string[];
  currency: 'usd';
};

/** The price of one token. */
export type FungiblePrice = {
  name: string;
  symbol: string;
  iconUrl: string;
  /** Unit price in USD. */
  price: number;
};

export type FungiblePriceResponse = { fungibles: FungiblePrice[] };

// ─── Swaps ─────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/convert/quotes`. */
export type SwapQuoteParams = {
  /** Amount of `from` to sell, in its smallest unit. */
  amount: string;
  userAddress: string;
  /** CAIP-10 id of the token sold. */
  from: string;
  /** CAIP-10 id of the token bought. */
  to: string;
  /** Gas price in wei (decimal string). */
  gasPrice: string;
};

/** One swap quote. */
export type SwapQuote = {
  /** Quote id, when the provider has one. */
  id: string | null;
  /** Amount sold, smallest unit. */
  fromAmount: string;
  /** CAIP-10 id of the token sold. */
  fromAccount: string;
  /** Amount bought, smallest unit. */
  toAmount: string;
  /** CAIP-10 id of the token bought. */
  toAccount: string;
};

export type SwapQuoteResponse = { quotes: SwapQuote[] };

/** `GET /v1/convert/tokens`. */
export type SwapTokensParams = { chainId: CaipNetworkId };

/** A token that can be swapped on the chain. */
export type SwapToken = {
  name: string;
  symbol: string;
  /** CAIP-10 id of the token (the native placeholder for the native currency). */
  address: string;
  decimals: number;
  logoUri: string;
  /** Supports EIP-2612 `permit`. */
  eip2612?: boolean;
};

export type SwapTokensResponse = { tokens: SwapToken[] };

/** `GET /v1/convert/allowance`. */
export type SwapAllowanceParams = {
  /** CAIP-10 id of the token. */
  tokenAddress: string;
  userAddress: string;
};

/** What the swap router may spend of the user's token (smallest unit, decimal string). */
export type SwapAllowanceResponse = { allowance: string };

/** `GET /v1/convert/gas-price`. */
export type SwapGasPriceParams = { chainId: CaipNetworkId };

/** Gas prices in wei (decimal strings), slowest to fastest. */
export type SwapGasPriceResponse = { standard: string; fast: string; instant: string };

/** Gas and fee of an EVM transaction (decimal strings). */
export type Eip155TransactionFees = { gas: string; gasPrice: string };

/** `POST /v1/convert/build-transaction` (body: these fields plus `projectId`). */
export type BuildSwapTransactionParams = {
  /** Amount of `from` to sell, smallest unit. */
  amount: string;
  /** Maximum slippage in percent (decimal string, spec default `"1"`). */
  eip155: { slippage: string };
  /** CAIP-10 id of the token sold. */
  from: string;
  /** CAIP-10 id of the token bought. */
  to: string;
  /** CAIP-10 id of the user's account. */
  userAddress: string;
  /** Skip the gas estimate (`eip155` of the answer is then absent). */
  disableEstimate?: boolean;
};

/** The swap transaction to send from the user's account. */
export type SwapTransaction = {
  /** CAIP-10 id of the sender. */
  from: string;
  /** CAIP-10 id of the contract to call. */
  to: string;
  /** Calldata (`0x…`). */
  data: string;
  /** Native value to send, wei (decimal string). */
  amount: string;
  /** Gas estimate and price, unless `disableEstimate`. */
  eip155?: Eip155TransactionFees;
};

export type BuildSwapTransactionResponse = { tx: SwapTransaction };

/** `GET /v1/convert/build-approve`. */
export type BuildSwapApproveParams = {
  /** CAIP-10 id of the user's account. */
  userAddress: string;
  /** CAIP-10 id of the token to approve. */
  from: string;
  /** CAIP-10 id of the token bought. */
  to: string;
  /** Amount to approve, smallest unit; default: unlimited. */
  amount?: string;
};

/** The ERC-20 `approve` transaction. */
export type SwapApproveTransaction = {
  /** The sender (plain address). */
  from: string;
  /** The token contract (plain address). */
  to: string;
  /** Calldata of `approve(spender, amount)`. */
  data: string;
  /** Native value, always `"0"`. */
  value: string;
  eip155: Eip155TransactionFees;
};

export type BuildSwapApproveResponse = { tx: SwapApproveTransaction };

// ─── Names ─────────────────────────────────────────────────────────────────────────────────────────────

/** A registered name (`GET /v1/profile/account/{name}`, `GET /v1/profile/reverse/{address}`). */
export type NameRecord = {
  /** The full name, e.g. `alice.wd.eth`. */
  name: string;
  /** Registration time, Unix seconds. */
  registered: number;
  /** Last update, Unix seconds. */
  updated: number;
  /** Address per coin type (SLIP-44 / ENSIP-11 coin type as a decimal string, e.g. `"60"`). */
  addresses: Record<string, { address: string }>;
  /** Text records (e.g. `{ avatar: 'https://…' }`), one object per record. */
  attributes: Record<string, string>[];
};

/** `GET /v1/profile/account/{name}?apiVersion=2`. */
export type LookupNameParams = { name: string };

/** `GET /v1/profile/reverse/{address}?apiVersion=2`; the response is the address's names (`NameRecord[]`). */
export type ReverseLookupParams = {
  address: string;
  /** The connected address asking (query `sender`). */
  sender?: string;
};

/** `GET /v1/profile/suggestions/{name}`. */
export type NameSuggestionsParams = {
  /** The wanted label (path segment). */
  name: string;
  /** The name zone to suggest in (query `zone`, e.g. `wd.eth`). */
  zone?: string;
};

/** One suggested name. */
export type NameSuggestion = { name: string; registered: boolean };

export type NameSuggestionsResponse = { suggestions: NameSuggestion[] };

/**
 * What the visitor signs (`personal_sign`) to register a name: `message` of {@link RegisterNameParams} is
 * `JSON.stringify` of this object.
 */
export type NameRegistrationMessage = {
  /** The full name to register, e.g. `alice.wd.eth`. */
  name: string;
  /** Text records to set. */
  attributes?: Record<string, string>;
  /** When the message was made, Unix seconds; the server refuses messages older than 10 minutes. */
  timestamp: number;
};

/** `POST /v1/profile/account` (JSON body). */
export type RegisterNameParams = {
  /** The coin type of `address` (ENSIP-11: 60 for Ethereum mainnet, `0x80000000 | chainId` for other EVM chains). */
  coin_type: number;
  /** The address that signed and will own the name. */
  address: string;
  /** `JSON.stringify` of a {@link NameRegistrationMessage}. */
  message: string;
  /** The `personal_sign` signature of `message` by `address`. */
  signature: string;
};

/** The outcome of a registration. */
export type RegisterNameResponse = { success: boolean };

// ─── On-ramp ───────────────────────────────────────────────────────────────────────────────────────────

/** A wallet the purchase is delivered to. */
export type OnrampDestinationWallet = {
  address: string;
  /** Network names the provider knows (e.g. `ethereum`, `base`). */
  blockchains: string[];
  /** Asset symbols to offer (e.g. `ETH`, `USDC`); all when absent. */
  assets?: string[];
};

/** `POST /v1/generators/onrampurl` (JSON body). */
export type OnrampUrlParams = {
  destinationWallets: OnrampDestinationWallet[];
  /** Network preselected in the provider's page. */
  defaultNetwork: string;
  /** An opaque id of the visitor for the provider (e.g. the address, truncated). */
  partnerUserId: string;
  defaultExperience: 'buy';
  /** Crypto amount to preset. */
  presetCryptoAmount?: number;
  /** Fiat amount to preset. */
  presetFiatAmount?: number;
};

/** The provider's page to open in a new window. */
export type OnrampUrlResponse = { url: string };

/** A network a purchasable currency exists on. */
export type OnrampNetwork = {
  /** Provider's id of the network (e.g. `ethereum`). */
  name: string;
  display_name: string;
  /** EVM chain id as a decimal string. */
  chain_id: string;
  /** Token contract on that network; `""` for the native currency. */
  contract_address: string;
};

/** A currency that can be bought (spec §3 "On-ramp options"). */
export type OnrampPurchaseCurrency = {
  id: string;
  name: string;
  symbol: string;
  networks: OnrampNetwork[];
};

/** The limits of one payment method for a fiat currency (decimal strings, e.g. `"10.00"`). */
export type OnrampPaymentMethodLimit = { id: string; min: string; max: string };

/** A fiat currency that can be paid with. */
export type OnrampPaymentCurrency = {
  /** ISO 4217 code, e.g. `USD`. */
  id: string;
  payment_method_limits: OnrampPaymentMethodLimit[];
};

/** `GET /v1/onramp/options`. */
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
};

/** `POST /v1/onramp/quote` (JSON body). */
export type OnrampQuoteParams = {
  /** Id of the currency bought (an {@link OnrampPurchaseCurrency} id). */
  purchaseCurrency: string;
  /** Id of the fiat currency paid (e.g. `USD`). */
  paymentCurrency: string;
  /** Fiat amount as a decimal string. */
  amount: string;
  /** Network name (an {@link OnrampNetwork} `name`). */
  network: string;
};

/** An amount with its currency (decimal string). */
export type OnrampAmount = { amount: string; currency: string };

/** An on-ramp quote (spec §3 "Quote"). */
export type OnrampQuote = {
  coinbaseFee: OnrampAmount;
  networkFee: OnrampAmount;
  paymentSubtotal: OnrampAmount;
  paymentTotal: OnrampAmount;
  purchaseAmount: OnrampAmount;
  quoteId: string;
};

// ─── Smart sessions ────────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/sessions/{address}`. */
export type SessionsParams = { address: string };

/** A permission or policy of a session: a type and its type-specific data. */
export type SessionGrant = { type: string; data: Record<string, unknown> };

/** A smart session granted by the account (ERC-7715). */
export type SmartSession = {
  /** Permission context id. */
  pci: string;
  /** The app that holds the session. */
  project: { id: string; name: string; url?: string; iconUrl?: string };
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds. */
  expiry: number;
  permissions: SessionGrant[];
  policies: SessionGrant[];
  /** The permissions context (`0x…`) the wallet returned. */
  context: string;
  /** Unix seconds when revoked, `null` while active. */
  revokedAt: number | null;
};

export type SessionsResponse = { pcis: SmartSession[] };

/** `POST /v1/sessions/{address}/revoke` (JSON body `{ pci, signature }`). */
export type RevokeSessionParams = {
  address: string;
  /** The session to revoke. */
  pci: string;
  /** Signature of `pci` by `address` (`personal_sign`). */
  signature: string;
};

export type RevokeSessionResponse = { success: boolean };

// ─── Analytics ─────────────────────────────────────────────────────────────────────────────────────────

/** What happened: `type` `track` for product events, `error` for error reports. */
export type AnalyticsEventProps = {
  type: 'track' | 'error';
  /** Event name, e.g. `MODAL_OPEN`, `CONNECT_SUCCESS`. */
  event: string;
  /** The connected address, when there is one. */
  address?: string;
  properties?: Record<string, unknown>;
};

/** `POST /e` (JSON body). The response body is ignored. */
export type AnalyticsEvent = {
  /** Unique per event (UUID v4). */
  eventId: string;
  /** The page URL. */
  url: string;
  /** The page's host name. */
  domain: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  props: AnalyticsEventProps;
};

// ─── The client ────────────────────────────────────────────────────────────────────────────────────────

/** Per-call options of every client method. */
export type ServiceCallOptions = {
  /** Aborting rejects the call at once with `RequestAbortedError` (never retried). */
  signal?: AbortSignal;
};

/** The typed Blockchain API client (`createBlockchainApiClient`). Each method is one endpoint of spec §7. */
export type BlockchainApiClient = {
  /** The base URL the client calls. */
  readonly baseUrl: string;
  /** `GET /v1/supported-chains`. */
  getSupportedChains(options?: ServiceCallOptions): Promise<SupportedChains>;
  /** `GET /v1/identity/{address}`. */
  getIdentity(params: IdentityParams, options?: ServiceCallOptions): Promise<Identity>;
  /** `GET /v1/account/{account}/history`. */
  getHistory(params: HistoryParams, options?: ServiceCallOptions): Promise<HistoryResponse>;
  /** `GET /v1/account/{address}/nfts` (WalletDock extension). */
  getNfts(params: NftsParams, options?: ServiceCallOptions): Promise<NftsResponse>;
  /** `GET /v1/account/{address}/balance`; drops entries whose `quantity.decimals` is `'0'` (spec §5). */
  getBalances(params: BalancesParams, options?: ServiceCallOptions): Promise<BalancesResponse>;
  /** `POST /v1/fungible/price`. */
  getFungiblePrice(params: FungiblePriceParams, options?: ServiceCallOptions): Promise<FungiblePriceResponse>;
  /** `GET /v1/convert/quotes`. */
  getSwapQuote(params: SwapQuoteParams, options?: ServiceCallOptions): Promise<SwapQuoteResponse>;
  /** `GET /v1/convert/tokens`. */
  getSwapTokens(params: SwapTokensParams, options?: ServiceCallOptions): Promise<SwapTokensResponse>;
  /** `GET /v1/convert/allowance`. */
  getSwapAllowance(params: SwapAllowanceParams, options?: ServiceCallOptions): Promise<SwapAllowanceResponse>;
  /** `GET /v1/convert/gas-price`. */
  getSwapGasPrice(params: SwapGasPriceParams, options?: ServiceCallOptions): Promise<SwapGasPriceResponse>;
  /** `POST /v1/convert/build-transaction`. */
  buildSwapTransaction(
    params: BuildSwapTransactionParams,
    options?: ServiceCallOptions,
  ): Promise<BuildSwapTransactionResponse>;
  /** `GET /v1/convert/build-approve`. */
  buildSwapApprove(
    params: BuildSwapApproveParams,
    options?: ServiceCallOptions,
  ): Promise<BuildSwapApproveResponse>;
  /** `GET /v1/profile/account/{name}?apiVersion=2`. */
  lookupName(params: LookupNameParams, options?: ServiceCallOptions): Promise<NameRecord>;
  /** `GET /v1/profile/reverse/{address}?apiVersion=2` → the address's names. */
  reverseLookup(params: ReverseLookupParams, options?: ServiceCallOptions): Promise<NameRecord[]>;
  /** `GET /v1/profile/suggestions/{name}`. */
  getNameSuggestions(
    params: NameSuggestionsParams,
    options?: ServiceCallOptions,
  ): Promise<NameSuggestionsResponse>;
  /** `POST /v1/profile/account`. */
  registerName(params: RegisterNameParams, options?: ServiceCallOptions): Promise<RegisterNameResponse>;
  /** `POST /v1/generators/onrampurl`. */
  generateOnrampUrl(params: OnrampUrlParams, options?: ServiceCallOptions): Promise<OnrampUrlResponse>;
  /** `GET /v1/onramp/options`. */
  getOnrampOptions(options?: ServiceCallOptions): Promise<OnrampOptions>;
  /** `POST /v1/onramp/quote`. */
  getOnrampQuote(params: OnrampQuoteParams, options?: ServiceCallOptions): Promise<OnrampQuote>;
  /** `GET /v1/sessions/{address}`. */
  getSessions(params: SessionsParams, options?: ServiceCallOptions): Promise<SessionsResponse>;
  /** `POST /v1/sessions/{address}/revoke`. */
  revokeSession(params: RevokeSessionParams, options?: ServiceCallOptions): Promise<RevokeSessionResponse>;
  /** `POST /e`; the response body is ignored. */
  sendEvent(event: AnalyticsEvent, options?: AnalyticsCallOptions): Promise<void>;
};

/** Per-call options of `sendEvent`. */
export type AnalyticsCallOptions = ServiceCallOptions & {
  /** Sends with fetch's `keepalive`, so that the request outlives the page (a flush on page hide). */
  keepalive?: boolean;
};

/** The analytics client: `POST /e` on the analytics URL (default: the Blockchain API URL). */
export type AnalyticsClient = {
  readonly baseUrl: string;
  sendEvent(event: AnalyticsEvent, options?: AnalyticsCallOptions): Promise<void>;
};
