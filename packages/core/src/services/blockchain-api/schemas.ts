import { CAIP2_PATTERN } from '../../caip/patterns.js';
import type { CaipNetworkId } from '../../caip/types.js';
import type { TokenBalance } from '../../controllers/types.js';
import {
  array,
  boolean,
  literal,
  map,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  unknown,
} from '../validate.js';
import type {
  BalancesResponse,
  BuildSwapApproveResponse,
  BuildSwapTransactionResponse,
  Eip155TransactionFees,
  FungiblePriceResponse,
  HistoryItem,
  HistoryResponse,
  HistoryTransfer,
  Identity,
  NameRecord,
  NameSuggestionsResponse,
  Nft,
  NftsResponse,
  OnrampAmount,
  OnrampOptions,
  OnrampQuote,
  OnrampUrlResponse,
  RegisterNameResponse,
  RevokeSessionResponse,
  SessionGrant,
  SessionsResponse,
  SmartSession,
  SupportedChains,
  SwapAllowanceResponse,
  SwapGasPriceResponse,
  SwapQuoteResponse,
  SwapTokensResponse,
} from './types.js';

/**
 * The response validators of the Blockchain API, one per endpoint, each typed by its contract type so that the
 * compiler keeps them in step with `types.ts`.
 */

/** A CAIP-2 id (`namespace:reference`); checked loosely, the namespace is not restricted. */
const caipNetworkId = refine(
  string,
  (text): text is CaipNetworkId => CAIP2_PATTERN.test(text),
  'a CAIP-2 id',
);

export const supportedChainsSchema = object<SupportedChains>({ http: array(string), ws: array(string) });

export const identitySchema = object<Identity>({ name: nullable(string), avatar: nullable(string) });

const transferSchema = object<HistoryTransfer>({
  fungible_info: optional(
    object<NonNullable<HistoryTransfer['fungible_info']>>({
      name: string,
      symbol: string,
      icon: optional(object<{ url: string }>({ url: string })),
    }),
  ),
  nft_info: optional(
    object<NonNullable<HistoryTransfer['nft_info']>>({
      name: string,
      content: optional(
        object<{ preview?: { url: string } }>({
          preview: optional(object<{ url: string }>({ url: string })),
        }),
      ),
      flags: object<{ is_spam: boolean }>({ is_spam: boolean }),
    }),
  ),
  direction: literal('in', 'out', 'self'),
  quantity: object<{ numeric: string }>({ numeric: string }),
  value: optional(number),
  price: optional(number),
});

export const historyItemSchema = object<HistoryItem>({
  id: string,
  metadata: object<HistoryItem['metadata']>({
    operationType: string,
    hash: string,
    minedAt: string,
    sentFrom: string,
    sentTo: string,
    status: literal('confirmed', 'failed', 'pending'),
    nonce: number,
    chain: caipNetworkId,
  }),
  transfers: array(transferSchema),
});

export const historySchema = object<HistoryResponse>({
  data: array(historyItemSchema),
  next: nullable(string),
});

export const nftSchema = object<Nft>({
  chainId: caipNetworkId,
  contractAddress: string,
  tokenId: string,
  name: string,
  collection: string,
  imageUrl: optional(string),
  metadataUrl: optional(string),
});

export const nftsSchema = object<NftsResponse>({ data: array(nftSchema), next: nullable(string) });

export const tokenBalanceSchema = object<TokenBalance>({
  address: optional(string),
  name: string,
  symbol: string,
  chainId: string,
  price: number,
  value: optional(number),
  iconUrl: optional(string),
  quantity: object<TokenBalance['quantity']>({ decimals: string, numeric: string }),
});

/** The balances, without the entries whose `quantity.decimals` is `'0'` (spec §5). */
export const balancesSchema = map(
  object<BalancesResponse>({ balances: array(tokenBalanceSchema) }),
  (response): BalancesResponse => ({
    balances: response.balances.filter((balance) => balance.quantity.decimals !== '0'),
  }),
);

export const fungiblePriceSchema = object<FungiblePriceResponse>({
  fungibles: array(
    object<FungiblePriceResponse['fungibles'][number]>({
      name: string,
      symbol: string,
      iconUrl: string,
      price: number,
    }),
  ),
});

export const swapQuoteSchema = object<SwapQuoteResponse>({
  quotes: array(
    object<SwapQuoteResponse['quotes'][number]>({
      id: nullable(string),
      fromAmount: string,
      fromAccount: string,
      toAmount: string,
      toAccount: string,
    }),
  ),
});

export const swapTokensSchema = object<SwapTokensResponse>({
  tokens: array(
    object<SwapTokensResponse['tokens'][number]>({
      name: string,
      symbol: string,
      address: string,
      decimals: number,
      logoUri: string,
      eip2612: optional(boolean),
    }),
  ),
});

export const swapAllowanceSchema = object<SwapAllowanceResponse>({ allowance: string });

export const swapGasPriceSchema = object<SwapGasPriceResponse>({
  standard: string,
  fast: string,
  instant: string,
});

const feesSchema = object<Eip155TransactionFees>({ gas: string, gasPrice: string });

export const buildSwapTransactionSchema = object<BuildSwapTransactionResponse>({
  tx: object<BuildSwapTransactionResponse['tx']>({
    from: string,
    to: string,
    data: string,
    amount: string,
    eip155: optional(feesSchema),
  }),
});

export const buildSwapApproveSchema = object<BuildSwapApproveResponse>({
  tx: object<BuildSwapApproveResponse['tx']>({
    from: string,
    to: string,
    data: string,
    value: string,
    eip155: feesSchema,
  }),
});

export const nameRecordSchema = object<NameRecord>({
  name: string,
  registered: number,
  updated: number,
  addresses: record(object<{ address: string }>({ address: string })),
  attributes: array(record(string)),
});

export const nameRecordsSchema = array(nameRecordSchema);

export const nameSuggestionsSchema = object<NameSuggestionsResponse>({
  suggestions: array(
    object<NameSuggestionsResponse['suggestions'][number]>({ name: string, registered: boolean }),
  ),
});

export const registerNameSchema = object<RegisterNameResponse>({ success: boolean });

export const onrampUrlSchema = object<OnrampUrlResponse>({ url: string });

export const onrampOptionsSchema = object<OnrampOptions>({
  purchaseCurrencies: array(
    object<OnrampOptions['purchaseCurrencies'][number]>({
      id: string,
      name: string,
      symbol: string,
      networks: array(
        object<OnrampOptions['purchaseCurrencies'][number]['networks'][number]>({
          name: string,
          display_name: string,
          chain_id: string,
          contract_address: string,
        }),
      ),
    }),
  ),
  paymentCurrencies: array(
    object<OnrampOptions['paymentCurrencies'][number]>({
      id: string,
      payment_method_limits: array(
        object<OnrampOptions['paymentCurrencies'][number]['payment_method_limits'][number]>({
          id: string,
          min: string,
          max: string,
        }),
      ),
    }),
  ),
});

const amountSchema = object<OnrampAmount>({ amount: string, currency: string });

export const onrampQuoteSchema = object<OnrampQuote>({
  coinbaseFee: amountSchema,
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: string,
});

const grantSchema = object<SessionGrant>({ type: string, data: record(unknown) });

export const sessionsSchema = object<SessionsResponse>({
  pcis: array(
    object<SmartSession>({
      pci: string,
      project: object<SmartSession['project']>({
        id: string,
        name: string,
        url: optional(string),
        iconUrl: optional(string),
      }),
      createdAt: number,
      expiry: number,
      permissions: array(grantSchema),
      policies: array(grantSchema),
      context: string,
      revokedAt: nullable(number),
    }),
  ),
});

export const revokeSessionSchema = object<RevokeSessionResponse>({ success: boolean });
