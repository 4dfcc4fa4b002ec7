// @vitest-environment node
import { UserRejectedRequestError, ValidationError } from '@walletdock/core';
import { type LocalStack, startLocalStack } from '@walletdock/testing';
import { createLocalAccountProvider } from '@walletdock/testing/wallet';
import { type Address, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMessage } from './sign-message.js';
import { signTypedData } from './sign-typed-data.js';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.stop();
});

async function connectedWallet(approve?: (request: { method: string }) => boolean) {
  const provider = createLocalAccountProvider({
    privateKeys: stack.accounts.map((account) => account.privateKey),
    chains: stack.chains,
    ...(approve === undefined ? {} : { approve }),
  });
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [Address];
  return { provider, address };
}

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: 2n ** 200n,
  },
} as const;

describe("signMessage: a cancelled request (core's signal)", () => {
  const address = '0xa11ce00000000000000000000000000000000001';
  it('does not ask the wallet when the signal has aborted already', async () => {
    const asked: string[] = [];
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method);
        return '0x';
      },
    };
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(signMessage({ provider, address, message: 'hi', signal: controller.signal })).rejects.toBe(
      reason,
    );
    expect(asked).toEqual([]);
  });

  it('stops waiting for a wallet that does not answer when the signal aborts', async () => {
    const provider = { request: () => new Promise<never>(() => undefined) };
    const controller = new AbortController();
    const signing = signMessage({ provider, address, message: 'hi', signal: controller.signal });
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(signing).rejects.toBe(reason);
  });
});

describe('signMessage', () => {
  it('signs UTF-8 text with personal_sign, and the signature verifies for the account', async () => {
    const { provider, address } = await connectedWallet();
    const message = 'Sign in to WalletDock ✓ — ünïcödé';

    const signature = await signMessage({ provider, address, message });

    expect(await verifyMessage({ address, message, signature })).toBe(true);
  });

  it('signs raw bytes given as { raw }', async () => {
    const { provider, address } = await connectedWallet();
    const raw = new Uint8Array([0, 1, 2, 255]);

    const signature = await signMessage({ provider, address, message: { raw } });

    expect(await verifyMessage({ address, message: { raw }, signature })).toBe(true);
  });

  it('reports a visitor rejection (4001) as UserRejectedRequestError', async () => {
    const { provider, address } = await connectedWallet((request) => request.method !== 'personal_sign');

    await expect(signMessage({ provider, address, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
  });

  it('rejects an invalid address before asking the wallet', async () => {
    const { provider } = await connectedWallet();

    await expect(signMessage({ provider, address: '0x1234', message: 'hi' })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('signTypedData', () => {
  it('signs EIP-712 data with eth_signTypedData_v4 (bigints included), and the signature verifies', async () => {
    const { provider, address } = await connectedWallet();

    const signature = await signTypedData({ provider, address, typedData: mail });

    expect(await verifyTypedData({ address, signature, ...mail })).toBe(true);
  });

  it('rejects data that does not match its types before asking the wallet', async () => {
    const asked: string[] = [];
    const { provider, address } = await connectedWallet((request) => {
      asked.push(request.method);
      return true;
    });
    const broken = { ...mail, message: { ...mail.message, to: { name: 'Bob', wallet: '0x1234' } } };

    await expect(
      signTypedData({ provider, address, typedData: broken as unknown as typeof mail }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(asked).not.toContain('eth_signTypedData_v4');
  });

  it('reports a visitor rejection (4001) as UserRejectedRequestError', async () => {
    const { provider, address } = await connectedWallet(
      (request) => request.method !== 'eth_signTypedData_v4',
    );

    await expect(signTypedData({ provider, address, typedData: mail })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
  });
});
