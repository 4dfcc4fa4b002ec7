import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseEventLogs,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalStack,
  MULTICALL3_ADDRESS,
  multicall3Abi,
  startLocalStack,
  testNftAbi,
  testTokenAbi,
} from './index.js';

// Behaviour of the deployed contracts, through real transactions on a one-chain stack of its own.

let stack: LocalStack;
let client: PublicClient;
let dock: Address;
let nft: Address;

beforeAll(async () => {
  stack = await startLocalStack({ chainIds: [95_001] });
  const chain = stack.chains[0];
  if (!chain) throw new Error('no chain');
  client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 });
  dock = chain.contracts.dockToken;
  nft = chain.contracts.testNft;
}, 30_000);

afterAll(async () => {
  await stack?.stop();
});

function account(index: number) {
  const dev = stack.accounts.at(index);
  if (!dev) throw new Error(`no account ${index}`);
  return privateKeyToAccount(dev.privateKey);
}

function walletOf(index: number) {
  return createWalletClient({ account: account(index), transport: http(stack.chains[0]?.rpcUrl) });
}

async function mined(hash: Hex) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
}

const balanceOf = (token: Address, holder: Address) =>
  client.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [holder] });

const SLOW = { timeout: 20_000 };

describe('TestToken (ERC-20)', SLOW, () => {
  it('transfers, emitting Transfer', async () => {
    const [from, to] = [account(2), account(7)];
    const before = await balanceOf(dock, to.address);
    const receipt = await mined(
      await walletOf(2).writeContract({
        chain: null,
        address: dock,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [to.address, 5n],
      }),
    );
    expect(await balanceOf(dock, to.address)).toBe(before + 5n);
    const [event] = parseEventLogs({ abi: testTokenAbi, logs: receipt.logs, eventName: 'Transfer' });
    expect(event?.args).toEqual({ from: from.address, to: to.address, value: 5n });
  });

  it('spends allowances with transferFrom; an unlimited allowance does not decrease', async () => {
    const [holder, spender] = [account(3), account(6)];
    const approve = (value: bigint) =>
      walletOf(3).writeContract({
        chain: null,
        address: dock,
        abi: testTokenAbi,
        functionName: 'approve',
        args: [spender.address, value],
      });
    const spend = (value: bigint) =>
      walletOf(6).writeContract({
        chain: null,
        address: dock,
        abi: testTokenAbi,
        functionName: 'transferFrom',
        args: [holder.address, spender.address, value],
      });
    const allowance = () =>
      client.readContract({
        address: dock,
        abi: testTokenAbi,
        functionName: 'allowance',
        args: [holder.address, spender.address],
      });

    await mined(await approve(10n));
    await mined(await spend(4n));
    expect(await allowance()).toBe(6n);
    await expect(
      client.simulateContract({
        account: spender,
        address: dock,
        abi: testTokenAbi,
        functionName: 'transferFrom',
        args: [holder.address, spender.address, 7n],
      }),
    ).rejects.toThrow(/ERC20InsufficientAllowance/);

    const max = 2n ** 256n - 1n;
    await mined(await approve(max));
    await mined(await spend(1n));
    expect(await allowance()).toBe(max);
  });

  it('reverts a transfer above the balance with ERC20InsufficientBalance', async () => {
    await expect(
      client.simulateContract({
        account: account(8),
        address: dock,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [account(0).address, 1n],
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/);
  });

  it('lets only the owner (the last dev account) mint', async () => {
    await expect(
      client.simulateContract({
        account: account(0),
        address: dock,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [account(0).address, 1n],
      }),
    ).rejects.toThrow(/Unauthorized/);
    const supply = await client.readContract({
      address: dock,
      abi: testTokenAbi,
      functionName: 'totalSupply',
    });
    await mined(
      await walletOf(-1).writeContract({
        chain: null,
        address: dock,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [account(8).address, parseEther('1')],
      }),
    );
    expect(await balanceOf(dock, account(8).address)).toBe(parseEther('1'));
    expect(await client.readContract({ address: dock, abi: testTokenAbi, functionName: 'totalSupply' })).toBe(
      supply + parseEther('1'),
    );
  });
});

describe('TestNft (ERC-721)', SLOW, () => {
  const ownedBy = async (holder: Address) => {
    const count = await client.readContract({
      address: nft,
      abi: testNftAbi,
      functionName: 'balanceOf',
      args: [holder],
    });
    const ids: bigint[] = [];
    for (let i = 0n; i < count; i++) {
      ids.push(
        await client.readContract({
          address: nft,
          abi: testNftAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [holder, i],
        }),
      );
    }
    return ids;
  };

  it('transfers by the owner, by an approved account and by an operator, keeping the enumeration right', async () => {
    const [a0, a1, a5] = [account(0), account(1), account(5)];
    // Owner transfers token 1: account 0 keeps [3, 2] (the last id moves into the freed slot).
    await mined(
      await walletOf(0).writeContract({
        chain: null,
        address: nft,
        abi: testNftAbi,
        functionName: 'transferFrom',
        args: [a0.address, a5.address, 1n],
      }),
    );
    expect(await ownedBy(a0.address)).toEqual([3n, 2n]);
    expect(await ownedBy(a5.address)).toEqual([1n]);

    // Approved account moves token 2.
    await mined(
      await walletOf(0).writeContract({
        chain: null,
        address: nft,
        abi: testNftAbi,
        functionName: 'approve',
        args: [a1.address, 2n],
      }),
    );
    expect(
      await client.readContract({ address: nft, abi: testNftAbi, functionName: 'getApproved', args: [2n] }),
    ).toBe(a1.address);
    await mined(
      await walletOf(1).writeContract({
        chain: null,
        address: nft,
        abi: testNftAbi,
        functionName: 'transferFrom',
        args: [a0.address, a1.address, 2n],
      }),
    );
    expect(
      await client.readContract({ address: nft, abi: testNftAbi, functionName: 'ownerOf', args: [2n] }),
    ).toBe(a1.address);
    expect(
      await client.readContract({ address: nft, abi: testNftAbi, functionName: 'getApproved', args: [2n] }),
    ).toBe('0x0000000000000000000000000000000000000000');

    // Operator moves token 3 with safeTransferFrom to an account.
    await mined(
      await walletOf(0).writeContract({
        chain: null,
        address: nft,
        abi: testNftAbi,
        functionName: 'setApprovalForAll',
        args: [a5.address, true],
      }),
    );
    await mined(
      await walletOf(5).writeContract({
        chain: null,
        address: nft,
        abi: testNftAbi,
        functionName: 'safeTransferFrom',
        args: [a0.address, a5.address, 3n],
      }),
    );
    expect(await ownedBy(a0.address)).toEqual([]);
    expect(await ownedBy(a5.address)).toEqual([1n, 3n]);
    expect(await client.readContract({ address: nft, abi: testNftAbi, functionName: 'totalSupply' })).toBe(
      5n,
    );
  });

  it('rejects a transfer by a stranger with ERC721InsufficientApproval', async () => {
    await expect(
      client.simulateContract({
        account: account(8),
        address: nft,
        abi: testNftAbi,
        functionName: 'transferFrom',
        args: [account(1).address, account(8).address, 4n],
      }),
    ).rejects.toThrow(/ERC721InsufficientApproval/);
  });

  it('rejects safeTransferFrom to a contract that does not implement onERC721Received', async () => {
    await expect(
      client.simulateContract({
        account: account(1),
        address: nft,
        abi: testNftAbi,
        functionName: 'safeTransferFrom',
        args: [account(1).address, dock, 4n],
      }),
    ).rejects.toThrow(/ERC721InvalidReceiver/);
  });

  it('reverts for a token that does not exist, and refuses to mint an id twice', async () => {
    await expect(
      client.readContract({ address: nft, abi: testNftAbi, functionName: 'tokenURI', args: [999n] }),
    ).rejects.toThrow(/ERC721NonexistentToken/);
    await expect(
      client.simulateContract({
        account: account(-1),
        address: nft,
        abi: testNftAbi,
        functionName: 'mint',
        args: [account(0).address, 4n],
      }),
    ).rejects.toThrow(/ERC721InvalidSender/);
  });

  it('draws long token ids in a smaller font', async () => {
    await mined(
      await walletOf(-1).writeContract({
        chain: null,
        address: nft,
        abi: testNftAbi,
        functionName: 'mint',
        args: [account(0).address, 1_234_567n],
      }),
    );
    const uri = await client.readContract({
      address: nft,
      abi: testNftAbi,
      functionName: 'tokenURI',
      args: [1_234_567n],
    });
    const json = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8')) as {
      image: string;
    };
    const svg = Buffer.from(json.image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('font-size="48">#1234567</text>');
  });
});

describe('Multicall3', SLOW, () => {
  it('aggregate3Value forwards value and reverts with "Multicall3: value mismatch" when the sum differs', async () => {
    const recipient = account(4).address;
    const call = { target: recipient, allowFailure: false, value: 3n, callData: '0x' as Hex };
    const { result } = await client.simulateContract({
      account: account(0),
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'aggregate3Value',
      args: [[call]],
      value: 3n,
    });
    expect(result[0]?.success).toBe(true);
    await expect(
      client.simulateContract({
        account: account(0),
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: 'aggregate3Value',
        args: [[call]],
        value: 4n,
      }),
    ).rejects.toThrow('Multicall3: value mismatch');
  });

  it('aggregate and tryBlockAndAggregate return the block number with the results', async () => {
    const callData = '0x313ce567' as Hex; // decimals()
    const { result } = await client.simulateContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'aggregate',
      args: [[{ target: dock, callData }]],
    });
    const [blockNumber, returnData] = result;
    expect(blockNumber).toBeGreaterThan(0n);
    expect(BigInt(returnData[0] ?? '0x')).toBe(18n);
    const tried = await client.simulateContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'tryBlockAndAggregate',
      args: [
        false,
        [
          { target: dock, callData },
          { target: dock, callData: '0xdeadbeef' },
        ],
      ],
    });
    expect(tried.result[2].map((r) => r.success)).toEqual([true, false]);
  });
});
