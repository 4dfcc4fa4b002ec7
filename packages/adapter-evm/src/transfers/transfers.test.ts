// @vitest-environment node
import {
  type AdapterTransactionRequest,
  type AdapterTransfer,
  applyBaseFeeMultiplier,
  type CaipNetwork,
  ContractRevertError,
  defineNetwork,
  MESSAGES,
  TransfersNotLoadedError,
  ValidationError,
} from '@walletdock/core';
import { type LocalChain, type LocalStack, startLocalStack } from '@walletdock/testing';
import { announceProvider, createLocalAccountProvider, walletIcon } from '@walletdock/testing/wallet';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmAdapter } from '../adapter/evm-adapter.js';
import type { EvmAdapter } from '../adapter/types.js';
import type { EvmWindow } from '../connectors/types.js';
import type { EvmTransfers } from './evm-transfers.js';

// The EVM adapter's `transfers` (spec §3 "Send flow") end to end on the local anvil chain: built, priced, sent
// through an EIP-6963 wallet that signs for real, and waited for.

let stack: LocalStack;
let network: CaipNetwork;
let publicClient: PublicClient;

const EXPLORER = 'https://explorer.example/chain-a/';

function chainA(): LocalChain {
  const chain = stack.chains[0];
  if (!chain) throw new Error('the stack has no chain');
  return chain;
}

function dev(index: number): Address {
  const account = stack.accounts[index];
  if (!account) throw new Error(`no dev account ${index}`);
  return account.address;
}

beforeAll(async () => {
  // accounts 0-4 hold DOCK; account 5 holds none
  stack = await startLocalStack({ accounts: 6, siwx: false });
  const local = chainA();
  network = defineNetwork({
    id: local.chainId,
    name: local.name,
    nativeCurrency: local.nativeCurrency,
    rpcUrls: { default: { http: [local.rpcUrl] } },
    blockExplorers: { default: { name: 'Explorer', url: EXPLORER } },
    contracts: { multicall3: { address: local.contracts.multicall3 } },
  });
  publicClient = createPublicClient({ transport: http(local.rpcUrl), pollingInterval: 50 });
});

afterAll(async () => {
  await stack?.stop();
});

/** A mounted adapter with an EIP-6963 wallet connected as dev account `accountIndex`. */
async function connected(accountIndex: number) {
  const page = new EventTarget() as EvmWindow;
  const provider = createLocalAccountProvider({
    privateKeys: stack.accounts.map((a) => a.privateKey),
    chains: stack.chains,
    accountIndex,
  });
  const rdns = `dev.walletdock.transfers${accountIndex}`;
  const stop = announceProvider({
    info: { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: walletIcon('TW', '#4f46e5'), rdns },
    provider,
    target: page,
  });
  const adapter = evmAdapter({ networks: [network], window: page });
  adapter.mount({ networks: [network], projectId: 'test' });
  const connection = await adapter.connect({ connectorId: rdns });
  const transfers = adapter.transfers as EvmTransfers;
  await transfers.load();
  return {
    adapter,
    transfers,
    address: connection.address as Address,
    send: (transaction: AdapterTransactionRequest) =>
      adapter.sendTransaction({
        connectorId: rdns,
        address: connection.address,
        caipNetworkId: network.caipNetworkId,
        transaction,
      }),
    close: () => {
      adapter.unmount();
      stop();
    },
  };
}

const dock = () => chainA().contracts.dockToken;

function dockBalance(holder: Address): Promise<bigint> {
  return publicClient.readContract({
    address: dock(),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });
}

/** What the node says a transfer's request costs at most now: its gas estimate × 1.2, × base fee × 1.2 + tip. */
async function nodeMaxCost(request: { from: Address; to: Address; value?: bigint; data?: `0x${string}` }) {
  const [estimate, block, tip] = await Promise.all([
    publicClient.estimateGas({
      account: request.from,
      to: request.to,
      value: request.value,
      data: request.data,
    }),
    publicClient.getBlock(),
    publicClient.request({ method: 'eth_maxPriorityFeePerGas' }),
  ]);
  const gas = applyBaseFeeMultiplier(estimate, 1.2);
  const maxFeePerGas = applyBaseFeeMultiplier(block.baseFeePerGas ?? 0n, 1.2) + BigInt(tip);
  return { gas, maxFeePerGas, fee: gas * maxFeePerGas };
}

/** A test-node method of anvil. */
function anvil(method: string, params: unknown[]): Promise<unknown> {
  return (publicClient.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({
    method,
    params,
  });
}

async function minedCost(hash: Hash) {
  const receipt = await publicClient.getTransactionReceipt({ hash });
  const transaction = await publicClient.getTransaction({ hash });
  return { receipt, transaction, cost: receipt.gasUsed * receipt.effectiveGasPrice };
}

describe('evmAdapter transfers on anvil', () => {
  it('prices, sends and follows an ETH transfer: the wallet sends with the estimated gas and fee', async () => {
    const { transfers, address, send, close } = await connected(0);
    const receiver = dev(2);
    const transfer: AdapterTransfer = {
      from: address,
      to: receiver,
      amount: parseEther('0.75'),
      decimals: 18,
    };
    const expected = await nodeMaxCost({ from: address, to: receiver, value: transfer.amount });

    const estimate = await transfers.estimateFee({ caipNetworkId: network.caipNetworkId, transfer });
    expect(estimate).toEqual({ fee: expected.fee, reserve: 0n });
    expect(expected.gas).toBe(25_200n); // the node's 21000 for a plain transfer, × 1.2

    const request = transfers.buildRequest(transfer);
    expect(request).toMatchObject({ to: receiver, value: transfer.amount, gas: expected.gas });
    const [senderBefore, receiverBefore] = await Promise.all([
      publicClient.getBalance({ address }),
      publicClient.getBalance({ address: receiver }),
    ]);
    const hash = await send(request);
    await expect(
      transfers.waitForTransaction({ caipNetworkId: network.caipNetworkId, hash }),
    ).resolves.toEqual({ status: 'success' });

    const { transaction, cost } = await minedCost(hash as Hash);
    expect(transaction.gas).toBe(expected.gas);
    expect(transaction.maxFeePerGas).toBe(expected.maxFeePerGas);
    expect(cost).toBeLessThanOrEqual(estimate.fee);
    expect(await publicClient.getBalance({ address: receiver })).toBe(receiverBefore + transfer.amount);
    expect(await publicClient.getBalance({ address })).toBe(senderBefore - transfer.amount - cost);
    close();
  });

  it('sends 0.5 DOCK with an ERC-20 transfer: the receiver holds exactly 0.5 DOCK more', async () => {
    const { transfers, address, send, close } = await connected(1);
    const receiver = dev(2);
    const transfer: AdapterTransfer = {
      from: address,
      to: receiver,
      amount: parseEther('0.5'),
      token: dock(),
      decimals: 18,
    };
    const estimate = await transfers.estimateFee({ caipNetworkId: network.caipNetworkId, transfer });
    const request = transfers.buildRequest(transfer);
    expect(request).toMatchObject({ to: dock(), value: 0n });
    const expected = await nodeMaxCost({ from: address, to: dock(), data: request.data as `0x${string}` });
    expect(estimate).toEqual({ fee: expected.fee, reserve: 0n });

    const [senderBefore, receiverBefore] = await Promise.all([dockBalance(address), dockBalance(receiver)]);
    const hash = await send(request);
    await expect(
      transfers.waitForTransaction({ caipNetworkId: network.caipNetworkId, hash }),
    ).resolves.toEqual({ status: 'success' });
    expect(await dockBalance(receiver)).toBe(receiverBefore + parseEther('0.5'));
    expect(await dockBalance(address)).toBe(senderBefore - parseEther('0.5'));
    expect((await minedCost(hash as Hash)).cost).toBeLessThanOrEqual(estimate.fee);
    close();
  });

  it('sends Max (the balance less the fee) even when the base fee rose after the review, and leaves less than one fee', async () => {
    const { transfers, address, send, close } = await connected(3);
    const caipNetworkId = network.caipNetworkId;
    const balance = await publicClient.getBalance({ address });
    const receiver = dev(4);
    // Max: price the transfer of the whole balance, then send the balance less that fee (as the send feature does)
    const { fee: maxFee } = await transfers.estimateFee({
      caipNetworkId,
      transfer: { from: address, to: receiver, amount: balance, decimals: 18 },
    });
    const transfer: AdapterTransfer = { from: address, to: receiver, amount: balance - maxFee, decimals: 18 };
    const { fee } = await transfers.estimateFee({ caipNetworkId, transfer });
    expect(fee).toBe(maxFee);
    const request = transfers.buildRequest(transfer);

    // Between the review and the wallet's send the base fee rises by 10 % (within the 1.2 margin): the request
    // keeps the reviewed fee, so the transaction still costs at most `fee` and the wallet can send it.
    const { baseFeePerGas } = await publicClient.getBlock();
    await anvil('anvil_setNextBlockBaseFeePerGas', [numberToHex(((baseFeePerGas ?? 0n) * 11n) / 10n)]);
    await anvil('evm_mine', []);
    expect((await publicClient.getBlock()).baseFeePerGas).toBe(((baseFeePerGas ?? 0n) * 11n) / 10n);

    const hash = await send(request);
    await expect(transfers.waitForTransaction({ caipNetworkId, hash })).resolves.toEqual({
      status: 'success',
    });
    const { cost } = await minedCost(hash as Hash);
    const left = await publicClient.getBalance({ address });
    expect(left).toBe(fee - cost);
    expect(left).toBeGreaterThan(0n);
    expect(left).toBeLessThan(fee);
    expect(await publicClient.getBalance({ address: receiver })).toBeGreaterThan(balance - fee);
    close();
  });

  it('reports a token transfer above the balance, sent with a fixed gas, as reverted with its reason', async () => {
    const { transfers, address, send, close } = await connected(5); // holds no DOCK
    const transfer: AdapterTransfer = {
      from: address,
      to: dev(2),
      amount: parseEther('1'),
      token: dock(),
      decimals: 18,
    };
    // the estimate already fails: the node's eth_estimateGas reverts (ERC20InsufficientBalance, 0xe450d38c)
    const failed = await transfers
      .estimateFee({ caipNetworkId: network.caipNetworkId, transfer })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ContractRevertError);
    expect((failed as ContractRevertError).shortMessage).toBe(
      'Execution reverted with custom error 0xe450d38c',
    );

    const hash = await send({ ...transfers.buildRequest(transfer), gas: 100_000n });
    await expect(
      transfers.waitForTransaction({ caipNetworkId: network.caipNetworkId, hash }),
    ).resolves.toEqual({ status: 'reverted', reason: 'Execution reverted with custom error 0xe450d38c' });
    close();
  });

  it('stops waiting for a receipt when the signal aborts', async () => {
    const { transfers, close } = await connected(0);
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const unknownHash = `0x${'ab'.repeat(32)}`;
    const waiting = transfers.waitForTransaction({
      caipNetworkId: network.caipNetworkId,
      hash: unknownHash,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 100);
    await expect(waiting).rejects.toBe(reason);
    await expect(
      transfers.waitForTransaction({
        caipNetworkId: network.caipNetworkId,
        hash: unknownHash,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
    close();
  });
});

describe('evmAdapter transfers: addresses, requests and links', () => {
  const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  async function loaded(): Promise<EvmTransfers> {
    const transfers = evmAdapter({ networks: [network], window: new EventTarget() as EvmWindow })
      .transfers as EvmTransfers;
    await transfers.load();
    return transfers;
  }

  it.each([
    ['a wrong checksum', CHECKSUMMED.replace('C51812', 'c51812')],
    ['39 hex digits', CHECKSUMMED.slice(0, -1)],
    ['41 hex digits', `${CHECKSUMMED}0`],
    ['no 0x', CHECKSUMMED.slice(2)],
    ['a non-hex digit', `${CHECKSUMMED.slice(0, -1)}g`],
    ['an ENS name', 'alice.eth'],
  ])('rejects %s as an invalid receiver address', async (_, address) => {
    const transfers = await loaded();
    expect(() => transfers.assertAddress(address)).toThrow(
      new ValidationError(MESSAGES.invalidReceiverAddress),
    );
    expect(() =>
      transfers.buildRequest({ from: CHECKSUMMED, to: address, amount: 1n, decimals: 18 }),
    ).toThrow(MESSAGES.invalidReceiverAddress);
    await expect(
      transfers.estimateFee({
        caipNetworkId: network.caipNetworkId,
        transfer: { from: CHECKSUMMED, to: address, amount: 1n, token: dock(), decimals: 18 },
      }),
    ).rejects.toThrow(MESSAGES.invalidReceiverAddress);
  });

  it('accepts a checksummed and an all-lower-case address', async () => {
    const transfers = await loaded();
    expect(() => transfers.assertAddress(CHECKSUMMED)).not.toThrow();
    expect(() => transfers.assertAddress(CHECKSUMMED.toLowerCase())).not.toThrow();
  });

  it('builds a native transfer as a value transfer and a token transfer as an ERC-20 transfer call', async () => {
    const transfers = await loaded();
    expect(transfers.buildRequest({ from: dev(0), to: CHECKSUMMED, amount: 5n, decimals: 18 })).toEqual({
      to: CHECKSUMMED,
      value: 5n,
    });
    expect(
      transfers.buildRequest({ from: dev(0), to: CHECKSUMMED, amount: 255n, token: dock(), decimals: 18 }),
    ).toEqual({
      to: dock(),
      value: 0n,
      data: `0xa9059cbb000000000000000000000000${CHECKSUMMED.slice(2).toLowerCase()}${'ff'.padStart(64, '0')}`,
    });
  });

  it('links the transaction on the network explorer, and gives no link without one', async () => {
    const transfers = await loaded();
    const hash = `0x${'0f'.repeat(32)}`;
    expect(transfers.transactionUrl?.({ caipNetworkId: network.caipNetworkId, hash })).toBe(
      `https://explorer.example/chain-a/tx/${hash}`,
    );
    expect(
      transfers.transactionUrl?.({ caipNetworkId: network.caipNetworkId, hash: 'not-a-hash/../x' }),
    ).toBe(undefined);
    const bare = defineNetwork({
      id: 999_001,
      name: 'No explorer',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    });
    const noExplorer = evmAdapter({ networks: [bare], window: new EventTarget() as EvmWindow })
      .transfers as EvmTransfers;
    await noExplorer.load();
    expect(noExplorer.transactionUrl?.({ caipNetworkId: bare.caipNetworkId, hash })).toBeUndefined();
  });

  it('loads its code on the first connect; before that its synchronous members throw TransfersNotLoadedError', async () => {
    const page = new EventTarget() as EvmWindow;
    const provider = createLocalAccountProvider({
      privateKeys: stack.accounts.map((a) => a.privateKey),
      chains: stack.chains,
    });
    const stop = announceProvider({
      info: {
        uuid: crypto.randomUUID(),
        name: 'Test Wallet',
        icon: walletIcon('TW', '#4f46e5'),
        rdns: 'dev.wd.late',
      },
      provider,
      target: page,
    });
    const untouched = evmAdapter({ networks: [network], window: page }).transfers as EvmTransfers;
    // nothing of the checks is in the always-loaded adapter: every synchronous member needs the code
    for (const address of [CHECKSUMMED, CHECKSUMMED.toLowerCase(), 'alice.eth', '']) {
      expect(() => untouched.assertAddress(address)).toThrow(TransfersNotLoadedError);
    }
    expect(() => untouched.assertAddress(CHECKSUMMED.replace('C51812', 'c51812'))).toThrow(
      TransfersNotLoadedError,
    );
    expect(() => untouched.buildRequest({ from: dev(0), to: CHECKSUMMED, amount: 1n, decimals: 18 })).toThrow(
      TransfersNotLoadedError,
    );

    const adapter: EvmAdapter = evmAdapter({ networks: [network], window: page });
    const transfers = adapter.transfers as EvmTransfers;
    adapter.mount({ networks: [network], projectId: 'test' });
    await adapter.connect({ connectorId: 'dev.wd.late' });
    // nothing but the connect has asked for the code: it is there a moment later
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() => transfers.assertAddress(CHECKSUMMED)).not.toThrow();
    adapter.unmount();
    stop();
  });
});
