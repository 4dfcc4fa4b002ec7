import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { QueryEvent } from '../db/open-store.js';
import { routeLabel } from './route-label.js';

/** The state of a database connection pool (PostgreSQL; none for the embedded store). */
export type PoolState = { total: number; idle: number; waiting: number };

/** Which rate limit refused a request. */
export type RateLimitScope = 'ip' | 'project';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = 'method' | 'route' | 'status_class';
type RequestSeries = { count: Counter.Internal; duration: Histogram.Internal<Labels> };

/**
 * The server's Prometheus metrics, in a registry of their own (never prom-client's global one: several servers
 * may run in one process): requests by method, route pattern and status class; database query durations and
 * failures; the pool's clients; rate-limit refusals; and the process metrics of `collectDefaultMetrics`.
 */
export class ServerMetrics {
  /** The registry `GET /metrics` renders. */
  readonly registry = new Registry();
  private readonly requests: Counter<Labels>;
  private readonly durations: Histogram<Labels>;
  private readonly queryDurations: Histogram;
  private readonly queryFailures: Counter;
  private readonly rateLimited: Counter;
  /** The labelled children, by `method route class`: a request costs a map lookup, not a label hash. */
  private readonly series = new Map<string, RequestSeries>();
  private readonly ipLimited = new WeakSet<FastifyRequest>();
  private pool: (() => PoolState | undefined) | undefined;

  constructor() {
    const registers = [this.registry];
    const labelNames = ['method', 'route', 'status_class'] as const;
    this.requests = new Counter({
      name: 'walletdock_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class',
      labelNames,
      registers,
    });
    this.durations = new Histogram({
      name: 'walletdock_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class',
      labelNames,
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.queryDurations = new Histogram({
      name: 'walletdock_db_query_duration_seconds',
      help: 'Time of a database query (failed ones included)',
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.queryFailures = new Counter({
      name: 'walletdock_db_query_failures_total',
      help: 'Database queries that failed',
      registers,
    });
    this.rateLimited = new Counter({
      name: 'walletdock_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit, by scope (ip: per client address; project: per project)',
      labelNames: ['scope'] as const,
      registers,
    });
    const watched = () => this.pool?.();
    const poolGauge = (name: string, help: string, key: keyof PoolState) =>
      new Gauge({
        name,
        help,
        registers,
        collect(this: Gauge) {
          const state = watched();
          if (state !== undefined) this.set(state[key]);
        },
      });
    poolGauge('walletdock_db_pool_clients', 'Connections of the database pool (PostgreSQL)', 'total');
    poolGauge('walletdock_db_pool_idle_clients', 'Idle connections of the database pool', 'idle');
    poolGauge('walletdock_db_pool_waiting_requests', 'Queries waiting for a pool connection', 'waiting');
    for (const rateScope of ['ip', 'project'] as const) this.rateLimited.inc({ scope: rateScope }, 0);
    collectDefaultMetrics({ register: this.registry });
  }

  /** Reads the pool's state at each scrape (`store.pool`); without one the pool gauges are absent. */
  watchPool(state: () => PoolState | undefined): void {
    this.pool = state;
  }

  /** The store's `onQuery`: times each database query and counts the failed ones. */
  readonly onQuery = (event: QueryEvent): void => {
    this.queryDurations.observe(event.durationMs / 1000);
    if (event.failed) this.queryFailures.inc();
  };

  /** Counts a request refused by the per-address rate limit (the per-project refusals are counted at answer). */
  noteIpLimited(request: FastifyRequest): void {
    this.ipLimited.add(request);
    this.rateLimited.inc({ scope: 'ip' });
  }

  /** Records one answered request (`durationMs` from its arrival). */
  observeRequest(request: FastifyRequest, statusCode: number, durationMs: number): void {
    if (statusCode === 429 && !this.ipLimited.has(request)) this.rateLimited.inc({ scope: 'project' });
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = routeLabel(request);
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${route} ${statusClass}`;
    let series = this.series.get(key);
    if (series === undefined) {
      const labels = { method, route, status_class: statusClass };
      series = { count: this.requests.labels(labels), duration: this.durations.labels(labels) };
      this.series.set(key, series);
    }
    series.count.inc();
    series.duration.observe(durationMs / 1000);
  }
}

/** Records every answered request in `metrics` (an `onResponse` hook). */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply.statusCode, reply.elapsedTime);
    done();
  });
}
