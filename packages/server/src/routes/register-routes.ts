import type { FastifyInstance } from 'fastify';
import type { ChainServices } from '../chains/chain-services.js';
import type { ServerMetrics } from '../http/metrics.js';
import type { OnrampProvider } from '../onramp/onramp-provider.js';
import type { SwapQuoter } from '../swap/swap-quoter.js';
import { registerAllowanceRoute } from './allowance.js';
import { registerAnalyticsRoutes } from './analytics.js';
import { registerBalanceRoute } from './balance.js';
import type { RouteContext } from './context.js';
import { registerDirectoryRoutes } from './directory.js';
import { registerEmbeddedAuthRoutes } from './embedded-auth.js';
import { registerFungiblePriceRoute } from './fungible-price.js';
import { registerGasPriceRoute } from './gas-price.js';
import { registerHealthRoutes } from './health.js';
import { registerHistoryRoutes } from './history.js';
import { registerMetricsRoute } from './metrics.js';
import { registerNameRoutes } from './names.js';
import { registerNftsRoute } from './nfts.js';
import { registerOnrampRoutes } from './onramp.js';
import { registerSessionRoutes } from './sessions.js';
import { registerSupportedChainsRoute } from './supported-chains.js';
import { registerSwapRoutes } from './swap.js';

/** What the routes are served from. */
export type RouteServices = {
  context: RouteContext;
  chains: ChainServices;
  swapQuoter: SwapQuoter | undefined;
  onrampProvider: OnrampProvider | undefined;
  /** Whether the server is shutting down (`/readyz` answers 503). */
  isClosing: () => boolean;
  /** What `GET /metrics` renders (without: no `/metrics` route). */
  metrics?: ServerMetrics;
};

/** Registers every route of the server: the probes, both contracts, the admin routes. */
export function registerRoutes(app: FastifyInstance, services: RouteServices): void {
  const { context, chains } = services;
  registerHealthRoutes(app, { db: context.db, isClosing: services.isClosing });
  registerDirectoryRoutes(app, context);
  registerNameRoutes(app, context);
  registerSessionRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerSwapRoutes(app, services.swapQuoter);
  registerOnrampRoutes(app, services.onrampProvider, context.config);
  registerHistoryRoutes(app, context, chains.prices);
  registerSupportedChainsRoute(app, chains);
  registerBalanceRoute(app, chains);
  registerFungiblePriceRoute(app, chains);
  registerGasPriceRoute(app, chains);
  registerAllowanceRoute(app, chains);
  registerNftsRoute(app, chains);
  if (context.config.embeddedAuth !== undefined)
    registerEmbeddedAuthRoutes(app, context, context.config.embeddedAuth);
  if (services.metrics !== undefined) registerMetricsRoute(app, services.metrics, context.config.adminToken);
}
