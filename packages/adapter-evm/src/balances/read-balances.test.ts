// @vitest-environment node
import { ChainError, ValidationError } from '@walletdock/core';
import {
  type LocalStack,
  startLocalStack,
  testTokenAbi,
  tokenSeedForChain,
  toViemChain,
} from '@walletdock/testing';
import { createPublicClient, createWalletClient, custom, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTICALL3_ADDRESS } from './constants.js';
import { readEvmBalances } from './read-balances.js';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ accounts: 10 });
});

afterAll(async () => {
  await stack?.stop();
});

function chainA() {
  const chain = stack.chains[0];
  if (!chain) throw new Error('the stack has no chain');
  return chain;
}

function account(index: number) {
  const dev = stack.accounts[index];
  if (!dev) throw new Error(`the stack has no dev account ${index}`);
  return dev;
}

function tokensOf(chain = chainA()) {
  return [{ address: chain.contracts.dockToken }, { address: chain.contracts.testUsd }];
}

describe('readEvmBalances against the local stack', () => {
  it('reads the native balance and DOCK (18 decimals) and tUSD (6 decimals) of a dev account', async () => {
    const chain = chainA();
    const holder = account(1);
    const seed = tokenSeedForChain(0);
    const onChain = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({
      address: holder.address,
    });

    const result = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      address: holder.address,
      tokens: tokensOf(chain),
    });

    expect(result.native).toBe(onChain);
    expect(result.tokens).toEqual([
      {
        address: chain.contracts.dockToken,
        name: 'Dock Test Token',
        symbol: 'DOCK',
        decimals: 18,
        balance: seed.dock,
      },
      {
        address: chain.contracts.testUsd,
        name: 'Test USD',
        symbol: 'tUSD',
        decimals: 6,
        balance: seed.testUsd,
      },
    ]);
    expect(result.failed).toEqual([]);
  });

  it('reads each chain of the stack on its own (different seeds per chain)', async () => {
    const chain = stack.chains[1];
    if (!chain) throw new Error('the stack has no second chain');
    const result = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      address: account(2).address,
      tokens: tokensOf(chain),
    });
    expect(result.tokens.map((token) => token.balance)).toEqual([
      tokenSeedForChain(1).dock,
      tokenSeedForChain(1).testUsd,
    ]);
  });

  it('sees a transfer: the sender loses and the receiver gains exactly the amount', async () => {
    const chain = chainA();
    const sender = account(3);
    const receiver = account(8); // holds no tokens at the start
    const read = (address: `0x${string}`) =>
      readEvmBalances({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, address, tokens: tokensOf(chain) });
    const before = { sender: await read(sender.address), receiver: await read(receiver.address) };
    expect(before.receiver.tokens.map((token) => token.balance)).toEqual([0n, 0n]);

    const viemChain = toViemChain(chain);
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: viemChain,
      transport: http(chain.rpcUrl),
    });
    const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
    const amount = parseUnits('12.5', 6);
    const hash = await wallet.writeContract({
      address: chain.contracts.testUsd,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [receiver.address, amount],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');

    const after = { sender: await read(sender.address), receiver: await read(receiver.address) };
    expect(after.sender.tokens[1]?.balance).toBe((before.sender.tokens[1]?.balance ?? 0n) - amount);
    expect(after.receiver.tokens[1]?.balance).toBe(amount);
    // DOCK did not move; the sender paid gas in ETH.
    expect(after.sender.tokens[0]?.balance).toBe(before.sender.tokens[0]?.balance);
    expect(after.sender.native).toBe(before.sender.native - receipt.gasUsed * receipt.effectiveGasPrice);
  });

  it('omits and reports the addresses that are not tokens, and still reads the real ones', async () => {
    const chain = chainA();
    const nobody = account(9).address; // an account, no code
    const result = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      address: account(0).address,
      tokens: [
        { address: nobody, symbol: 'NOPE', decimals: 18 },
        { address: chain.contracts.dockToken },
        { address: MULTICALL3_ADDRESS }, // a contract without balanceOf: reverts
        { address: chain.contracts.testNft }, // ERC-721: balanceOf, name and symbol but no decimals()
        { address: 'not-an-address' },
        { address: chain.contracts.testUsd },
      ],
    });

    expect(result.tokens.map((token) => token.symbol)).toEqual(['DOCK', 'tUSD']);
    expect(result.failed.map(({ token, reason }) => [token.address, reason])).toEqual([
      [nobody, 'balance-unavailable'],
      [MULTICALL3_ADDRESS, 'balance-unavailable'],
      [chain.contracts.testNft, 'decimals-unavailable'],
      ['not-an-address', 'invalid-address'],
    ]);
    for (const failure of result.failed) expect(failure.message).not.toBe('');
  });

  it("fills in from the token's configuration what the contract does not expose", async () => {
    const chain = chainA();
    const result = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      address: account(0).address,
      // The NFT has no decimals(): the configuration's 0 is used; its name and symbol come from the chain.
      tokens: [{ address: chain.contracts.testNft, decimals: 0, symbol: 'IGNORED', name: 'IGNORED' }],
    });
    expect(result.tokens).toEqual([
      { address: chain.contracts.testNft, name: 'Dock Test NFT', symbol: 'DNFT', decimals: 0, balance: 3n },
    ]);
  });

  it('reads only the native balance when there are no tokens', async () => {
    const chain = chainA();
    const result = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      address: account(0).address,
      tokens: [],
    });
    expect(result.native).toBeGreaterThan(0n);
    expect(result).toMatchObject({ tokens: [], failed: [] });
  });

  it('splits many tokens into several aggregate3 calls of at most 1024 bytes, and keeps their order', async () => {
    const chain = chainA();
    const methods: string[] = [];
    const upstream = createPublicClient({ transport: http(chain.rpcUrl) });
    const client = createPublicClient({
      transport: custom({
        request: (args: { method: string; params?: unknown }) => {
          methods.push(args.method);
          return upstream.request(args as Parameters<typeof upstream.request>[0]);
        },
      }),
    });
    // 48 bytes of calldata per token: 21 fit in 1024 bytes, so 30 tokens need two calls.
    const tokens = Array.from({ length: 30 }, (_, i) => tokensOf(chain)[i % 2] ?? { address: '' });

    const result = await readEvmBalances({
      client,
      chainId: chain.chainId,
      address: account(0).address,
      tokens,
    });

    expect(methods.filter((method) => method === 'eth_call')).toHaveLength(2);
    expect(result.tokens).toHaveLength(30);
    expect(result.tokens.map((token) => token.symbol)).toEqual(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 'DOCK' : 'tUSD')),
    );
  });

  it('reports every token as failed when there is no Multicall3 at multicallAddress', async () => {
    const chain = chainA();
    const result = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      address: account(0).address,
      tokens: tokensOf(chain),
      multicallAddress: account(9).address,
    });
    expect(result.native).toBeGreaterThan(0n);
    expect(result.tokens).toEqual([]);
    expect(result.failed.map((failure) => failure.reason)).toEqual([
      'balance-unavailable',
      'balance-unavailable',
    ]);
  });

  it('refuses an RPC that serves another chain than the one asked for', async () => {
    const chain = chainA();
    const error = await readEvmBalances({
      rpcUrl: chain.rpcUrl,
      chainId: 1,
      address: account(0).address,
      tokens: [],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChainError);
    expect(error).toMatchObject({
      shortMessage: 'Chain mismatch',
      details: `Expected chain 1, but the RPC serves chain ${chain.chainId}.`,
    });
  });

  it.each([
    ['a short address', '0x1234'],
    ['a wrong EIP-55 checksum', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['an empty string', ''],
  ])('rejects %s as the account without calling the RPC', async (_label, address) => {
    // Nothing listens on port 1: a call would fail with an HTTP error, not a ValidationError.
    await expect(
      readEvmBalances({ rpcUrl: 'http://127.0.0.1:1', chainId: 31337, address, tokens: [] }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
