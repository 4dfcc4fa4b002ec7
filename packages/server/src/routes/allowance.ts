import type { FastifyInstance } from 'fastify';
import { type Address, erc20Abi, maxUint256 } from 'viem';
import { tokenIdParam } from '../chains/caip.js';
import type { ChainServices } from '../chains/chain-services.js';
import { NotATokenError } from '../chains/errors.js';
import { isRejectedCall, readFromChain } from '../chains/rpc-failure.js';
import { BadRequestError, NotConfiguredError } from '../errors.js';
import { responses } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { typed } from '../http/type-provider.js';
import { checkedAddress } from './address.js';

const QUERY = querySchema(
  { tokenAddress: { type: 'string', maxLength: 200 }, userAddress: { type: 'string', maxLength: 200 } },
  ['tokenAddress', 'userAddress'],
);
const RESPONSE = {
  type: 'object',
  required: ['allowance'],
  additionalProperties: false,
  properties: { allowance: { type: 'string' } },
} as const;

/** `userAddress`: a plain EVM address, or a CAIP-10 id on the token's chain. */
function userOf(value: string, chainId: string): Address {
  if (!value.includes(':')) return checkedAddress(value, 'userAddress');
  const colon = value.lastIndexOf(':');
  if (value.slice(0, colon) !== chainId) {
    throw new BadRequestError(`"userAddress" must be on the token's chain ${chainId}: ${value}`);
  }
  return checkedAddress(value.slice(colon + 1), 'userAddress');
}

/**
 * `GET /v1/convert/allowance?tokenAddress&userAddress`: `{ allowance }`, what the swap spender of the token's
 * chain may spend of the user's token, read from the chain (ERC-20 `allowance`); the native currency needs no
 * approval (2^256-1). Without a spender for the token (no swap router configured) it answers 501.
 */
export function registerAllowanceRoute(instance: FastifyInstance, chains: ChainServices): void {
  const schema = { querystring: QUERY, response: responses({ 200: RESPONSE }, [409, 501]) } as const;
  typed(instance).get('/v1/convert/allowance', { schema }, async (request) => {
    const { query } = request;
    const token = tokenIdParam(query.tokenAddress, 'tokenAddress');
    const chain = chains.registry.evmChain(token.chainId, 'swaps', 'tokenAddress');
    const user = userOf(query.userAddress, chain.id);
    if (token.native) return { allowance: maxUint256.toString() };
    const spender = await chains.allowanceSpender?.(chain.id, token.address as Address);
    if (spender === undefined)
      throw new NotConfiguredError(`A swap spender for ${token.address} on ${chain.id}`);
    const allowance = await readFromChain(chain, async () => {
      try {
        return await chains.registry.client(chain).readContract({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user, spender],
        });
      } catch (error) {
        if (isRejectedCall(error)) throw new NotATokenError(chain.id, token.address);
        throw error;
      }
    });
    return { allowance: allowance.toString() };
  });
}
