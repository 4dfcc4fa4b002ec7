import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../client/clock.js';
import { HttpError } from '../errors/http-error.js';
import { RequestAbortedError } from '../rpc/errors.js';
import { HttpNetworkError, HttpTimeoutError, ImageTooLargeError, MalformedResponseError } from './errors.js';
import { createHttpClient, type HttpClientOptions } from './http.js';
import { endpoint } from './url.js';
import { array, number, object, string } from './validate.js';

// A real HTTP server on loopback whose answers each test scripts; it records every request it receives.
type Recorded = { method: string; url: URL; body: string; headers: IncomingMessage['headers'] };
type Handler = (request: Recorded, response: ServerResponse) => void;

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function startServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: new URL(request.url ?? '/', 'http://127.0.0.1'),
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const handle = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(handle);
  return handle;
}

/** Answers with the scripted statuses in turn (the last one repeats), with a JSON body on 200. */
function script(...steps: { status: number; body?: unknown; headers?: Record<string, string> }[]): Handler {
  let index = 0;
  return (_request, response) => {
    const step = steps[Math.min(index++, steps.length - 1)] ?? { status: 500 };
    response.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
    response.end(step.body === undefined ? '' : JSON.stringify(step.body));
  };
}

/** A clock the test drives: timers fire only when `advance` passes them. */
function manualClock(start = 0) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; ms: number; callback: () => void }>();
  const clock: Clock & { pending(): number[]; advance(ms: number): void } = {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    /** Durations of the timers waiting to fire. */
    pending: () => [...timers.values()].map((timer) => timer.ms),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
  };
  return clock;
}

const identity = object<{ name: string; score: number }>({ name: string, score: number });

function client(baseUrl: string, overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl,
    projectId: 'project-1',
    sdkType: 'walletdock',
    sdkVersion: 'walletdock-core-0.0.0',
    retry: { baseDelayMs: 1 },
    ...overrides,
  });
}

describe('createHttpClient', () => {
  it('adds st, sv and projectId, skips undefined values, comma-joins arrays and encodes path segments', async () => {
    const server = await startServer(script({ status: 200, body: { name: 'a', score: 1 } }));
    const result = await client(server.baseUrl).get(endpoint`/v1/identity/${'a/b c'}`, {
      query: { sender: undefined, chains: ['eip155:1', 'eip155:10'], page: 2 },
      schema: identity,
    });

    expect(result).toEqual({ name: 'a', score: 1 });
    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/v1/identity/a%2Fb%20c');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      st: 'walletdock',
      sv: 'walletdock-core-0.0.0',
      projectId: 'project-1',
      chains: 'eip155:1,eip155:10',
      page: '2',
    });
  });

  it('sends a POST body as JSON and validates the answer', async () => {
    const server = await startServer(script({ status: 200, body: { name: 'b', score: 2 } }));
    const result = await client(server.baseUrl).post('/v1/fungible/price', {
      body: { currency: 'usd', addresses: ['eip155:1:0x1'] },
      schema: identity,
    });

    expect(result).toEqual({ name: 'b', score: 2 });
    expect(server.requests[0]).toMatchObject({ method: 'POST' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      currency: 'usd',
      addresses: ['eip155:1:0x1'],
    });
  });

  it('builds URLs without requesting anything', async () => {
    const server = await startServer(script({ status: 200 }));
    const url = new URL(client(`${server.baseUrl}/`).url('/getWalletImage/abc', { size: 'md' }));

    expect(url.pathname).toBe('/getWalletImage/abc');
    expect(url.searchParams.get('projectId')).toBe('project-1');
    expect(url.searchParams.get('size')).toBe('md');
    expect(server.requests).toHaveLength(0);
  });

  it('fetches a body as a Blob', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg/>');
    });
    const blob = await client(server.baseUrl).getBlob('/getWalletImage/x');

    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });

  it('refuses a body whose Content-Length is above maxBytes before reading it, without retrying', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(300 * 1024) });
      response.end(Buffer.alloc(300 * 1024));
    });
    const error = await client(server.baseUrl)
      .getBlob('/getWalletImage/x', { maxBytes: 256 * 1024 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ maxBytes: 256 * 1024 });
    expect(server.requests).toHaveLength(1);
  });

  it('stops reading a streamed body (no Content-Length) as soon as it passes maxBytes', async () => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    let finished = false;
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }); // chunked: no length announced
      const write = () => {
        // 20 MB in all, written as the reader asks for more.
        while (sent < 20 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        finished = true;
        response.end();
      };
      response.on('close', () => undefined);
      write();
    });
    const error = await client(server.baseUrl)
      .getBlob('/getWalletImage/x', { maxBytes: 256 * 1024 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ImageTooLargeError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(false);
    // What the server managed to write before the client hung up: the cap plus socket buffers, far from 20 MB.
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('reads a body of exactly maxBytes', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.alloc(1000, 7));
    });
    const blob = await client(server.baseUrl).getBlob('/getWalletImage/x', { maxBytes: 1000 });
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('image/png');
  });

  it('ignores the body of a no-content POST', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(202);
      response.end('accepted');
    });
    await expect(
      client(server.baseUrl).postNoContent('/e', { body: { eventId: '1' } }),
    ).resolves.toBeUndefined();
  });

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i, then succeeds', async (status) => {
    const server = await startServer(
      script({ status }, { status }, { status: 200, body: { name: 'c', score: 3 } }),
    );

    await expect(client(server.baseUrl).get('/v1/x', { schema: identity })).resolves.toEqual({
      name: 'c',
      score: 3,
    });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after 3 retries with an HttpError carrying the status and the body', async () => {
    const server = await startServer(script({ status: 503, body: { message: 'busy' } }));
    const error = await client(server.baseUrl)
      .get('/v1/x', { schema: identity })
      .catch((e: unknown) => e);

    expect(server.requests).toHaveLength(4);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, body: { message: 'busy' } });
    expect((error as HttpError).shortMessage).toMatchInlineSnapshot(
      `"HTTP request failed with status 503 Service Unavailable"`,
    );
  });

  it('waits 150, 300 and 600 ms between retries on the injected clock', async () => {
    const server = await startServer(
      script(
        { status: 502 },
        { status: 502 },
        { status: 502 },
        { status: 200, body: { name: 'd', score: 4 } },
      ),
    );
    const clock = manualClock();
    const pending = client(server.baseUrl, { clock, retry: {} }).get('/v1/x', { schema: identity });

    for (const [index, delay] of [150, 300, 600].entries()) {
      await vi.waitFor(() => expect(clock.pending()).toEqual([delay]));
      expect(server.requests).toHaveLength(index + 1);
      clock.advance(delay);
    }
    await expect(pending).resolves.toEqual({ name: 'd', score: 4 });
  });

  it.each([
    ['delay-seconds', () => '7', 7000],
    ['an HTTP date', (now: number) => new Date(now + 4000).toUTCString(), 4000],
    ['a value over the cap', () => '3600', 60_000],
  ])('honours Retry-After given as %s', async (_name, header, expectedDelay) => {
    const start = Date.parse('2025-03-01T12:00:00.000Z');
    const server = await startServer(
      script(
        { status: 429, headers: { 'retry-after': header(start) } },
        { status: 200, body: { name: 'e', score: 5 } },
      ),
    );
    const clock = manualClock(start);
    const pending = client(server.baseUrl, { clock }).get('/v1/x', { schema: identity });

    await vi.waitFor(() => expect(clock.pending()).toEqual([expectedDelay]));
    clock.advance(expectedDelay - 1);
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await expect(pending).resolves.toEqual({ name: 'e', score: 5 });
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 401, 404, 422])('does not retry HTTP %i', async (status) => {
    const server = await startServer(script({ status, body: { message: 'nope' } }));
    const error = await client(server.baseUrl)
      .get('/v1/x', { schema: identity })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status });
    expect(server.requests).toHaveLength(1);
  });

  it('times out with HttpTimeoutError when no answer comes in time, without retrying', async () => {
    const server = await startServer(() => {
      // never answers
    });
    const clock = manualClock();
    const pending = client(server.baseUrl, { clock, timeoutMs: 2500 })
      .get('/v1/slow', { schema: identity })
      .catch((e: unknown) => e);

    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(clock.pending()).toEqual([2500]);
    clock.advance(2500);
    const error = await pending;
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 2500 });
    expect(clock.pending()).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it("rejects at once with RequestAbortedError when the caller's signal aborts, and never retries", async () => {
    const server = await startServer(() => {
      // never answers
    });
    const controller = new AbortController();
    const clock = manualClock();
    const pending = client(server.baseUrl, { clock }).get('/v1/slow', {
      schema: identity,
      signal: controller.signal,
    });

    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    expect(clock.pending()).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('stops waiting for a retry when the caller aborts', async () => {
    const server = await startServer(script({ status: 503 }));
    const controller = new AbortController();
    const clock = manualClock();
    const pending = client(server.baseUrl, { clock }).get('/v1/x', {
      schema: identity,
      signal: controller.signal,
    });

    await vi.waitFor(() => expect(clock.pending()).toEqual([1]));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    expect(clock.pending()).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const server = await startServer(script({ status: 200, body: { name: 'f', score: 6 } }));
    const pending = client(server.baseUrl).get('/v1/x', { schema: identity, signal: AbortSignal.abort() });

    await expect(pending).rejects.toMatchObject({ name: 'RequestAbortedError', method: 'GET /v1/x' });
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a body that is not JSON with MalformedResponseError', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>oops</html>');
    });
    const error = await client(server.baseUrl)
      .get('/v1/x', { schema: identity })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ endpoint: 'GET /v1/x', path: '$' });
    expect((error as MalformedResponseError).problem).toContain('not JSON');
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a body that does not match the schema, naming the endpoint and the path', async () => {
    const server = await startServer(script({ status: 200, body: { list: [{ name: 'g', score: '7' }] } }));
    const error = await client(server.baseUrl)
      .get('/v1/list', {
        schema: object<{ list: { name: string; score: number }[] }>({ list: array(identity) }),
      })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({
      endpoint: 'GET /v1/list',
      path: '$.list[0].score',
      problem: 'expected a finite number, got string',
    });
    expect((error as Error).message).toMatchInlineSnapshot(`
      "Malformed response from service

      Details: GET /v1/list: $.list[0].score: expected a finite number, got string"
    `);
  });

  it('retries a dropped connection, then succeeds', async () => {
    let dropped = 0;
    const server = await startServer((_request, response) => {
      if (dropped < 2) {
        dropped += 1;
        response.socket?.destroy();
        return;
      }
      script({ status: 200, body: { name: 'h', score: 8 } })(_request, response);
    });

    await expect(client(server.baseUrl).get('/v1/x', { schema: identity })).resolves.toEqual({
      name: 'h',
      score: 8,
    });
    expect(server.requests).toHaveLength(3);
  });

  it('retries a refused connection (code -1), then throws HttpNetworkError', async () => {
    const server = await startServer(script({ status: 200 }));
    const { baseUrl } = server;
    await server.close();
    let calls = 0;
    const error = await client(baseUrl, {
      fetch: (input, init) => {
        calls += 1;
        return globalThis.fetch(input, init);
      },
    })
      .get('/v1/x', { schema: identity })
      .catch((e: unknown) => e);

    expect(calls).toBe(4);
    expect(error).toBeInstanceOf(HttpNetworkError);
    expect(error).toMatchObject({ code: -1, shortMessage: 'Network request failed' });
  });

  it('reads globalThis.fetch at call time', async () => {
    const server = await startServer(script({ status: 200, body: { name: 'i', score: 9 } }));
    const http = client(server.baseUrl);
    const original = globalThis.fetch;
    let calls = 0;
    globalThis.fetch = (input, init) => {
      calls += 1;
      return original(input, init);
    };
    try {
      await http.get('/v1/x', { schema: identity });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toBe(1);
  });
});
