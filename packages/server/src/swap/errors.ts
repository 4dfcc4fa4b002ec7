import type { Address } from 'viem';
import { ServiceError } from '../errors.js';

/**
 * 409 `ambiguous_spender`: several of the quoter's contracts swap the token (e.g. two pools DOCK/tUSD and
 * DOCK/WETH), so the spender a swap's approval must name depends on the pair, which `GET
 * /v1/convert/allowance` (token and user only) does not give. Answered rather than the allowance towards one
 * contract picked at random, which would tell the wallet a swap is approved when it is not.
 */
export class AmbiguousSpenderError extends ServiceError {
  override name = 'AmbiguousSpenderError';
  /** The contracts that could spend the token. */
  readonly spenders: readonly Address[];
  constructor(token: string, spenders: readonly Address[]) {
    super(
      409,
      'ambiguous_spender',
      `${token} is swapped by ${spenders.length} contracts (${spenders.join(', ')}): the allowance a swap ` +
        'needs depends on its pair, so it cannot be named from the token alone',
    );
    this.spenders = spenders;
  }
}
