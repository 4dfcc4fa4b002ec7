import type {
  BuildSwapApproveResponse,
  BuildSwapTransactionResponse,
  SwapAllowanceResponse,
  SwapGasPriceResponse,
  SwapQuoteResponse,
  SwapTokensResponse,
} from '@walletdock/core';
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
} from 'viem';
import { testSwapPoolAbi } from '../../stack/artifacts.js';
import {
  type CaipAccountRef,
  chainFor,
  parseAccount,
  parseCaip10,
  type ServiceChain,
  type ServicesContext,
} from '../context.js';
import type { Route } from '../http/router.js';
import { badRequest } from '../http/service-error.js';
import { imageUrl } from '../service-urls.js';
import { stackTokens } from './tokens.js';

/** Gas limit used for a swap whose estimate reverts (e.g. built before its approval is mined). */
export const SWAP_GAS_FALLBACK = 250_000n;

/** Largest accepted slippage, in percent. */
const MAX_SLIPPAGE_PERCENT = 50;

/**
 * The swap contract over the stack's `TestSwapPool` (constant product, DOCK/tUSD, 0.3 % fee): tokens (the native
 * currency is listed with the placeholder address, but the pool only swaps DOCK ↔ tUSD: a pair with the native
 * currency is 400 `unsupported_pair`), quotes from the pool's reserves, the real ERC-20 allowance towards the
 * pool, `approve` calldata, swap calldata whose minimum output applies the slippage, and gas prices read from
 * the chain.
 */
export function swapRoutes(context: ServicesContext): Route[] {
  /** Both sides on the same chain, both pool tokens, distinct. */
  const pair = (fromId: string, toId: string) => {
    const from = parseCaip10(context, fromId, 'from');
    const to = parseCaip10(context, toId, 'to');
    if (from.chain !== to.chain)
      throw badRequest('"from" and "to" must be on the same chain', 'unsupported_pair');
    const pool = poolTokens(from.chain);
    const known = (ref: CaipAccountRef) => !ref.native && pool.includes(ref.address.toLowerCase());
    if (!known(from) || !known(to) || from.address === to.address) {
      throw badRequest('The local swap pool only swaps DOCK and tUSD for each other', 'unsupported_pair');
    }
    return { from, to, chain: from.chain };
  };

  /** What the pool pays for `amount` of `tokenIn`, read from the contract (its reserves and fee). */
  const quote = async (
    { chain, client }: ServiceChain,
    tokenIn: Address,
    amount: bigint,
  ): Promise<bigint> => {
    if (amount === 0n) throw badRequest('"amount" must be greater than 0');
    try {
      return await client.readContract({
        address: chain.contracts.swapPool,
        abi: testSwapPoolAbi,
        functionName: 'getAmountOut',
        args: [tokenIn, amount],
      });
    } catch (error) {
      throw badRequest(`The pool cannot quote this amount: ${shortMessage(error)}`, 'insufficient_liquidity');
    }
  };

  const gasPrice = (chain: ServiceChain) => chain.client.getGasPrice();

  return [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      handle({ query, projectId }) {
        const { chain } = chainFor(context, query.string('chainId'));
        const body: SwapTokensResponse = {
          tokens: stackTokens(chain).map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: token.caip10,
            decimals: token.decimals,
            logoUri: imageUrl(context.baseUrl(), 'token', token.symbol, projectId),
            eip2612: false,
          })),
        };
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      async handle({ query }) {
        const amount = query.amount('amount');
        parseAccount(context, query.string('userAddress'), 'userAddress');
        query.amount('gasPrice');
        const { from, to, chain } = pair(query.string('from'), query.string('to'));
        const toAmount = await quote(chain, from.address, amount);
        const body: SwapQuoteResponse = {
          quotes: [
            {
              id: null,
              fromAmount: amount.toString(),
              fromAccount: from.caip10,
              toAmount: toAmount.toString(),
              toAccount: to.caip10,
            },
          ],
        };
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      async handle({ query }) {
        const token = parseCaip10(context, query.string('tokenAddress'), 'tokenAddress');
        const user = parseAccount(context, query.string('userAddress'), 'userAddress');
        if (token.native) {
          const body: SwapAllowanceResponse = { allowance: maxUint256.toString() };
          return { body };
        }
        const allowance = await token.chain.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user, token.chain.chain.contracts.swapPool],
        });
        const body: SwapAllowanceResponse = { allowance: allowance.toString() };
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/gas-price',
      async handle({ query }) {
        const chain = chainFor(context, query.string('chainId'));
        const price = await gasPrice(chain);
        const body: SwapGasPriceResponse = {
          standard: price.toString(),
          fast: ((price * 125n) / 100n).toString(),
          instant: ((price * 150n) / 100n).toString(),
        };
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      async handle({ query }) {
        const user = parseAccount(context, query.string('userAddress'), 'userAddress');
        const { from, chain } = pair(query.string('from'), query.string('to'));
        const amount = query.optionalString('amount') === undefined ? maxUint256 : query.amount('amount');
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.chain.contracts.swapPool, amount],
        });
        const [gas, price] = await Promise.all([
          chain.client.estimateGas({ account: user, to: from.address, data }),
          gasPrice(chain),
        ]);
        const body: BuildSwapApproveResponse = {
          tx: {
            from: user,
            to: from.address,
            data,
            value: '0',
            eip155: { gas: gas.toString(), gasPrice: price.toString() },
          },
        };
        return { body };
      },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      async handle({ body }) {
        const params = await body();
        const amount = params.amount('amount');
        const eip155 = params.raw('eip155');
        if (typeof eip155 !== 'object' || eip155 === null) throw badRequest('"eip155" must be { slippage }');
        const slippageText = String((eip155 as { slippage?: unknown }).slippage ?? '');
        const slippage = Number(slippageText);
        if (!/^\d+(\.\d+)?$/.test(slippageText) || slippage > MAX_SLIPPAGE_PERCENT) {
          throw badRequest(`"eip155.slippage" must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT}`);
        }
        const userId = params.string('userAddress');
        const user = parseAccount(context, userId, 'userAddress');
        const { from, chain } = pair(params.string('from'), params.string('to'));
        const disableEstimate = params.boolean('disableEstimate') ?? false;
        const out = await quote(chain, from.address, amount);
        const slippageBps = BigInt(Math.round(slippage * 100));
        const minOut = (out * (10_000n - slippageBps)) / 10_000n;
        const data: Hex = encodeFunctionData({
          abi: testSwapPoolAbi,
          functionName: 'swap',
          args: [from.address, amount, minOut, user],
        });
        const pool = chain.chain.contracts.swapPool;
        let fees: { gas: string; gasPrice: string } | undefined;
        if (!disableEstimate) {
          const [gas, price] = await Promise.all([
            chain.client.estimateGas({ account: user, to: pool, data }).catch(() => SWAP_GAS_FALLBACK),
            gasPrice(chain),
          ]);
          fees = { gas: gas.toString(), gasPrice: price.toString() };
        }
        const response: BuildSwapTransactionResponse = {
          tx: {
            from: `${chain.chain.caipNetworkId}:${user}`,
            to: `${chain.chain.caipNetworkId}:${pool}`,
            data,
            amount: '0',
            ...(fees === undefined ? {} : { eip155: fees }),
          },
        };
        return { body: response };
      },
    },
  ];
}

function poolTokens({ chain }: ServiceChain): string[] {
  return [chain.contracts.dockToken.toLowerCase(), chain.contracts.testUsd.toLowerCase()];
}

/** The contract's custom error name (e.g. `InsufficientLiquidity`) when viem decoded one, else viem's message. */
function shortMessage(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      return reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage;
    }
    return error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}
