// @vitest-environment node
import { UnsupportedProviderMethodError, ValidationError } from '@walletdock/core';
import { type LocalStack, startLocalStack } from '@walletdock/testing';
import { createLocalAccountProvider } from '@walletdock/testing/wallet';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCallsStatus, statusKind } from './calls-status.js';
import { getCapabilities } from './capabilities.js';
import { grantPermissions, revokePermissions } from './permissions.js';
import { type Eip5792Call, sendCalls } from './send-calls.js';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** The local wallet (no EIP-5792), connected; `seen` logs every method the wallet received. */
async function connectedWallet() {
  const wallet = createLocalAccountProvider({
    privateKeys: stack.accounts.map((account) => account.privateKey),
    chains: stack.chains,
  });
  const seen: string[] = [];
  const provider = {
    request: (args: { method: string; params?: readonly unknown[] | object }) => {
      seen.push(args.method);
      return wallet.request(args);
    },
  };
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [Address];
  return { provider, wallet, address, seen };
}

function chainId() {
  const chain = stack.chains[0];
  if (!chain) throw new Error('the stack has no chain');
  return chain.chainId;
}

describe('sendCalls', () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const invalid: { batch: string; calls: unknown }[] = [
    { batch: 'no calls', calls: [] },
    { batch: "a call whose 'to' lacks 0x", calls: [{ to: to.slice(2) }] },
    { batch: "a call without 'to'", calls: [{ data: '0x' }] },
    { batch: "a call whose 'data' lacks 0x", calls: [{ to, data: 'abcd' }] },
    { batch: "a call whose 'data' is not a string", calls: [{ to, data: 12 }] },
    { batch: 'a call that is not an object', calls: [to] },
  ];

  it.each(invalid)('rejects $batch with ValidationError before the wallet is asked', async ({ calls }) => {
    const { provider, address, seen } = await connectedWallet();

    await expect(
      sendCalls({ provider, address, chainId: chainId(), calls: calls as Eip5792Call[] }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(seen).not.toContain('wallet_sendCalls');
  });

  it('rejects a negative value with ValidationError before the wallet is asked', async () => {
    const { provider, address, seen } = await connectedWallet();

    await expect(
      sendCalls({ provider, address, chainId: chainId(), calls: [{ to, value: -1n }] }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(seen).not.toContain('wallet_sendCalls');
  });

  it('surfaces a wallet without EIP-5792 (4200) as UnsupportedProviderMethodError', async () => {
    const { provider, address, seen } = await connectedWallet();

    await expect(
      sendCalls({
        provider,
        address,
        chainId: chainId(),
        calls: [
          { to, value: 1n },
          { to, data: '0x' },
        ],
      }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError);
    expect(seen).toContain('wallet_sendCalls');
  });
});

describe('getCallsStatus, getCapabilities, grantPermissions', () => {
  it('surface a wallet without the method (4200) as UnsupportedProviderMethodError', async () => {
    const { provider, address } = await connectedWallet();

    await expect(getCallsStatus({ provider, id: '0x01' })).rejects.toBeInstanceOf(
      UnsupportedProviderMethodError,
    );
    await expect(getCapabilities({ provider, address })).rejects.toBeInstanceOf(
      UnsupportedProviderMethodError,
    );
    await expect(grantPermissions({ provider, request: { chainId: '0x7a69' } })).rejects.toBeInstanceOf(
      UnsupportedProviderMethodError,
    );
  });

  it('validate their inputs before asking the wallet', async () => {
    const { provider, seen } = await connectedWallet();

    await expect(getCallsStatus({ provider, id: '' })).rejects.toBeInstanceOf(ValidationError);
    await expect(getCapabilities({ provider, address: '0x12' })).rejects.toBeInstanceOf(ValidationError);
    expect(seen).toEqual(['eth_requestAccounts']);
  });

  it('maps EIP-5792 status codes to their family', () => {
    expect([100, 200, 400, 500, 600, 0].map(statusKind)).toEqual([
      'pending',
      'success',
      'failure',
      'reverted',
      'partial-reverted',
      'unknown',
    ]);
  });
});

describe('revokePermissions', () => {
  it('revokes the EIP-2255 eth_accounts permission: the app is no longer connected', async () => {
    const { provider, wallet } = await connectedWallet();

    await revokePermissions({ provider, request: { eth_accounts: {} } });

    expect(wallet.getState().connected).toBe(false);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });
});
