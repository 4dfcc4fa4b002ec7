import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyticsRoutes } from './blockchain/analytics.js';
import { blockchainRoutes } from './blockchain/blockchain-routes.js';
import { type ServicesContext, serviceChains, solanaServiceChain } from './context.js';
import { DEFAULT_ALLOWED_ORIGINS, directoryRoutes } from './directory/directory-routes.js';
import { createFaultRegistry, parseFault, type ServiceFault } from './faults.js';
import { setCorsHeaders } from './http/cors.js';
import { bodyParams, queryParams } from './http/params.js';
import { readJsonBody } from './http/read-body.js';
import type { Reply } from './http/reply.js';
import { createRouter, type Route, type RouteContext } from './http/router.js';
import { ServiceError } from './http/service-error.js';
import type { ServicesServer, StartServicesServerOptions } from './types.js';

/** A project id the server rejects by default with 403 `{ message: 'invalid key' }` (core maps it to an alert). */
export const REJECTED_PROJECT_ID = 'walletdock-rejected-project';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Starts the local services server: ONE Node HTTP server implementing both open contracts of spec §7 at its
 * root — the wallet directory (`/getWallets`, images, origins, analytics config) and the Blockchain API
 * (`/v1/…`, `/e`) — computing its answers from the local anvil chains' real state. Every route validates its
 * input (400 `{ error: { code, message } }`), unknown routes are 404, a project id is required (400; a rejected
 * id is 403 `{ message: 'invalid key' }`), and CORS is open so that a page on another origin can call it.
 *
 * Test-only routes, answered to loopback clients only: `POST /__faults` / `DELETE /__faults` (inject 4xx/5xx
 * with `Retry-After`, delays and malformed bodies), `GET /__events` / `DELETE /__events` (the analytics sink).
 *
 * @example
 * const stack = await startLocalStack(); // starts one already: stack.services.url
 * const services = await startServicesServer({ chains: stack.chains, accounts: stack.accounts });
 * await fetch(`${services.url}/v1/supported-chains?projectId=demo`);
 * await services.close();
 */
export async function startServicesServer(options: StartServicesServerOptions): Promise<ServicesServer> {
  const host = options.host ?? '127.0.0.1';
  let baseUrl = '';
  const context: ServicesContext = {
    baseUrl: () => baseUrl,
    chains: serviceChains(options.chains),
    solana: solanaServiceChain(options.solana),
    accounts: options.accounts,
    now: () => Date.now(),
  };
  const rejected = new Set(options.projectIds?.rejected ?? [REJECTED_PROJECT_ID]);
  const allowed = options.projectIds?.allowed && new Set(options.projectIds.allowed);
  const faults = createFaultRegistry();
  const routes: Route[] = [
    ...directoryRoutes({
      allowedOrigins: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
      ...(options.analyticsEnabled === undefined ? {} : { analyticsEnabled: options.analyticsEnabled }),
      fillerWallets: options.fillerWallets ?? false,
    }),
    ...blockchainRoutes(context, {
      pageSize: options.pageSize ?? 20,
      balanceCacheMs: options.balanceCacheMs ?? 5_000,
    }),
    ...analyticsRoutes(context.now),
    {
      method: 'POST',
      path: '/__faults',
      public: true,
      async handle({ json }) {
        const fault = parseFault(await json());
        faults.add(fault);
        return { status: 201, body: { faults: faults.list() } };
      },
    },
    { method: 'GET', path: '/__faults', public: true, handle: () => ({ body: { faults: faults.list() } }) },
    {
      method: 'DELETE',
      path: '/__faults',
      public: true,
      handle: () => {
        faults.clear();
        return { status: 204, body: undefined };
      },
    },
  ];
  const router = createRouter(routes);
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setCorsHeaders(request, response);
    if (request.method === 'OPTIONS') return send(response, { status: 204, body: undefined });
    const url = new URL(request.url ?? '/', baseUrl);
    const testOnly = url.pathname.startsWith('/__');
    if (testOnly && !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw new ServiceError(404, 'not_found', `No route ${url.pathname}`);
    }
    const fault = testOnly ? undefined : faults.take(url.pathname);
    if (fault !== undefined) {
      if (fault.delayMs !== undefined) await wait(fault.delayMs);
      if (response.destroyed || request.socket.destroyed) return;
      const faulty = faultReply(fault);
      if (faulty !== undefined) return send(response, faulty);
    }

    const match = router.match(request.method ?? 'GET', url.pathname);
    if (match.kind === 'not-found') throw new ServiceError(404, 'not_found', `No route ${url.pathname}`);
    if (match.kind === 'method-not-allowed') {
      response.setHeader('Allow', [...match.allow, 'OPTIONS'].join(', '));
      throw new ServiceError(
        405,
        'method_not_allowed',
        `${request.method} is not allowed on ${url.pathname}`,
      );
    }
    let parsed: { body: unknown } | undefined;
    const json = async () => {
      parsed ??= { body: await readJsonBody(request) };
      return parsed.body;
    };
    let projectId = url.searchParams.get('projectId') ?? undefined;
    if (projectId === undefined && request.method === 'POST') {
      const body = await json();
      if (typeof body === 'object' && body !== null && 'projectId' in body) {
        const fromBody = (body as { projectId: unknown }).projectId;
        if (typeof fromBody === 'string') projectId = fromBody;
      }
    }
    if (!match.route.public) checkProjectId(projectId);
    const routeContext: RouteContext = {
      request,
      url,
      path: match.path,
      query: queryParams(url.searchParams),
      json,
      body: async () => bodyParams(await json()),
      projectId,
    };
    send(response, await match.route.handle(routeContext));
  }

  function checkProjectId(projectId: string | undefined): void {
    if (projectId === undefined || projectId.trim() === '') {
      throw new ServiceError(400, 'missing_project_id', 'The projectId query parameter is required');
    }
    if (rejected.has(projectId) || (allowed !== undefined && !allowed.has(projectId))) {
      throw new ServiceError(403, 'invalid_key', 'invalid key', { message: 'invalid key' });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof ServiceError) {
        send(response, {
          status: error.status,
          body: { ...error.extra, error: { code: error.code, message: error.message } },
        });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      send(response, { status: 500, body: { error: { code: 'internal', message } } });
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
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
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

function faultReply(fault: ServiceFault): Reply | undefined {
  if (fault.status !== undefined) {
    return {
      status: fault.status,
      headers: fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) },
      body: { error: { code: 'injected_fault', message: `Injected fault: HTTP ${fault.status}` } },
    };
  }
  if (fault.malformed === 'shape') return { body: { unexpected: true } };
  if (fault.malformed) {
    return { headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '{"malformed": ' };
  }
  return undefined;
}

function send(response: ServerResponse, reply: Reply): void {
  if (response.destroyed) return;
  const status = reply.status ?? 200;
  for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
  if (reply.body === undefined) {
    response.writeHead(status).end();
    return;
  }
  if (Buffer.isBuffer(reply.body) || typeof reply.body === 'string') {
    if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.writeHead(status).end(reply.body);
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.writeHead(status).end(JSON.stringify(reply.body));
}
