import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../errors/http-error.js';
import { ALERTS } from '../errors/messages.js';
import { createServices } from './create-services.js';
import { createHttpClient } from './http.js';
import { ProjectRefusedError, projectRefusalReason } from './project-refusal.js';
import { object, string } from './validate.js';

// The services' refusal of a project (docs/services.md "Errors and retries") against a real HTTP server on
// loopback that answers what @walletdock/server answers; packages/server/src/project-refusal.test.ts runs the
// same against the server itself.

const INVALID_KEY = { message: 'invalid key', error: { code: 'invalid_key', message: 'invalid key' } };
const ORIGIN_NOT_ALLOWED = {
  message: 'origin not allowed',
  error: { code: 'invalid_key', message: 'origin not allowed' },
};

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server that answers every request 403 with `body` (JSON, or text when a string), recording the paths. */
async function refusingServer(body: unknown) {
  const paths: string[] = [];
  const server = createServer((request, response: ServerResponse) => {
    paths.push(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    request.resume();
    request.on('end', () => {
      response.writeHead(403, {
        'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const handle = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(handle);
  return handle;
}

const anything = object<{ name: string }>({ name: string });

function client(baseUrl: string, onProjectRefused?: (error: ProjectRefusedError) => void) {
  return createHttpClient({
    baseUrl,
    projectId: 'unknown-project',
    sdkType: 'walletdock',
    sdkVersion: 'walletdock-core-0.0.0',
    retry: { baseDelayMs: 1 },
    onProjectRefused,
  });
}

describe('projectRefusalReason', () => {
  it.each([
    [403, INVALID_KEY, 'invalid key'],
    [403, ORIGIN_NOT_ALLOWED, 'origin not allowed'],
    [403, { message: 'Invalid Key for this project' }, 'invalid key'],
    [403, { error: { code: 'invalid_key', message: 'refused' } }, 'invalid key'],
    [403, { message: 'JWT token not yet valid' }, undefined],
    [403, 'Forbidden', undefined],
    [403, undefined, undefined],
    [403, { error: { code: 'injected_fault', message: 'Injected fault: 403' } }, undefined],
    [401, INVALID_KEY, undefined],
  ] as const)('%i %j → %s', (status, body, reason) => {
    expect(projectRefusalReason(status, body)).toBe(reason);
  });
});

describe('a refused project id', () => {
  it('is asked once, not retried, and fails with ProjectRefusedError naming the cause', async () => {
    const server = await refusingServer(INVALID_KEY);
    const error = await client(server.baseUrl)
      .get('/v1/supported-chains', { schema: anything })
      .catch((e: unknown) => e);

    expect(server.paths).toEqual(['/v1/supported-chains']);
    expect(error).toBeInstanceOf(ProjectRefusedError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 403,
      reason: 'invalid key',
      projectId: 'unknown-project',
      body: INVALID_KEY,
    });
    expect((error as ProjectRefusedError).alert).toBe(ALERTS.invalidAppConfiguration.id);
    expect((error as ProjectRefusedError).shortMessage).toBe(
      `The services at ${server.baseUrl} do not accept the project id "unknown-project" (invalid key): set ` +
        '`projectId` to a project id they accept',
    );
  });

  it('names a refused origin', async () => {
    const server = await refusingServer(ORIGIN_NOT_ALLOWED);
    const error = await client(server.baseUrl)
      .get('/getWallets', { schema: anything })
      .catch((e: unknown) => e);
    expect(server.paths).toHaveLength(1);
    expect((error as ProjectRefusedError).shortMessage).toBe(
      `The services at ${server.baseUrl} refused this page's origin for the project id "unknown-project" ` +
        "(origin not allowed): add the page's origin to the project's allowed origins",
    );
  });

  it('fails every later request of the client at once, without sending it, and reports once', async () => {
    const server = await refusingServer(INVALID_KEY);
    const reported: ProjectRefusedError[] = [];
    const http = client(server.baseUrl, (error) => reported.push(error));
    const first = await http.get('/v1/a', { schema: anything }).catch((e: unknown) => e);
    const later = await Promise.all([
      http.get('/v1/b', { schema: anything }).catch((e: unknown) => e),
      http.postNoContent('/e', { body: {} }).catch((e: unknown) => e),
      http.getBlob('/getWalletImage/x').catch((e: unknown) => e),
    ]);

    expect(server.paths).toEqual(['/v1/a']);
    for (const error of later) expect(error).toBe(first);
    expect(reported).toEqual([first]);
  });

  it('keeps retrying a bare 403 (spec §7), which is no refusal', async () => {
    const server = await refusingServer('Forbidden');
    const reported: ProjectRefusedError[] = [];
    const error = await client(server.baseUrl, (e) => reported.push(e))
      .get('/v1/a', { schema: anything })
      .catch((e: unknown) => e);
    expect(server.paths).toHaveLength(4);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(ProjectRefusedError);
    expect(reported).toEqual([]);
  });

  it('gives one warning and one report per client, for every service that refuses it', async () => {
    const server = await refusingServer(INVALID_KEY);
    const warnings: string[] = [];
    const reported: ProjectRefusedError[] = [];
    const services = createServices(
      {
        projectId: 'unknown-project',
        services: { blockchainApiUrl: server.baseUrl, walletDirectoryUrl: server.baseUrl },
      },
      {
        clock: {
          now: Date.now,
          setTimeout: (f, ms) => setTimeout(f, ms),
          clearTimeout: (h) => clearTimeout(h as never),
        },
        logger: { debug: () => undefined, warn: (message) => warnings.push(message), error: () => undefined },
        onProjectRefused: (error) => reported.push(error),
      },
    );
    const errors = await Promise.all([
      services.blockchainApi?.getSupportedChains().catch((e: unknown) => e),
      services.walletDirectory?.getWallets({ page: 1, entries: 4 }).catch((e: unknown) => e),
      services.analytics
        ?.sendEvent({
          eventId: '1',
          url: 'http://localhost/',
          domain: 'localhost',
          timestamp: 1,
          props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        } as never)
        .catch((e: unknown) => e),
    ]);

    expect(server.paths.sort()).toEqual(['/e', '/getWallets', '/v1/supported-chains']);
    for (const error of errors) expect(error).toBeInstanceOf(ProjectRefusedError);
    expect(reported).toHaveLength(1);
    expect(warnings).toEqual([(reported[0] as ProjectRefusedError).shortMessage]);
  });
});
