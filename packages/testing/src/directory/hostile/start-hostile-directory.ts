import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DirectoryWallet } from '@walletdock/core';
import { setCorsHeaders } from '../../http/cors.js';
import { type FaultReply, faultyAnswer } from './answer-faults.js';
import { answerIcon, type IconCounter } from './hostile-icons.js';
import type { RawWallet } from './hostile-wallets.js';
import { DIRECTORY_READS, type DirectoryRead, directoryReadOf } from './read-kind.js';
import { type HostileScenario, hostileScenarios } from './scenarios.js';

export type StartHostileDirectoryOptions = {
  /** The real wallet directory it proxies: the local stack's services URL (`stack.services.url`). */
  upstream: string;
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
};

/** What a scenario's requests cost so far. */
export type HostileDirectoryStats = {
  /** `/getWallets` requests, per read. */
  reads: Record<DirectoryRead, number>;
  /** Wallet icon requests the scenario answered itself, and the bytes of them the sockets took. */
  iconRequests: number;
  iconBytesSent: number;
};

export type HostileDirectory = {
  /** The server's base URL (`http://127.0.0.1:<port>`); a scenario's directory is under `/<scenario>`. */
  url: string;
  /** The names of every scenario (see `hostileScenarios`). */
  scenarios: readonly string[];
  /** The wallet directory URL of a scenario, `<url>/<name>`: give it as `services.walletDirectoryUrl`. */
  scenarioUrl(name: string): string;
  /** From now on the scenario serves the real directory unaltered (a test then checks "Try again"). */
  heal(name: string): void;
  /** The scenario is hostile again (as after `reset()`, counts kept). */
  harm(name: string): void;
  /** Every scenario hostile again, and every count back to zero. */
  reset(): void;
  stats(name: string): HostileDirectoryStats;
  close(): Promise<void>;
};

/** A scenario name the hostile directory does not serve. */
export class UnknownHostileScenarioError extends Error {
  override name = 'UnknownHostileScenarioError';
  constructor(scenario: string) {
    super(`The hostile directory has no scenario "${scenario}".`);
  }
}

type ScenarioState = {
  scenario: HostileScenario;
  healed: boolean;
  stats: HostileDirectoryStats;
  icons: IconCounter;
};

const freshStats = (): HostileDirectoryStats => ({
  reads: Object.fromEntries(DIRECTORY_READS.map((read) => [read, 0])) as Record<DirectoryRead, number>,
  iconRequests: 0,
  iconBytesSent: 0,
});

/**
 * Starts a wallet directory that is hostile on purpose: it serves the wallet directory contract by
 * proxying `upstream` and alters the answers of each scenario, chosen by the first path segment
 * (`<url>/<scenario>/getWallets…`, `<url>/<scenario>/getWalletImage/<id>`, origins, analytics config and the
 * other images proxied as they are). CORS is open like the real services. For tests only.
 *
 * @example
 * const hostile = await startHostileDirectory({ upstream: stack.services.url });
 * createWalletDock({ …, services: { walletDirectoryUrl: hostile.scenarioUrl('script-links') } });
 */
export async function startHostileDirectory(
  options: StartHostileDirectoryOptions,
): Promise<HostileDirectory> {
  const upstream = options.upstream.replace(/\/+$/, '');
  const host = options.host ?? '127.0.0.1';
  const states = new Map<string, ScenarioState>();
  const reset = () => {
    for (const scenario of hostileScenarios().values()) {
      states.set(scenario.name, {
        scenario,
        healed: false,
        stats: freshStats(),
        icons: { requests: 0, bytesSent: 0 },
      });
    }
  };
  reset();
  const open = new Set<ServerResponse>();
  const stateOf = (name: string): ScenarioState => {
    const state = states.get(name);
    if (state === undefined) throw new UnknownHostileScenarioError(name);
    return state;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setCorsHeaders(request, response);
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const url = new URL(request.url ?? '/', 'http://hostile.invalid');
    const [, name = '', ...rest] = url.pathname.split('/');
    const state = states.get(name);
    if (state === undefined)
      return sendJson(response, 404, { error: { code: 'not_found', message: `No scenario ${name}` } });
    const path = `/${rest.join('/')}`;
    const hostile = !state.healed;
    if (path === '/getWallets')
      return getWallets(state, hostile, `${upstream}${path}${url.search}`, url.searchParams, response);
    const imagePrefix = '/getWalletImage/';
    const behaviour =
      hostile && path.startsWith(imagePrefix)
        ? state.scenario.icon?.(decodeURIComponent(path.slice(imagePrefix.length)))
        : undefined;
    if (behaviour !== undefined) {
      answerIcon(behaviour, response, state.icons);
      return;
    }
    await relay(response, await fetch(`${upstream}${path}${url.search}`, { redirect: 'manual' }));
  }

  async function getWallets(
    state: ScenarioState,
    hostile: boolean,
    target: string,
    query: URLSearchParams,
    response: ServerResponse,
  ): Promise<void> {
    const read = directoryReadOf(query);
    state.stats.reads[read] += 1;
    const answer = await fetch(target, { redirect: 'manual' });
    if (!answer.ok || !hostile) return relay(response, answer);
    const body = (await answer.json()) as { count: number; data: RawWallet[] };
    const { fault, extraWallets } = state.scenario;
    if (fault?.reads.includes(read)) return sendFault(response, faultyAnswer(fault.answer, body));
    const [template] = body.data;
    if (
      extraWallets !== undefined &&
      template !== undefined &&
      (read === 'first-page' || read === 'recommended')
    ) {
      const extra = extraWallets(template as DirectoryWallet);
      body.data = [...extra, ...body.data];
      body.count += extra.length;
    }
    sendJson(response, 200, body);
  }

  function sendFault(response: ServerResponse, reply: FaultReply): void {
    if (reply === 'hang') return; // the response stays open until the client gives up or the server closes
    response.writeHead(reply.status, reply.headers).end(reply.body);
  }

  const server = createServer((request, response) => {
    open.add(response);
    response.once('close', () => open.delete(response));
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      sendJson(response, 502, {
        error: { code: 'bad_gateway', message: error instanceof Error ? error.message : String(error) },
      });
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;

  return {
    url,
    scenarios: [...states.keys()],
    scenarioUrl: (name) => `${url}/${stateOf(name).scenario.name}`,
    heal: (name) => {
      stateOf(name).healed = true;
    },
    harm: (name) => {
      stateOf(name).healed = false;
    },
    reset,
    stats: (name) => {
      const state = stateOf(name);
      return {
        reads: { ...state.stats.reads },
        iconRequests: state.icons.requests,
        iconBytesSent: state.icons.bytesSent,
      };
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** Sends the upstream's answer as it is: status, the headers a client reads, and the body. */
async function relay(response: ServerResponse, answer: Response): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'cache-control', 'etag', 'retry-after', 'location']) {
    const value = answer.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers).end(body);
}
