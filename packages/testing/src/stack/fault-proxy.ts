import {
  createServer,
  request as forward,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Store } from '@walletdock/server';
import { setCorsHeaders } from '../http/cors.js';
import { readJsonBody } from '../http/read-body.js';
import { ServiceError } from '../http/service-error.js';
import { createFaultRegistry, parseFault, type ServiceFault } from './faults.js';
import type { ReceivedAnalyticsEvent } from './received-analytics-event.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A running fault proxy. */
export type FaultProxy = {
  /** e.g. `http://127.0.0.1:41234`: the services' URL for clients (every other path reaches the target). */
  url: string;
  host: string;
  port: number;
  /** Stops listening, drops open connections and pending delayed answers; idempotent. */
  close(): Promise<void>;
};

/** Options of {@link startFaultProxy}. */
export type StartFaultProxyOptions = {
  /** The server every request is forwarded to, e.g. `http://127.0.0.1:8787`. */
  target: string;
  /** The target's database: `GET /__events` reads its stored analytics events, `DELETE /__events` clears them. */
  db: Store['db'];
  /** Loopback interface to bind. Default 127.0.0.1. */
  host?: string;
  /** Port; 0 (default) lets the OS choose a free one. */
  port?: number;
};

/**
 * The local stack's test-only front of `@walletdock/server`: a loopback HTTP proxy that forwards every request
 * to the server as is, and answers the test-only routes itself (to loopback clients only), so that they are
 * fixtures of the stack, never part of the server:
 * - `POST /__faults`, `GET /__faults`, `DELETE /__faults`: the fault switch of `faults.ts` (the next `times`
 *   requests to a path are delayed, answered with a status and `Retry-After`, or with a malformed body),
 *   applied before the request reaches the server;
 * - `GET /__events`, `DELETE /__events`: the analytics events the server stored (`POST /e`), in the shape of
 *   `ReceivedAnalyticsEvent`, oldest first.
 */
export async function startFaultProxy(options: StartFaultProxyOptions): Promise<FaultProxy> {
  const host = options.host ?? '127.0.0.1';
  const target = new URL(options.target);
  const faults = createFaultRegistry();
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function testRoute(request: IncomingMessage, response: ServerResponse, path: string) {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw new ServiceError(404, 'not_found', `No route ${path}`);
    }
    const method = request.method ?? 'GET';
    if (path === '/__faults' && method === 'POST') {
      faults.add(parseFault(await readJsonBody(request)));
      return sendJson(response, 201, { faults: faults.list() });
    }
    if (path === '/__faults' && method === 'GET') return sendJson(response, 200, { faults: faults.list() });
    if (path === '/__faults' && method === 'DELETE') {
      faults.clear();
      return sendJson(response, 204, undefined);
    }
    if (path === '/__events' && method === 'GET') {
      return sendJson(response, 200, { events: await storedEvents(options.db) });
    }
    if (path === '/__events' && method === 'DELETE') {
      await options.db.deleteFrom('analytics_events').execute();
      return sendJson(response, 204, undefined);
    }
    throw new ServiceError(404, 'not_found', `No route ${method} ${path}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    if (path.startsWith('/__')) {
      setCorsHeaders(request, response);
      return testRoute(request, response, path);
    }
    const fault = request.method === 'OPTIONS' ? undefined : faults.take(path);
    if (fault !== undefined) {
      if (fault.delayMs !== undefined) await wait(fault.delayMs);
      if (response.destroyed || request.socket.destroyed) return;
      if (answerFault(request, response, fault)) return;
    }
    proxy(request, response, target);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      if (error instanceof ServiceError) {
        return sendJson(response, error.status, { error: { code: error.code, message: error.message } });
      }
      const message = error instanceof Error ? error.message : String(error);
      sendJson(response, 500, { error: { code: 'internal', message } });
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    host,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Forwards the request to the target and streams its answer back (a dead target is a 502). */
function proxy(request: IncomingMessage, response: ServerResponse, target: URL): void {
  // The Host header stays the proxy's: the server builds its own URLs (icons, checkout) from it.
  const headers: OutgoingHttpHeaders = { ...request.headers };
  const upstream = forward(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (response.headersSent) return void response.destroy();
    sendJson(response, 502, { error: { code: 'proxy_error', message: error.message } });
  });
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
}

/** Answers an injected status or malformed body (true when answered; a delay-only fault lets the request on). */
function answerFault(request: IncomingMessage, response: ServerResponse, fault: ServiceFault): boolean {
  request.resume();
  setCorsHeaders(request, response);
  if (fault.status !== undefined) {
    if (fault.retryAfter !== undefined) response.setHeader('Retry-After', String(fault.retryAfter));
    sendJson(response, fault.status, {
      error: { code: 'injected_fault', message: `Injected fault: HTTP ${fault.status}` },
    });
    return true;
  }
  if (fault.malformed === 'shape') {
    sendJson(response, 200, { unexpected: true });
    return true;
  }
  if (fault.malformed) {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"malformed": ');
    return true;
  }
  return false;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  if (body === undefined) return void response.writeHead(status).end();
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.writeHead(status).end(JSON.stringify(body));
}

/** The server's stored analytics events, oldest first, as `ReceivedAnalyticsEvent`s. */
async function storedEvents(db: Store['db']): Promise<ReceivedAnalyticsEvent[]> {
  const rows = await db.selectFrom('analytics_events').selectAll().orderBy('seq').execute();
  return rows.map((row) => ({
    projectId: row.project_id,
    st: row.sdk_type ?? undefined,
    sv: row.sdk_version ?? undefined,
    event: {
      eventId: row.event_id,
      url: row.url,
      domain: row.domain,
      timestamp: Number(row.timestamp_ms),
      props: {
        type: row.type,
        event: row.event,
        ...(row.address === null ? {} : { address: row.address }),
        ...(row.properties === null ? {} : { properties: row.properties }),
      },
    } as ReceivedAnalyticsEvent['event'],
    receivedAt: new Date(row.received_at).getTime(),
  }));
}
