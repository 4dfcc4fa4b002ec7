import { evmTokenId } from '../chains/caip.js';
import type { AllowanceSpender } from '../chains/chain-services.js';
import { callQuoter } from './quoter-call.js';
import type { SwapQuoter } from './swap-quoter.js';

/**
 * The allowance spender of a swap quoter: for an ERC-20 on a chain, the contract the quoter's built swap pulls
 * it with (the pool of the built-in quoter), so that `GET /v1/convert/allowance` reads the allowance a swap needs.
 * The quoter's refusals pass through (`AmbiguousSpenderError` when the spender depends on the pair); any other
 * failure of the quoter is a 502 naming it.
 */
export function swapSpender(quoter: SwapQuoter): AllowanceSpender {
  return (chainId, token) => callQuoter(quoter, () => quoter.spender(evmTokenId(chainId, token)));
}
