import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import type { ProjectConfig } from '../config/config.js';

/** The stores every suite runs against. */
export const STORE_KINDS = ['pglite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** Projects of the test servers: one with analytics on and an allow-list, one with analytics off. */
export const TEST_PROJECTS: ProjectConfig[] = [
  {
    id: 'proj-on',
    name: 'Analytics on',
    allowedOrigins: ['https://app.example.com', 'http://localhost:*'],
    analytics: true,
  },
  { id: 'proj-off', name: 'Analytics off', allowedOrigins: ['*'], analytics: false },
];

/** Two well-known dev keys (anvil's first accounts): never hold value with them. */
export const ALICE = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
);
export const BOB = privateKeyToAccount('0x59c6995e998f97a5a0044966f0d5d3e1b2ef2ce5d0f5a6e2a6c7a8f1d3e9d9d1');

/** A temporary directory, removed by the returned function. */
export async function tempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** The signed body of `POST /v1/profile/account` for `name`. */
export async function registrationBody(
  account: typeof ALICE,
  name: string,
  options: { timestamp?: number; attributes?: Record<string, string> } = {},
) {
  const message = JSON.stringify({
    name,
    ...(options.attributes ? { attributes: options.attributes } : {}),
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return {
    coin_type: 60,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  };
}

/** A session as the admin route records it. */
export function sampleSession(pci: string) {
  return {
    pci,
    project: { id: 'proj-on', name: 'Analytics on', url: 'https://app.example.com' },
    createdAt: 1_738_324_800,
    expiry: 1_738_414_800,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } }],
    policies: [],
    context: '0x5b39165e1a41f77bee9f6dd1f2d934e750bb0c417882f889d7814ebfa1986375',
  };
}

/** A valid `POST /e` body. */
export function sampleEvent(event = 'MODAL_OPEN') {
  return {
    eventId: crypto.randomUUID(),
    url: 'https://app.example.com/',
    domain: 'app.example.com',
    timestamp: Date.now(),
    props: { type: 'track', event, properties: { connected: false } },
  };
}

/** JSON request helper: `call(url, 'POST', body, headers)` → `{ status, body, headers }`. */
export async function call(
  url: string,
  method = 'GET',
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: test helper; each test asserts the body's shape.
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed, headers: response.headers };
}
