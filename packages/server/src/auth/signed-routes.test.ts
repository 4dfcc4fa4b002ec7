import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import {
  ADMIN_TOKEN,
  ALICE,
  BOB,
  call,
  registrationBody,
  sampleSession,
  TEST_PROJECTS,
  tempDir,
} from '../test-utils/fixtures.js';
import {
  badSignatureArbitrary,
  notAStringArbitrary,
  wrongAddressArbitrary,
} from '../test-utils/signature-fuzz.js';

// The two signed routes over real HTTP on PGlite: a signature that cannot be recovered (r = 0, r or s past the
// curve order, an invalid v) is 401 `invalid_signature`, never a 500 with a stack trace in the log; then
// fast-check throws arbitrary signatures, addresses and messages at both routes: every answer is a 400 or a
// 401 in the contract's error shape, and the log holds no error and no stack.

const PCI = '0xbe6d149052ada7bffccb5f60136c8d9971d811476e58d9b507c001a3304c6bf8';
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const hex32 = (value: bigint) => value.toString(16).padStart(64, '0');
/** A signature from its parts (`v` one byte). */
const signatureOf = (r: bigint, s: bigint, v: number) =>
  `0x${hex32(r)}${hex32(s)}${v.toString(16).padStart(2, '0')}`;

/** Collects the server's JSON log lines. */
class LogLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  /** The lines at level `error` or above, or that hold a stack trace. */
  bad(): string[] {
    return this.lines.filter((line) => {
      const { level } = JSON.parse(line) as { level?: number };
      return (level ?? 0) >= 50 || /"stack"|\n\s+at |\\n\s+at /.test(line);
    });
  }
}

const log = new LogLines();
let server: WalletDockServer;
let origin: string;
let cleanup: () => Promise<void>;
const url = (path: string) => `${origin}${path}${path.includes('?') ? '&' : '?'}projectId=proj-on`;

beforeAll(async () => {
  const dir = await tempDir('walletdock-signed-routes-');
  server = await createServer(
    {
      port: 0,
      logLevel: 'info',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      adminToken: ADMIN_TOKEN,
      rateLimit: { perIpPerMinute: 1_000_000, perProjectPerMinute: 1_000_000 },
    },
    { logStream: log },
  );
  origin = new URL(await server.listen()).origin;
  cleanup = async () => {
    await server.close();
    await dir.remove();
  };
  const recorded = await call(`${origin}/admin/v1/sessions/${ALICE.address}`, 'PUT', sampleSession(PCI), {
    authorization: `Bearer ${ADMIN_TOKEN}`,
  });
  expect(recorded.status).toBe(201);
});
afterAll(() => cleanup?.());

/** Right-length signatures that no key made, each of which viem cannot even parse. */
const UNRECOVERABLE: [string, string][] = [
  ['r = 0', signatureOf(0n, 1n, 27)],
  ['r and s all f', `0x${'f'.repeat(128)}1b`],
  ['r = n', signatureOf(N, 1n, 28)],
  ['s = 0', signatureOf(1n, 0n, 27)],
  ['v = 29', signatureOf(1n, 1n, 29)],
  ['v = 0xff', signatureOf(1n, 1n, 255)],
  ['all zero', `0x${'0'.repeat(130)}`],
  ['all f', `0x${'f'.repeat(130)}`],
];

/** The 400 codes of the request schemas (docs/server.md, Requests). */
const PARAM_CODES = ['invalid_param', 'missing_param'];
/** Those and the registration message's own (docs/services.md, `POST /v1/profile/account`). */
const REGISTRATION_CODES = [...PARAM_CODES, 'invalid_message', 'invalid_name', 'message_expired'];

/** Whether `answer` is the refusal `status`/`code` in the contract's shape (message: printable, no stack). */
function refusalProblem(
  answer: { status: number; body: unknown },
  statuses: number[],
  codes400: readonly string[] = PARAM_CODES,
): string | undefined {
  const body = answer.body as { error?: { code?: unknown; message?: unknown } } | undefined;
  if (!statuses.includes(answer.status)) return `status ${answer.status}: ${JSON.stringify(body)}`;
  const { code, message } = body?.error ?? {};
  if (typeof code !== 'string' || typeof message !== 'string' || message === '')
    return `not the error shape: ${JSON.stringify(body)}`;
  if (answer.status === 401 && code !== 'invalid_signature') return `401 ${code}`;
  if (answer.status === 400 && !codes400.includes(code)) return `400 ${code}`;
  if (answer.status === 404 && code !== 'session_not_found' && code !== 'not_found') return `404 ${code}`;
  if (/\n\s+at |\.[cm]?[jt]s:\d+/.test(message)) return `a stack in the message: ${message}`;
  return undefined;
}

describe('a signature that cannot be recovered is 401 invalid_signature, never 500', () => {
  it.each(UNRECOVERABLE)('POST /v1/sessions/{address}/revoke with %s', async (_what, signature) => {
    const before = log.lines.length;
    const answer = await call(url(`/v1/sessions/${ALICE.address}/revoke`), 'POST', { pci: PCI, signature });
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect(answer.body.error.code).toBe('invalid_signature');
    expect(answer.body.error.message).toMatch(/^The signature /);
    expect(log.bad().filter((line) => log.lines.indexOf(line) >= before)).toEqual([]);
  });

  it.each(UNRECOVERABLE)('POST /v1/profile/account with %s', async (_what, signature) => {
    const before = log.lines.length;
    const body = { ...(await registrationBody(BOB, 'bobby.wd.id')), signature };
    const answer = await call(url('/v1/profile/account'), 'POST', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect(answer.body.error.code).toBe('invalid_signature');
    expect(answer.body.error.message).toMatch(/^The signature /);
    expect(log.bad().filter((line) => log.lines.indexOf(line) >= before)).toEqual([]);
  });

  it('the session is still unrevoked and the name still free', async () => {
    const sessions = await call(url(`/v1/sessions/${ALICE.address}`));
    expect(sessions.body.pcis[0]).toMatchObject({ pci: PCI, revokedAt: null });
    expect((await call(url('/v1/profile/account/bobby?apiVersion=2'))).status).toBe(404);
  });
});

describe('fuzzed signed requests over HTTP: always 400 or 401 in the error shape, never a 5xx or a stack', () => {
  /** Runs per route: a few hundred requests in all, well within the timeout on a loaded 2-core machine. */
  const RUNS = 120;
  const TIMEOUT_MS = 90_000;

  it(
    'POST /v1/sessions/{address}/revoke',
    async () => {
      const input = fc.record({
        address: fc.oneof(fc.constant(ALICE.address), wrongAddressArbitrary()),
        pci: fc.oneof({ weight: 3, arbitrary: fc.constant(PCI) }, fc.string(), notAStringArbitrary()),
        signature: fc.oneof({ weight: 4, arbitrary: badSignatureArbitrary() }, notAStringArbitrary()),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ address, pci, signature }) => {
          const path = `/v1/sessions/${encodeURIComponent(address)}/revoke`;
          const answer = await call(url(path), 'POST', { pci, signature });
          // A pci or address that names no session is 404 `session_not_found`, its documented answer (and a
          // path that `..` shortens is 404 `not_found`).
          expect(refusalProblem(answer, [400, 401, 404])).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      expect(log.bad()).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'POST /v1/profile/account',
    async () => {
      const good = await registrationBody(BOB, 'fuzzed.wd.id');
      const input = fc.record({
        address: fc.oneof({ weight: 3, arbitrary: fc.constant(BOB.address) }, wrongAddressArbitrary()),
        message: fc.oneof(
          { weight: 3, arbitrary: fc.constant(good.message) },
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme', maxLength: 5_000 }),
          notAStringArbitrary(),
        ),
        signature: fc.oneof({ weight: 4, arbitrary: badSignatureArbitrary() }, notAStringArbitrary()),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ address, message, signature }) => {
          const body = { ...good, address, message, signature };
          const answer = await call(url('/v1/profile/account'), 'POST', body);
          expect(refusalProblem(answer, [400, 401], REGISTRATION_CODES)).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      expect(log.bad()).toEqual([]);
      expect((await call(url('/v1/profile/account/fuzzed?apiVersion=2'))).status).toBe(404);
    },
    TIMEOUT_MS,
  );
});
