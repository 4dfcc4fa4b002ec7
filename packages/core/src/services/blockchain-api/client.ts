import { postEvent } from '../analytics/client.js';
import { type ServiceClientOptions, serviceHttpClient } from '../service-client.js';
import { endpoint } from '../url.js';
import {
  balancesSchema,
  buildSwapApproveSchema,
  buildSwapTransactionSchema,
  fungiblePriceSchema,
  historySchema,
  identitySchema,
  nameRecordSchema,
  nameRecordsSchema,
  nameSuggestionsSchema,
  nftsSchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  registerNameSchema,
  revokeSessionSchema,
  sessionsSchema,
  supportedChainsSchema,
  swapAllowanceSchema,
  swapGasPriceSchema,
  swapQuoteSchema,
  swapTokensSchema,
} from './schemas.js';
import type { BlockchainApiClient } from './types.js';

/**
 * The typed client of the Blockchain API (spec §7; docs/services.md): one method per endpoint, every answer
 * validated against its contract type. Creating it requests nothing.
 */
export function createBlockchainApiClient(options: ServiceClientOptions): BlockchainApiClient {
  const http = serviceHttpClient(options);
  const { projectId } = options;

  return {
    baseUrl: options.baseUrl,

    getSupportedChains: (call = {}) =>
      http.get('/v1/supported-chains', { schema: supportedChainsSchema, signal: call.signal }),

    getIdentity: ({ address, sender }, call = {}) =>
      http.get(endpoint`/v1/identity/${address}`, {
        query: { sender },
        schema: identitySchema,
        signal: call.signal,
      }),

    getHistory: ({ account, cursor, onramp, chainId, cache }, call = {}) =>
      http.get(endpoint`/v1/account/${account}/history`, {
        query: { cursor, onramp, chainId },
        schema: historySchema,
        signal: call.signal,
        cache,
      }),

    getNfts: ({ address, chainId, cursor }, call = {}) =>
      http.get(endpoint`/v1/account/${address}/nfts`, {
        query: { chainId, cursor },
        schema: nftsSchema,
        signal: call.signal,
      }),

    getBalances: ({ address, chainId, currency, forceUpdate }, call = {}) =>
      http.get(endpoint`/v1/account/${address}/balance`, {
        query: { currency, chainId, forceUpdate },
        schema: balancesSchema,
        signal: call.signal,
      }),

    getFungiblePrice: ({ addresses, currency }, call = {}) =>
      http.post('/v1/fungible/price', {
        body: { currency, addresses, projectId },
        schema: fungiblePriceSchema,
        signal: call.signal,
      }),

    getSwapQuote: ({ amount, userAddress, from, to, gasPrice }, call = {}) =>
      http.get('/v1/convert/quotes', {
        query: { amount, userAddress, from, to, gasPrice },
        schema: swapQuoteSchema,
        signal: call.signal,
      }),

    getSwapTokens: ({ chainId }, call = {}) =>
      http.get('/v1/convert/tokens', { query: { chainId }, schema: swapTokensSchema, signal: call.signal }),

    getSwapAllowance: ({ tokenAddress, userAddress }, call = {}) =>
      http.get('/v1/convert/allowance', {
        query: { tokenAddress, userAddress },
        schema: swapAllowanceSchema,
        signal: call.signal,
      }),

    getSwapGasPrice: ({ chainId }, call = {}) =>
      http.get('/v1/convert/gas-price', {
        query: { chainId },
        schema: swapGasPriceSchema,
        signal: call.signal,
      }),

    buildSwapTransaction: (params, call = {}) =>
      http.post('/v1/convert/build-transaction', {
        body: { ...params, projectId },
        schema: buildSwapTransactionSchema,
        signal: call.signal,
      }),

    buildSwapApprove: ({ userAddress, from, to, amount }, call = {}) =>
      http.get('/v1/convert/build-approve', {
        query: { userAddress, from, to, amount },
        schema: buildSwapApproveSchema,
        signal: call.signal,
      }),

    lookupName: ({ name }, call = {}) =>
      http.get(endpoint`/v1/profile/account/${name}`, {
        query: { apiVersion: 2 },
        schema: nameRecordSchema,
        signal: call.signal,
      }),

    reverseLookup: ({ address, sender }, call = {}) =>
      http.get(endpoint`/v1/profile/reverse/${address}`, {
        query: { sender, apiVersion: 2 },
        schema: nameRecordsSchema,
        signal: call.signal,
      }),

    getNameSuggestions: ({ name, zone }, call = {}) =>
      http.get(endpoint`/v1/profile/suggestions/${name}`, {
        query: { zone },
        schema: nameSuggestionsSchema,
        signal: call.signal,
      }),

    registerName: ({ coin_type, address, message, signature }, call = {}) =>
      http.post('/v1/profile/account', {
        body: { coin_type, address, message, signature },
        schema: registerNameSchema,
        signal: call.signal,
      }),

    generateOnrampUrl: (params, call = {}) =>
      http.post('/v1/generators/onrampurl', { body: params, schema: onrampUrlSchema, signal: call.signal }),

    getOnrampOptions: (call = {}) =>
      http.get('/v1/onramp/options', { schema: onrampOptionsSchema, signal: call.signal }),

    getOnrampQuote: ({ purchaseCurrency, paymentCurrency, amount, network }, call = {}) =>
      http.post('/v1/onramp/quote', {
        body: { purchaseCurrency, paymentCurrency, amount, network },
        schema: onrampQuoteSchema,
        signal: call.signal,
      }),

    getSessions: ({ address }, call = {}) =>
      http.get(endpoint`/v1/sessions/${address}`, { schema: sessionsSchema, signal: call.signal }),

    revokeSession: ({ address, pci, signature }, call = {}) =>
      http.post(endpoint`/v1/sessions/${address}/revoke`, {
        body: { pci, signature },
        schema: revokeSessionSchema,
        signal: call.signal,
      }),

    sendEvent: (event, call) => postEvent(http, event, call),
  };
}
