import type { AddressInfo } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type LoggerOptions, pino } from 'pino';
import { type AllowanceSpender, createChainServices } from './chains/chain-services.js';
import { type ServerConfig, type ServerConfigInput, validateConfig } from './config/config.js';
import { migrateToLatest, withStartupLock } from './db/migrate.js';
import { openStore, type Store } from './db/open-store.js';
import { applyDirectorySeed } from './directory/apply-seed.js';
import { startDirectoryCache } from './directory/cached-directory.js';
import { DEFAULT_SEED_FILE, readDirectorySeed } from './directory/seed-file.js';
import { configuredFrameHost, type FrameHost } from './embedded-auth/frame-host.js';
import { ServiceError } from './errors.js';
import { registerAccessLog } from './http/access-log.js';
import { answerClientError } from './http/client-errors.js';
import { registerErrorHandling, renderFrameworkError } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerRequestMetrics, ServerMetrics } from './http/metrics.js';
import { registerProjectGuard } from './http/project-guard.js';
import { ProjectRegistry, upsertProjects } from './http/project-registry.js';
import { registerBaseUrl } from './http/request-base-url.js';
import { requestIdOf } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import './http/route-options.js';
import { configuredOnrampProvider } from './onramp/checkout-provider.js';
import type { OnrampProvider } from './onramp/onramp-provider.js';
import type { PriceSource } from './prices/price-source.js';
import { registerRoutes } from './routes/register-routes.js';
import { configuredSwapQuoter } from './swap/pool-quoter.js';
import type { SwapQuoter } from './swap/swap-quoter.js';
import { swapSpender } from './swap/swap-spender.js';

/** A running (or ready to run) WalletDock server. */
export type WalletDockServer = {
  readonly config: ServerConfig;
  readonly app: FastifyInstance;
  readonly store: Store;
  /** The frame host (`embeddedAuth.frame`), when configured and its bundle found; `listen()` starts it too. */
  readonly frameHost: FrameHost | undefined;
  /** Starts listening on `config.host`:`config.port`; resolves with the base URL (`http://127.0.0.1:8787`). */
  listen(): Promise<string>;
  /**
   * Graceful shutdown: `/readyz` turns 503, new connections are refused, in-flight requests finish (those
   * still running after `shutdownTimeoutMs` are cut), then the store closes. Safe to call twice.
   */
  close(): Promise<void>;
};

/** Options of `createServer` beyond the configuration. */
export type CreateServerOptions = {
  /** Your swap quoter (e.g. an aggregator's), instead of the pool quoter of the `swap` setting. */
  swapQuoter?: SwapQuoter;
  /** Your on-ramp provider, instead of the checkout of the `onramp` setting. */
  onrampProvider?: OnrampProvider;
  /** The clock, milliseconds since the epoch (default `Date.now`). */
  now?: () => number;
  /** Where the JSON log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** The USD price source, replacing the `prices` setting (plug a market-data API here). */
  priceSource?: PriceSource;
  /**
   * The spender whose ERC-20 allowance `GET /v1/convert/allowance` reads (the swap router of the token's
   * chain); without one that route answers 501 `not_configured` for tokens.
   */
  allowanceSpender?: AllowanceSpender;
};

/** The probes: never rate-limited (by route, whatever their query string or trailing slash). */
const PROBES = new Set(['/healthz', '/readyz']);

function loggerOptions(config: ServerConfig): LoggerOptions {
  return {
    level: config.logLevel,
    // Never log credentials or signatures, wherever they appear.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.signature',
        '*.adminToken',
        '*.databaseUrl',
      ],
      censor: '[redacted]',
    },
  };
}

function createApp(config: ServerConfig, logStream: NodeJS.WritableStream | undefined): FastifyInstance {
  const app = Fastify({
    // Standard output written asynchronously (pino flushes it at exit): a slow disk or pipe never blocks a request.
    logger: { ...loggerOptions(config), stream: logStream ?? pino.destination({ dest: 1, sync: false }) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The client's X-Request-Id only when short and printable (`requestIdOf`), never taken as it is.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One access line per request (`registerAccessLog`) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Protocol errors (431, a Content-Length with a Transfer-Encoding) in the contract's error body.
    clientErrorHandler: answerClientError,
    // Query strings stay strings (routes parse them); a body of the wrong type is refused, never coerced.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    return503OnClosing: true,
    frameworkErrors: renderFrameworkError,
    forceCloseConnections: 'idle',
  });
  // Every body of the contract is JSON: another media type (text/plain too) is 415 `unsupported_media_type`.
  app.removeContentTypeParser('text/plain');
  return app;
}

/**
 * Creates the server: validates the configuration, opens the store (PGlite in `dataDir`, or PostgreSQL at
 * `databaseUrl`), applies the migrations, writes the configured projects and the directory seed, and
 * registers every route. Call `listen()` to serve.
 * @throws {ConfigError} for a bad setting; {SeedError} for a bad seed; {MigrationError}; {DataDirLockedError}.
 */
export async function createServer(
  input: ServerConfigInput | ServerConfig,
  options: CreateServerOptions = {},
): Promise<WalletDockServer> {
  const config = validateConfig(input);
  const seed = await readDirectorySeed(config.directorySeed ?? DEFAULT_SEED_FILE);
  let applied: string[] = [];
  let directoryVersion = '0';
  const metrics = new ServerMetrics();
  const store = await openStore({
    onQuery: metrics.onQuery,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    database: config.database,
  });
  try {
    // One instance at a time on a shared PostgreSQL (no duplicate-key races in its log).
    applied = await withStartupLock(store.db, async (db) => {
      const names = await migrateToLatest(db);
      await upsertProjects(db, config.projects);
      directoryVersion = await applyDirectorySeed(db, seed);
      return names;
    });
  } catch (error) {
    await store.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const app = createApp(config, options.logStream);
  const logger = app.log;
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    // While shutting down, a kept-alive connection would hold the exit until its idle timeout.
    if (closing !== undefined) reply.header('Connection', 'close');
    done(null, payload);
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerAccessLog(app);
  metrics.watchPool(() => store.pool());
  registerRequestMetrics(app, metrics);
  registerBaseUrl(app, config);
  // Per client address, as the first hook of every request, so that refused requests (unknown project,
  // foreign origin, bad input) count too.
  await app.register(rateLimit, {
    global: false,
    // The X-RateLimit-* headers only on a refusal (with Retry-After): three headers computed on every answer
    // cost throughput on the hot reads, and no client reads them (docs/server.md "Rate limits").
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: config.rateLimit.perIpPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
      allowList: (request) => PROBES.has(request.routeOptions.url ?? ''),
      errorResponseBuilder: (request, context) => {
        metrics.noteIpLimited(request);
        return new ServiceError(
          429,
          'rate_limited',
          `Too many requests from this address; retry in ${Math.ceil(context.ttl / 1000)} s`,
          {
            headers: { 'Retry-After': String(Math.ceil(context.ttl / 1000)) },
          },
        );
      },
    }),
  );
  // Before the project guard: its lookup reads `projectId`, which must be text the store can hold.
  registerInputGuard(app);
  registerProjectGuard(app, {
    projects: new ProjectRegistry(store.db),
    perProjectPerMinute: config.rateLimit.perProjectPerMinute,
  });
  const directoryCache = startDirectoryCache(store, directoryVersion, logger);
  const context = { db: store.db, config, now: options.now ?? Date.now, directoryCache };
  const swapQuoter = options.swapQuoter ?? configuredSwapQuoter(config);
  const chains = createChainServices(config, {
    ...options,
    now: context.now,
    // The allowance a swap needs is towards the quoter's spender (the pool or router) of the token.
    allowanceSpender: options.allowanceSpender ?? (swapQuoter && swapSpender(swapQuoter)),
  });
  registerRoutes(app, {
    context,
    chains,
    swapQuoter,
    onrampProvider: options.onrampProvider ?? configuredOnrampProvider(config),
    isClosing: () => closing !== undefined,
    metrics,
  });
  await app.ready();
  let baseUrl: string | undefined;
  const frameHost = configuredFrameHost(config, store.db, logger, () => baseUrl);

  const shutdown = async () => {
    const started = Date.now();
    const timer = setTimeout(() => {
      logger.warn('shutdown timeout: closing the remaining connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    try {
      await frameHost?.close();
      await app.close();
    } finally {
      clearTimeout(timer);
      directoryCache.stop();
      // What is left of the limit (at least half a second): a database that does not answer cannot hold it.
      await store.close({ timeoutMs: Math.max(500, config.shutdownTimeoutMs - (Date.now() - started)) });
      logger.info('server stopped');
    }
  };

  return {
    config,
    app,
    store,
    frameHost,
    async listen() {
      await app.listen({ host: config.host, port: config.port });
      const address = app.server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      baseUrl = `http://${host}:${address.port}`;
      if (frameHost !== undefined) logger.info({ url: await frameHost.listen() }, 'frame host listening');
      return baseUrl;
    },
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}
