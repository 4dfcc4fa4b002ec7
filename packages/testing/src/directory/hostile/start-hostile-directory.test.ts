import {
  createWalletDirectoryClient,
  type GetWalletsResponse,
  MalformedResponseError,
} from '@walletdock/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StackServer, startStackServer } from '../../server/stack-server.js';
import { HUGE_ICON_BYTES } from './hostile-icons.js';
import { HOSTILE_NAMES, ODD_ID_WALLETS, SCRIPT_LINKS } from './hostile-wallets.js';
import {
  type HostileDirectory,
  startHostileDirectory,
  UnknownHostileScenarioError,
} from './start-hostile-directory.js';

/** The hostile directory over real HTTP, in front of the stack's @walletdock/server (its directory only). */

let upstream: StackServer;
let hostile: HostileDirectory;
const QUERY = 'projectId=test-project&st=walletdock&sv=test';
const FIRST_PAGE = 'page=1&entries=40&chains=eip155:31337';
const get = (scenario: string, path: string, init: RequestInit = {}) =>
  fetch(`${hostile.scenarioUrl(scenario)}${path}${path.includes('?') ? '&' : '?'}${QUERY}`, init);
const wallets = async (scenario: string, query: string) =>
  (await (await get(scenario, `/getWallets?${query}`)).json()) as GetWalletsResponse;

beforeAll(async () => {
  upstream = await startStackServer({ chains: [] });
  hostile = await startHostileDirectory({ upstream: upstream.url });
});
afterAll(async () => {
  await hostile?.close();
  await upstream?.close();
});
afterEach(() => hostile.reset());

describe('startHostileDirectory', () => {
  it('serves the real directory under pass-through, with CORS, origins, analytics config and images', async () => {
    const real = (await (await fetch(`${upstream.url}/getWallets?${FIRST_PAGE}&${QUERY}`)).json()) as unknown;
    const response = await get('pass-through', `/getWallets?${FIRST_PAGE}`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(await response.json()).toEqual(real);
    expect(await (await get('pass-through', '/projects/v1/origins')).json()).toHaveProperty('allowedOrigins');
    expect(await (await get('pass-through', '/getAnalyticsConfig')).json()).toEqual({
      isAnalyticsEnabled: true,
    });
    const [wallet] = (real as GetWalletsResponse).data;
    const image = await get('pass-through', `/getWalletImage/${wallet?.image_id}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    const preflight = await fetch(`${hostile.scenarioUrl('pass-through')}/getWallets`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it("is reached through core's directory client, whose base URL carries the scenario as a path", async () => {
    const client = createWalletDirectoryClient({
      baseUrl: hostile.scenarioUrl('names'),
      projectId: 'test-project',
    });
    const { data } = await client.getWallets({ page: 1, entries: 40, chains: ['eip155:31337'] });
    // The scenario serves HOSTILE_NAMES first; core's client cleans the names and leaves the nameless wallets out.
    expect(HOSTILE_NAMES).toHaveLength(4);
    expect(data.slice(0, 2).map((wallet) => wallet.name)).toEqual(['Rtloverride Wallet', 'Control Wallet']);
    expect(data.some((wallet) => wallet.name.trim() === '')).toBe(false);
  });

  it('refuses a scenario it does not have', async () => {
    expect(() => hostile.scenarioUrl('nope')).toThrow(UnknownHostileScenarioError);
    expect((await fetch(`${hostile.url}/nope/getWallets?${QUERY}`)).status).toBe(404);
  });

  it('puts the script-link wallets in front of the first page and recommended only', async () => {
    const first = await wallets('script-links', FIRST_PAGE);
    const hostileWallets = first.data.slice(0, SCRIPT_LINKS.length);
    expect(hostileWallets.map((wallet) => wallet.mobile_link)).toEqual(SCRIPT_LINKS.map(({ link }) => link));
    expect(hostileWallets[0]?.desktop_link).toMatch(/^javascript:/);
    expect(hostileWallets.at(-1)?.desktop_link).toBeNull();
    const recommended = await wallets('script-links', 'page=1&entries=4&chains=eip155:31337');
    expect(recommended.data[0]?.name).toBe('Hostile plain');
    const next = await wallets('script-links', 'page=2&entries=40&chains=eip155:31337');
    const search = await wallets('script-links', 'page=1&entries=100&search=a');
    expect([...next.data, ...search.data].some((wallet) => wallet.name.startsWith('Hostile'))).toBe(false);
  });

  it('serves odd ids', async () => {
    const { data } = await wallets('odd-ids', FIRST_PAGE);
    expect(data.slice(0, 4).map(({ id, image_id }) => ({ id, image_id }))).toEqual(
      ODD_ID_WALLETS.map(({ id, image_id }) => ({ id, image_id })),
    );
  });

  it('breaks only the read a malformed scenario names, until it is healed', async () => {
    const scenario = 'malformed-http-500-search';
    expect((await get(scenario, `/getWallets?${FIRST_PAGE}`)).status).toBe(200);
    expect((await get(scenario, '/getWallets?page=1&entries=100&search=vault')).status).toBe(500);
    expect(hostile.stats(scenario).reads).toMatchObject({ 'first-page': 1, search: 1 });
    hostile.heal(scenario);
    expect((await get(scenario, '/getWallets?page=1&entries=100&search=vault')).status).toBe(200);
    hostile.harm(scenario);
    expect((await get(scenario, '/getWallets?page=1&entries=100&search=vault')).status).toBe(500);
  });

  it('breaks one wallet of a page with a missing field or a wrong type, keeping the rest', async () => {
    const real = await wallets('pass-through', FIRST_PAGE);
    const missing = await wallets('malformed-missing-field-first-page', FIRST_PAGE);
    expect(missing.data[0]).not.toHaveProperty('name');
    expect(missing.data.slice(1)).toEqual(real.data.slice(1));
    const wrong = await wallets('malformed-wrong-type-first-page', FIRST_PAGE);
    expect(wrong.data[0]?.chains).toBe('eip155:1');
  });

  it('answers invalid JSON, a redirect to data: or file: that fetch refuses, and a hang', async () => {
    const invalid = await get('malformed-invalid-json-first-page', `/getWallets?${FIRST_PAGE}`);
    expect(invalid.status).toBe(200);
    await expect(invalid.json()).rejects.toThrow(SyntaxError);
    const client = createWalletDirectoryClient({
      baseUrl: hostile.scenarioUrl('malformed-invalid-json-all'),
      projectId: 'test-project',
      retry: { attempts: 0 },
    });
    await expect(client.getWallets({ page: 1, entries: 4 })).rejects.toBeInstanceOf(MalformedResponseError);
    for (const [scenario, scheme] of [
      ['malformed-redirect-data-search', 'data:'],
      ['malformed-redirect-file-search', 'file:'],
    ] as const) {
      const path = '/getWallets?page=1&entries=100&search=vault';
      const redirect = await get(scenario, path, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toMatch(new RegExp(`^${scheme}`));
      await expect(get(scenario, path)).rejects.toThrow(TypeError);
    }
    await expect(
      get('malformed-hang-next-page', '/getWallets?page=2&entries=40', { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/timeout|aborted/i);
  });

  it('serves scripted SVG icons', async () => {
    const icon = await get('scripted-svg-icons', '/getWalletImage/anything');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await icon.text();
    expect(svg).toContain('<script>');
    expect(svg).toContain('onload=');
  });

  it('streams 20 MB icons and counts only the bytes actually sent', async () => {
    const full = await get('huge-icons', '/getWalletImage/a');
    expect(full.headers.get('content-type')).toBe('image/png');
    expect((await full.arrayBuffer()).byteLength).toBe(HUGE_ICON_BYTES);
    expect(hostile.stats('huge-icons')).toMatchObject({ iconRequests: 1, iconBytesSent: HUGE_ICON_BYTES });

    hostile.reset();
    const controller = new AbortController();
    const partial = await get('huge-icons', '/getWalletImage/b', { signal: controller.signal });
    const reader = partial.body?.getReader();
    let read = 0;
    while (read < 256 * 1024) read += (await reader?.read())?.value?.byteLength ?? 0;
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { iconBytesSent } = hostile.stats('huge-icons');
    expect(iconBytesSent).toBeGreaterThanOrEqual(read);
    expect(iconBytesSent).toBeLessThan(HUGE_ICON_BYTES / 2);
  });

  it('hangs or trickles slow icons', async () => {
    const ids = ['a', 'b']; // char codes 97 (odd: trickle) and 98 (even: hang)
    const trickle = await get('slow-icons', `/getWalletImage/${ids[0]}`, {
      signal: AbortSignal.timeout(2_000),
    });
    expect(trickle.status).toBe(200);
    await expect(trickle.arrayBuffer()).rejects.toThrow(/timeout|aborted/i);
    await expect(
      get('slow-icons', `/getWalletImage/${ids[1]}`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/timeout|aborted/i);
    expect(hostile.stats('slow-icons').iconRequests).toBe(2);
  });
});
