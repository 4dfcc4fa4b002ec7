import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxUint256 } from 'viem';
import { caip10Of, type EvmTokenId, evmChainIdParam, evmTokenIdParam } from '../chains/caip.js';
import { BadRequestError, NotConfiguredError } from '../errors.js';
import { requestBaseUrl } from '../http/request-base-url.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { callQuoter } from '../swap/quoter-call.js';
import { parseAccount, parseAmount, parseSlippageBps } from '../swap/swap-params.js';
import type { SwapQuoter, SwapRequest } from '../swap/swap-quoter.js';

const TEXT = { type: 'string', minLength: 1, maxLength: 200 } as const;
const SWAP_QUERY = { amount: TEXT, userAddress: TEXT, from: TEXT, to: TEXT, gasPrice: TEXT } as const;

const BUILD_TRANSACTION_BODY = {
  type: 'object',
  required: ['amount', 'eip155', 'from', 'to', 'userAddress'],
  additionalProperties: false,
  properties: {
    amount: TEXT,
    eip155: {
      type: 'object',
      required: ['slippage'],
      additionalProperties: false,
      properties: { slippage: { type: 'string', minLength: 1, maxLength: 20 } },
    },
    from: TEXT,
    to: TEXT,
    userAddress: TEXT,
    disableEstimate: { type: 'boolean' },
    projectId: { type: 'string', maxLength: 100 },
  },
} as const;

type SwapInput = { from: string; to: string; userAddress: string };

const STRING = { type: 'string' } as const;
const FEES = {
  type: 'object',
  required: ['gas', 'gasPrice'],
  additionalProperties: false,
  properties: { gas: STRING, gasPrice: STRING },
} as const;

/** `{ tokens }`: the quoter's tokens, passed through (with the fields it adds beyond the contract's `SwapToken`). */
const TOKENS_RESPONSE = {
  type: 'object',
  required: ['tokens'],
  additionalProperties: false,
  properties: {
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: true,
        properties: {
          name: STRING,
          symbol: STRING,
          address: STRING,
          decimals: { type: 'number' },
          logoUri: STRING,
          eip2612: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/** `{ quotes }`: the contract's `SwapQuote`s. */
const QUOTES_RESPONSE = {
  type: 'object',
  required: ['quotes'],
  additionalProperties: false,
  properties: {
    quotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'fromAmount', 'fromAccount', 'toAmount', 'toAccount'],
        additionalProperties: false,
        properties: {
          id: { type: ['string', 'null'] },
          fromAmount: STRING,
          fromAccount: STRING,
          toAmount: STRING,
          toAccount: STRING,
        },
      },
    },
  },
} as const;

/** `{ tx }`: the contract's `SwapTransaction` (`eip155` absent with `disableEstimate`). */
const TRANSACTION_RESPONSE = {
  type: 'object',
  required: ['tx'],
  additionalProperties: false,
  properties: {
    tx: {
      type: 'object',
      required: ['from', 'to', 'data', 'amount'],
      additionalProperties: false,
      properties: { from: STRING, to: STRING, data: STRING, amount: STRING, eip155: FEES },
    },
  },
} as const;

/** `{ tx }`: the contract's `SwapApproveTransaction`. */
const APPROVE_RESPONSE = {
  type: 'object',
  required: ['tx'],
  additionalProperties: false,
  properties: {
    tx: {
      type: 'object',
      required: ['from', 'to', 'data', 'value', 'eip155'],
      additionalProperties: false,
      properties: { from: STRING, to: STRING, data: STRING, value: STRING, eip155: FEES },
    },
  },
} as const;

/**
 * The swap contract (`/v1/convert/tokens`, `quotes`, `build-transaction`, `build-approve`) over a
 * {@link SwapQuoter}: every input is checked here (CAIP-10 ids, both tokens on one chain the quoter serves,
 * amounts, slippage 0–50 %), then the quoter answers. Without a quoter the routes answer 501 `not_configured`.
 */
export function registerSwapRoutes(instance: FastifyInstance, quoter: SwapQuoter | undefined): void {
  const app = typed(instance);
  const configured = (): SwapQuoter => {
    if (quoter === undefined) throw new NotConfiguredError('A swap quoter');
    return quoter;
  };
  const supported = (using: SwapQuoter, chainId: string) => {
    if (!using.supportsChain(chainId)) {
      throw new BadRequestError(`Swaps are not available on ${chainId} on this server`, 'unsupported_chain');
    }
  };
  /** The checked pair (both tokens on one chain the quoter serves) and the seller of a request. */
  const swapOf = (using: SwapQuoter, input: SwapInput) => {
    const from: EvmTokenId = evmTokenIdParam(input.from, 'from');
    const to: EvmTokenId = evmTokenIdParam(input.to, 'to');
    if (from.chainId !== to.chainId) {
      throw new BadRequestError('"from" and "to" must be on the same chain', 'unsupported_pair');
    }
    supported(using, from.chainId);
    const user = parseAccount(input.userAddress, 'userAddress', from.chainId);
    return { chainId: from.chainId, from, to, user };
  };
  const positive = (value: string): bigint => {
    const amount = parseAmount(value, 'amount');
    if (amount === 0n) throw new BadRequestError('"amount" must be greater than 0');
    return amount;
  };

  app.get(
    '/v1/convert/tokens',
    {
      schema: {
        querystring: querySchema({ chainId: TEXT }, ['chainId']),
        response: responses({ 200: TOKENS_RESPONSE }, [501]),
      },
    },
    async (request) => {
      const using = configured();
      const chainId = evmChainIdParam(request.query.chainId, 'chainId');
      supported(using, chainId);
      const tokens = await callQuoter(using, () => using.tokens(chainId));
      return {
        tokens: tokens.map((token) => ({
          ...token,
          logoUri: token.logoUri ?? tokenImageUrl(request, token.symbol),
        })),
      };
    },
  );

  app.get(
    '/v1/convert/quotes',
    {
      schema: {
        querystring: querySchema(SWAP_QUERY, ['amount', 'userAddress', 'from', 'to', 'gasPrice']),
        response: responses({ 200: QUOTES_RESPONSE }, [501]),
      },
    },
    async (request) => {
      const using = configured();
      const { query } = request;
      const swap: SwapRequest = { ...swapOf(using, query), amount: positive(query.amount) };
      const gasPrice = parseAmount(query.gasPrice, 'gasPrice');
      const offers = await callQuoter(using, () => using.quote({ ...swap, gasPrice }));
      return {
        quotes: offers.map((offer) => ({
          id: offer.id,
          fromAmount: swap.amount.toString(),
          fromAccount: caip10Of(swap.from),
          toAmount: offer.toAmount.toString(),
          toAccount: caip10Of(swap.to),
        })),
      };
    },
  );

  app.post(
    '/v1/convert/build-transaction',
    {
      schema: {
        querystring: querySchema(),
        body: BUILD_TRANSACTION_BODY,
        response: responses({ 200: TRANSACTION_RESPONSE }, [501]),
      },
    },
    async (request) => {
      const using = configured();
      const { body } = request;
      const swap: SwapRequest = { ...swapOf(using, body), amount: positive(body.amount) };
      const slippageBps = parseSlippageBps(body.eip155.slippage, 'eip155.slippage');
      const estimateGas = body.disableEstimate !== true;
      const built = await callQuoter(using, () =>
        using.buildTransaction({ ...swap, slippageBps, estimateGas }),
      );
      return {
        tx: {
          from: `${swap.chainId}:${swap.user}`,
          to: `${swap.chainId}:${built.to}`,
          data: built.data,
          amount: built.value.toString(),
          ...(built.fees === undefined
            ? {}
            : { eip155: { gas: built.fees.gas.toString(), gasPrice: built.fees.gasPrice.toString() } }),
        },
      };
    },
  );

  app.get(
    '/v1/convert/build-approve',
    {
      schema: {
        querystring: querySchema(SWAP_QUERY, ['userAddress', 'from', 'to']),
        response: responses({ 200: APPROVE_RESPONSE }, [501]),
      },
    },
    async (request) => {
      const using = configured();
      const { query } = request;
      const swap = swapOf(using, query);
      const amount = query.amount === undefined ? maxUint256 : parseAmount(query.amount, 'amount');
      const built = await callQuoter(using, () => using.buildApprove({ ...swap, amount }));
      return {
        tx: {
          from: swap.user,
          to: built.to,
          data: built.data,
          value: '0',
          eip155: { gas: built.fees.gas.toString(), gasPrice: built.fees.gasPrice.toString() },
        },
      };
    },
  );
}

/** The server's own token image (`/public/getTokenImage/{symbol}`) for a token without a configured one. */
function tokenImageUrl(request: FastifyRequest, symbol: string): string {
  const projectId = request.project?.id ?? '';
  return `${requestBaseUrl(request)}/public/getTokenImage/${encodeURIComponent(symbol)}?projectId=${encodeURIComponent(projectId)}`;
}
