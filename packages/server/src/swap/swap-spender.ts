import { getAddress } from 'viem';
import type { AllowanceSpender } from '../chains/chain-services.js';
import type { SwapQuoter } from './swap-quoter.js';

/**
 * The allowance spender of a swap quoter: for an ERC-20 on a chain, the contract the quoter's built swap pulls
 * it with (the pool of the built-in quoter), so that `GET /v1/convert/allowance` reads the allowance a swap needs.
 */
export function swapSpender(quoter: SwapQuoter): AllowanceSpender {
  return (chainId, token) => {
    const address = getAddress(token);
    return quoter.spender({ chainId, address, native: false, caip10: `${chainId}:${address}` });
  };
}
