import type { SessionsResponse } from '@walletdock/core';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDevAccounts } from '../../stack/dev-accounts.js';
import { type StackServices, startStackServices } from '../../stack/stack-services.js';

// The smart sessions of the stack's services: the first dev account's two sample sessions (sample-sessions.ts),
// recorded when the stack's server starts.
const accounts = deriveDevAccounts(2);
const owner = privateKeyToAccount(accounts[0]?.privateKey ?? '0x');
const other = privateKeyToAccount(accounts[1]?.privateKey ?? '0x');
let server: StackServices;

beforeAll(async () => {
  server = await startStackServices({ chains: [], accounts }, '127.0.0.1');
});
afterAll(() => server?.close());

const url = (path: string) => `${server.url}${path}?projectId=p1`;
const sessions = async (address: string) =>
  ((await (await fetch(url(`/v1/sessions/${address}`))).json()) as SessionsResponse).pcis;
const revoke = (address: string, body: unknown) =>
  fetch(url(`/v1/sessions/${address}/revoke`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('smart sessions', () => {
  it('lists the sample sessions of the first dev account, and none for others', async () => {
    const list = await sessions(owner.address);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ project: { name: 'WalletDock Demo' }, revokedAt: null });
    expect(list[0]?.pci).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await sessions(other.address)).toEqual([]);
  });

  it('revokes a session when the address signed its pci; rejects another signer with 401', async () => {
    const [session] = await sessions(owner.address);
    const pci = session?.pci ?? '';
    const forged = await revoke(owner.address, { pci, signature: await other.signMessage({ message: pci }) });
    expect(forged.status).toBe(401);
    expect((await sessions(owner.address))[0]?.revokedAt).toBeNull();

    const response = await revoke(owner.address, {
      pci,
      signature: await owner.signMessage({ message: pci }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await sessions(owner.address))[0]?.revokedAt).toEqual(expect.any(Number));
  });

  it.each([
    [{ pci: '0x01', signature: `0x${'1'.repeat(130)}` }, 404],
    [{ signature: `0x${'1'.repeat(130)}` }, 400],
    [{ pci: '0x01', signature: '0x1' }, 400],
  ])('answers %j with %i', async (body, status) => {
    expect((await revoke(owner.address, body)).status).toBe(status);
  });

  it('answers 400 for an address that is not one', async () => {
    expect((await fetch(url('/v1/sessions/bob'))).status).toBe(400);
  });
});
