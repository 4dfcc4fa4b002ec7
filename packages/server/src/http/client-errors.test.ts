import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';

/** Sends `raw` on a new connection and resolves with everything the server wrote before closing it. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset the connection once it has answered.
      if (error.code === 'ECONNRESET' && received !== '') resolve(received);
      else reject(error);
    });
    socket.on('close', () => resolve(received));
    socket.write(raw);
  });
}

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [status = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status, headers, body: JSON.parse(body) as unknown, length: Buffer.byteLength(body) };
}

describe('protocol errors', () => {
  let server: WalletDockServer;
  let port: number;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('walletdock-client-errors-');
    server = await createServer({ port: 0, logLevel: 'silent', dataDir: dir.path, projects: TEST_PROJECTS });
    port = Number(new URL(await server.listen()).port);
  });
  afterAll(async () => {
    await server.close();
    await dir.remove();
  });

  it('answers headers over the limit with 431 in the documented error body', async () => {
    const response = parse(
      await exchange(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(response.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.connection).toBe('close');
    expect(Number(response.headers['content-length'])).toBe(response.length);
    expect(response.body).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large' },
    });
  });

  it('answers Content-Length with Transfer-Encoding with 400 in the documented error body', async () => {
    const response = parse(
      await exchange(
        port,
        'POST /e?projectId=proj-on HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      ),
    );
    expect(response.status).toBe('HTTP/1.1 400 Bad Request');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.connection).toBe('close');
    expect(response.body).toEqual({
      error: { code: 'invalid_request', message: 'The request is not valid HTTP/1.1' },
    });
  });

  it('answers a malformed request line with 400 in the documented error body', async () => {
    const response = parse(await exchange(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(response.status).toBe('HTTP/1.1 400 Bad Request');
    expect(response.body).toMatchObject({ error: { code: 'invalid_request' } });
  });
});
