// @vitest-environment node
import {
  applyBaseFeeMultiplier,
  ConnectorError,
  ContractRevertError,
  MAX_UINT256,
  MESSAGES,
  UserRejectedRequestError,
  VALIDATION_MESSAGES,
  ValidationError,
} from '@walletdock/core';
import { type LocalStack, startLocalStack, toViemChain } from '@walletdock/testing';
import { createLocalAccountProvider } from '@walletdock/testing/wallet';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildErc20Transfer } from './erc20-transfer.js';
import { prepareTransactionRequest } from './prepare.js';
import { sendTransaction } from './send-transaction.js';
import { waitForReceipt } from './wait-for-receipt.js';

let stack: LocalStack;
let publicClient: PublicClient;

beforeAll(async () => {
  stack = await startLocalStack();
  publicClient = createPublicClient({ transport: http(chainA().rpcUrl), pollingInterval: 50 });
});

afterAll(async () => {
  await stack?.stop();
});

function chainA() {
  const chain = stack.chains[0];
  if (!chain) throw new Error('the stack has no chain');
  return chain;
}

function devAddress(index: number): Address {
  const account = stack.accounts[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return account.address;
}

/** The local wallet with the dev keys, connected; `asked` logs every request needing consent. */
async function connectedWallet(options: { accountIndex?: number; reject?: string } = {}) {
  const asked: string[] = [];
  const provider = createLocalAccountProvider({
    privateKeys: stack.accounts.map((account) => account.privateKey),
    chains: stack.chains,
    accountIndex: options.accountIndex ?? 0,
    approve: (request) => {
      asked.push(request.method);
      return request.method !== options.reject;
    },
  });
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [Address];
  return { provider, address, asked };
}

async function tokenBalance(token: Address, holder: Address) {
  return publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });
}

describe('sendTransaction and waitForReceipt', () => {
  it('sends ETH through the wallet, and the receiver holds exactly that much more', async () => {
    const { provider, address } = await connectedWallet();
    const receiver = devAddress(8);
    const before = await publicClient.getBalance({ address: receiver });

    const hash = await sendTransaction({
      provider,
      publicClient,
      address,
      chainId: chainA().chainId,
      request: { to: receiver, value: parseEther('1.25') },
    });
    const result = await waitForReceipt({ publicClient, hash });

    expect(result.status).toBe('success');
    expect(result.receipt.transactionHash).toBe(hash);
    expect(await publicClient.getBalance({ address: receiver })).toBe(before + parseEther('1.25'));
  });

  it('sends 6-decimal tUSD with buildErc20Transfer, and both balances move by the amount', async () => {
    const { provider, address } = await connectedWallet();
    const token = chainA().contracts.testUsd;
    const receiver = devAddress(7);
    const [senderBefore, receiverBefore] = await Promise.all([
      tokenBalance(token, address),
      tokenBalance(token, receiver),
    ]);

    const hash = await sendTransaction({
      provider,
      publicClient,
      address,
      chainId: chainA().chainId,
      request: buildErc20Transfer({ token, to: receiver, amount: 12_500_000n }), // 12.5 tUSD
    });
    const result = await waitForReceipt({ publicClient, hash });

    expect(result.status).toBe('success');
    expect(await tokenBalance(token, address)).toBe(senderBefore - 12_500_000n);
    expect(await tokenBalance(token, receiver)).toBe(receiverBefore + 12_500_000n);
  });

  it('reports a mined transaction that reverted as reverted, with the custom error decoded', async () => {
    const { provider, address } = await connectedWallet({ accountIndex: 6 }); // holds no tUSD
    const token = chainA().contracts.testUsd;

    const hash = await sendTransaction({
      provider,
      publicClient,
      address,
      chainId: chainA().chainId,
      // An explicit gas limit, so that estimation does not fail first.
      request: { ...buildErc20Transfer({ token, to: devAddress(1), amount: 1_000_000n }), gas: 100_000n },
    });
    const result = await waitForReceipt({ publicClient, hash });

    expect(result.status).toBe('reverted');
    if (result.status !== 'reverted') return;
    expect(result.error).toBeInstanceOf(ContractRevertError);
    // ERC20InsufficientBalance(address,uint256,uint256)
    const selector = keccak256(toHex('ERC20InsufficientBalance(address,uint256,uint256)')).slice(0, 10);
    expect(result.error?.revert).toMatchObject({ kind: 'custom', selector });
  });

  it('surfaces a reverting gas estimation as ContractRevertError, before the wallet is asked', async () => {
    const { provider, address, asked } = await connectedWallet({ accountIndex: 6 });
    const token = chainA().contracts.testUsd;

    await expect(
      sendTransaction({
        provider,
        publicClient,
        address,
        chainId: chainA().chainId,
        request: buildErc20Transfer({ token, to: devAddress(1), amount: 1n }),
      }),
    ).rejects.toBeInstanceOf(ContractRevertError);
    expect(asked).not.toContain('eth_sendTransaction');
  });

  it('reports the visitor declining (4001) as UserRejectedRequestError', async () => {
    const { provider, address } = await connectedWallet({ reject: 'eth_sendTransaction' });

    await expect(
      sendTransaction({
        provider,
        publicClient,
        address,
        chainId: chainA().chainId,
        request: { to: devAddress(2), value: 1n },
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('refuses with "Chain mismatch" when the wallet is on another chain than the transaction', async () => {
    const { provider, address, asked } = await connectedWallet();
    const other = stack.chains[1];
    if (!other) throw new Error('the stack has no second chain');

    const error = await sendTransaction({
      provider,
      publicClient,
      address,
      chainId: other.chainId,
      request: { to: devAddress(2), value: 1n },
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).shortMessage).toBe(MESSAGES.chainMismatch);
    expect(asked).not.toContain('eth_sendTransaction');
  });

  it('refuses with "Chain mismatch" when the request names another chain', async () => {
    const { provider, address } = await connectedWallet();

    await expect(
      sendTransaction({
        provider,
        publicClient,
        address,
        chainId: chainA().chainId,
        request: { to: devAddress(2), value: 1n, chainId: 1 },
      }),
    ).rejects.toThrow(new ConnectorError(MESSAGES.chainMismatch).shortMessage);
  });
});

describe("sendTransaction: a cancelled request (core's signal)", () => {
  it('never asks the wallet when the signal aborts while the transaction is prepared', async () => {
    const { provider, address, asked } = await connectedWallet();
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const watching = {
      request: (args: { method: string; params?: readonly unknown[] | object }) => {
        // The wallet's chain is checked first; the visitor cancels while gas and fees are read.
        if (args.method === 'eth_chainId') controller.abort(reason);
        return provider.request(args as Parameters<typeof provider.request>[0]);
      },
    };
    const sending = sendTransaction({
      provider: watching,
      publicClient,
      address,
      chainId: chainA().chainId,
      request: { to: devAddress(9), value: 1n },
      signal: controller.signal,
    });
    await expect(sending).rejects.toBe(reason);
    expect(asked).not.toContain('eth_sendTransaction');
  });

  it('stops waiting for a wallet that does not answer when the signal aborts', async () => {
    const { provider, address } = await connectedWallet();
    const controller = new AbortController();
    const silent = {
      request: (args: { method: string; params?: readonly unknown[] | object }) =>
        args.method === 'eth_sendTransaction'
          ? new Promise<never>(() => undefined)
          : provider.request(args as Parameters<typeof provider.request>[0]),
    };
    const sending = sendTransaction({
      provider: silent,
      publicClient,
      address,
      chainId: chainA().chainId,
      request: { to: devAddress(9), value: 1n },
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(sending).rejects.toBe(reason);
  });
});

describe('sendTransaction validation (spec §5): each rule fails with its error before anything is sent', () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const cases: { rule: string; request: Record<string, unknown>; message: string }[] = [
    {
      rule: 'gasPrice with maxFeePerGas',
      request: { to, gasPrice: 1n, maxFeePerGas: 2n },
      message: VALIDATION_MESSAGES.gasPriceWithEip1559Fees,
    },
    {
      rule: 'gasPrice with maxPriorityFeePerGas',
      request: { to, gasPrice: 1n, maxPriorityFeePerGas: 1n },
      message: VALIDATION_MESSAGES.gasPriceWithEip1559Fees,
    },
    {
      rule: 'maxFeePerGas above 2^256-1',
      request: { to, maxFeePerGas: MAX_UINT256 + 1n },
      message: VALIDATION_MESSAGES.maxFeePerGasTooHigh,
    },
    {
      rule: 'maxPriorityFeePerGas above maxFeePerGas',
      request: { to, maxFeePerGas: 10n, maxPriorityFeePerGas: 11n },
      message: VALIDATION_MESSAGES.priorityFeeAboveMaxFee,
    },
    {
      rule: 'a negative fee',
      request: { to, gasPrice: -1n },
      message: VALIDATION_MESSAGES.negativeFee('gasPrice'),
    },
    {
      rule: 'an invalid receiver address',
      request: { to: '0x1234' },
      message: VALIDATION_MESSAGES.invalidAddress('0x1234'),
    },
    {
      rule: 'a receiver with a wrong EIP-55 checksum',
      request: { to: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' },
      message: VALIDATION_MESSAGES.invalidAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8'),
    },
    {
      rule: 'a chain id that is not positive',
      request: { to, chainId: 0 },
      message: MESSAGES.invalidChainId,
    },
    {
      rule: 'legacy with EIP-1559 fees',
      request: { to, type: 'legacy', maxFeePerGas: 2n },
      message: VALIDATION_MESSAGES.eip1559FieldsOnTyped('legacy'),
    },
    {
      rule: 'eip2930 with EIP-1559 fees',
      request: { to, type: 'eip2930', maxPriorityFeePerGas: 1n },
      message: VALIDATION_MESSAGES.eip1559FieldsOnTyped('eip2930'),
    },
    {
      rule: 'eip1559 with a gasPrice',
      request: { to, type: 'eip1559', gasPrice: 1n },
      message: VALIDATION_MESSAGES.gasPriceOnTyped('eip1559'),
    },
    {
      rule: 'an unknown transaction type',
      request: { to, type: 'eip9999' },
      message: VALIDATION_MESSAGES.unknownTransactionType('eip9999'),
    },
    {
      rule: 'an access-list storage key that is not 32 bytes',
      request: { to, accessList: [{ address: to, storageKeys: ['0x01'] }] },
      message: VALIDATION_MESSAGES.invalidStorageKeySize('0x01'),
    },
    {
      rule: 'empty blob versioned hashes',
      request: { to, blobVersionedHashes: [] },
      message: VALIDATION_MESSAGES.emptyBlobVersionedHashes,
    },
    {
      rule: 'a blob versioned hash with the wrong version',
      request: { to, blobVersionedHashes: [`0x02${'00'.repeat(31)}`] },
      message: VALIDATION_MESSAGES.invalidBlobVersionedHashVersion(`0x02${'00'.repeat(31)}`),
    },
    {
      rule: 'an unknown field',
      request: { to, gasLimit: 21_000n },
      message: 'Unknown transaction field "gasLimit"',
    },
    {
      rule: 'data that is not hex',
      request: { to, data: 'hello' },
      message: 'data must be 0x-prefixed hex bytes',
    },
  ];

  it.each(cases)('rejects $rule', async ({ request, message }) => {
    const { provider, address, asked } = await connectedWallet();

    const error = await sendTransaction({
      provider,
      publicClient,
      address,
      chainId: chainA().chainId,
      request,
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).shortMessage).toBe(message);
    expect(asked).toEqual(['eth_requestAccounts']);
  });

  it('rejects a base fee multiplier below 1', async () => {
    const { provider, address } = await connectedWallet();

    await expect(
      sendTransaction({
        provider,
        publicClient,
        address,
        chainId: chainA().chainId,
        request: { to },
        baseFeeMultiplier: 0.9,
      }),
    ).rejects.toThrow(VALIDATION_MESSAGES.baseFeeMultiplierTooLow);
  });
});

describe('prepareTransactionRequest: type inference and filling from the chain', () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const key = `0x${'00'.repeat(31)}01`;
  const versionedHash = `0x01${'ab'.repeat(31)}`;
  const cases: { fields: string; request: Record<string, unknown>; type: string }[] = [
    { fields: 'no fee fields, on a chain with a base fee', request: { to, value: 1n }, type: 'eip1559' },
    { fields: 'a gasPrice', request: { to, gasPrice: 2_000_000_000n }, type: 'legacy' },
    {
      fields: 'a gasPrice and an access list',
      request: { to, gasPrice: 2_000_000_000n, accessList: [{ address: to, storageKeys: [key] }] },
      type: 'eip2930',
    },
    { fields: 'a maxFeePerGas', request: { to, maxFeePerGas: 5_000_000_000n }, type: 'eip1559' },
    {
      fields: 'blob versioned hashes',
      request: { to, gas: 100_000n, blobVersionedHashes: [versionedHash], maxFeePerBlobGas: 1n },
      type: 'eip4844',
    },
    {
      fields: 'an authorization list',
      request: { to, gas: 100_000n, authorizationList: [] },
      type: 'eip7702',
    },
    { fields: 'an explicit type', request: { to, type: 'legacy' }, type: 'legacy' },
  ];

  it.each(cases)('infers $type from $fields', async ({ request, type }) => {
    const prepared = await prepareTransactionRequest({
      publicClient,
      address: devAddress(0),
      chainId: chainA().chainId,
      request,
    });

    expect(prepared.type).toBe(type);
    expect(prepared.gas).toBeGreaterThan(0n);
    if (type === 'legacy' || type === 'eip2930') expect(prepared.gasPrice).toBeGreaterThan(0n);
    else expect(prepared.maxFeePerGas).toBeGreaterThanOrEqual(prepared.maxPriorityFeePerGas ?? 0n);
  });

  it('estimates gas × 1.2 and maxFeePerGas = base fee × 1.2 + the suggested tip; leaves the nonce to the wallet', async () => {
    const from = devAddress(0);
    const [estimate, block, tip] = await Promise.all([
      publicClient.request({ method: 'eth_estimateGas', params: [{ from, to, value: numberToHex(1n) }] }),
      publicClient.getBlock(),
      publicClient.request({ method: 'eth_maxPriorityFeePerGas' }),
    ]);

    const prepared = await prepareTransactionRequest({
      publicClient,
      address: from,
      chainId: chainA().chainId,
      request: { to, value: 1n },
    });

    expect(prepared.gas).toBe(applyBaseFeeMultiplier(BigInt(estimate)));
    expect(prepared.maxPriorityFeePerGas).toBe(BigInt(tip));
    expect(prepared.maxFeePerGas).toBe(applyBaseFeeMultiplier(block.baseFeePerGas ?? 0n) + BigInt(tip));
    expect(prepared.nonce).toBeUndefined();
    expect(prepared.from).toBe(from);
  });

  it('keeps the fields the request gives (with a chain-typed viem client too)', async () => {
    const typedClient = createPublicClient({
      chain: toViemChain(chainA()),
      transport: http(chainA().rpcUrl),
    });
    const prepared = await prepareTransactionRequest({
      publicClient: typedClient,
      address: devAddress(0),
      chainId: chainA().chainId,
      request: { to, gas: 50_000n, maxFeePerGas: 9n, maxPriorityFeePerGas: 3n, nonce: 7 },
    });

    expect(prepared).toMatchObject({ gas: 50_000n, maxFeePerGas: 9n, maxPriorityFeePerGas: 3n, nonce: 7 });
  });

  it('refuses an RPC serving another chain with "Chain mismatch"', async () => {
    const other = stack.chains[1];
    if (!other) throw new Error('the stack has no second chain');

    await expect(
      prepareTransactionRequest({
        publicClient,
        address: devAddress(0),
        chainId: other.chainId,
        request: { to },
      }),
    ).rejects.toThrow(MESSAGES.chainMismatch);
  });
});

describe('buildErc20Transfer', () => {
  it('rejects a negative amount and invalid addresses', () => {
    const token = '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC';
    expect(() => buildErc20Transfer({ token, to: '0x12', amount: 1n })).toThrow(ValidationError);
    expect(() => buildErc20Transfer({ token: 'nope', to: token, amount: 1n })).toThrow(ValidationError);
    expect(() => buildErc20Transfer({ token, to: token, amount: -1n })).toThrow(ValidationError);
  });
});
