import type { ServicesContext } from '../context.js';
import type { Route } from '../http/router.js';
import { balanceRoutes } from './balances.js';
import { historyRoutes } from './history.js';
import { nameRoutes } from './names.js';
import { nftRoutes } from './nfts.js';
import { onrampRoutes } from './onramp.js';
import { sessionRoutes } from './sessions.js';
import { swapRoutes } from './swaps.js';

/** Every Blockchain API route except the analytics sink. */
export function blockchainRoutes(
  context: ServicesContext,
  options: { pageSize: number; balanceCacheMs: number },
): Route[] {
  return [
    ...balanceRoutes(context, options),
    ...historyRoutes(context, options),
    ...nftRoutes(context, options),
    ...nameRoutes(context),
    ...swapRoutes(context),
    ...onrampRoutes(context),
    ...sessionRoutes(context),
  ];
}
