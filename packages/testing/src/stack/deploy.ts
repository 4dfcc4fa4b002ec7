import {
  type Address,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  publicActions,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  multicall3DeployedBytecode,
  testNftAbi,
  testNftBytecode,
  testSwapPoolAbi,
  testSwapPoolBytecode,
  testTokenAbi,
  testTokenBytecode,
} from './artifacts.js';
import { StackDeployError } from './errors.js';
import { type ChainTokenSeed, LOCAL_STACK_SEED } from './seed.js';
import type { DevAccount, LocalChainContracts } from './types.js';

/** The canonical Multicall3 address, the same on every chain. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** Metadata of the stack's 18-decimal ERC-20, "Dock Test Token" (DOCK). */
export const DOCK_TOKEN = { name: 'Dock Test Token', symbol: 'DOCK', decimals: 18 } as const;
/** Metadata of the stack's 6-decimal ERC-20, "Test USD" (tUSD). */
export const TEST_USD = { name: 'Test USD', symbol: 'tUSD', decimals: 6 } as const;

export type DeployStackContractsOptions = {
  rpcUrl: string;
  chainId: number;
  /** Sends every transaction and owns the contracts. Its nonce must be the same on every chain. */
  deployer: DevAccount;
  /** The dev accounts, in order (token and NFT holders are picked by index). */
  accounts: readonly DevAccount[];
  tokens: ChainTokenSeed;
};

// Fixed gas limits and fees: no estimation round trips. The limits are generous for these contracts.
const DEPLOY_GAS = 3_000_000n;
const CALL_GAS = 300_000n;
const MAX_FEE_PER_GAS = 10_000_000_000n;
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000_000n;

type StackClient = ReturnType<typeof createStackClient>;

function createStackClient(rpcUrl: string) {
  return createTestClient({
    mode: 'anvil',
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 20,
  }).extend(publicActions);
}

type Step = { label: string; to: Address | null; data: Hex; gas: bigint };

/**
 * Places Multicall3 at its canonical address (`anvil_setCode`), deploys DOCK, tUSD and the NFT from `deployer`,
 * mints the seed balances, and deploys the DOCK/tUSD swap pool with its liquidity (`LOCAL_STACK_SEED.swapPool`). Every transaction is signed locally with explicit nonces and sent raw, then all
 * receipts are checked. With the same deployer nonce, the addresses are the same on every chain.
 * @throws {StackDeployError} if a request fails or a transaction reverts.
 */
export async function deployStackContracts(
  options: DeployStackContractsOptions,
): Promise<LocalChainContracts> {
  const { chainId } = options;
  const client = createStackClient(options.rpcUrl);
  const deployer = privateKeyToAccount(options.deployer.privateKey);

  try {
    await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3DeployedBytecode });
    const first = await client.getTransactionCount({ address: deployer.address, blockTag: 'pending' });
    const at = (offset: number): Address =>
      getContractAddress({ from: deployer.address, nonce: BigInt(first + offset) });
    const { contracts, steps } = planSteps(at, options);
    const raws = await Promise.all(
      steps.map((step, index) =>
        deployer.signTransaction({
          type: 'eip1559',
          chainId,
          nonce: first + index,
          ...(step.to === null ? {} : { to: step.to }),
          data: step.data,
          gas: step.gas,
          maxFeePerGas: MAX_FEE_PER_GAS,
          maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
        }),
      ),
    );
    const hashes: Hex[] = [];
    for (const raw of raws) {
      hashes.push(await client.sendRawTransaction({ serializedTransaction: raw }));
    }
    const receipts = await waitForReceipts(client, hashes);
    const reverted = receipts.findIndex((receipt) => receipt.status !== 'success');
    if (reverted >= 0) {
      const step = steps[reverted]?.label ?? `transaction ${reverted}`;
      throw new StackDeployError(
        `"${step}" reverted on chain ${chainId} (${receipts[reverted]?.transactionHash})`,
        {
          chainId,
        },
      );
    }
    return contracts;
  } catch (error) {
    if (error instanceof StackDeployError) throw error;
    throw new StackDeployError(`Deploying the test contracts on chain ${chainId} failed: ${message(error)}`, {
      chainId,
      cause: error,
    });
  }
}

/**
 * The deployment transactions, in nonce order, and the addresses they create (`at(i)`: the address of a contract
 * created by the `i`-th transaction). DOCK, tUSD and DNFT come first so that their addresses never move; the swap
 * pool is deployed after the seed mints, then funded by minting to it and `sync()`.
 */
function planSteps(
  at: (offset: number) => Address,
  options: DeployStackContractsOptions,
): { contracts: LocalChainContracts; steps: Step[] } {
  const tokens = { dockToken: at(0), testUsd: at(1), testNft: at(2) };
  const deployToken = (token: typeof DOCK_TOKEN | typeof TEST_USD): Step => ({
    label: `deploy ${token.symbol}`,
    to: null,
    data: encodeDeployData({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [token.name, token.symbol, token.decimals],
    }),
    gas: DEPLOY_GAS,
  });
  const steps: Step[] = [
    deployToken(DOCK_TOKEN),
    deployToken(TEST_USD),
    {
      label: 'deploy DNFT',
      to: null,
      data: encodeDeployData({ abi: testNftAbi, bytecode: testNftBytecode }),
      gas: DEPLOY_GAS,
    },
  ];
  const holders = options.accounts.slice(0, LOCAL_STACK_SEED.tokenHolders);
  for (const [token, address, amount] of [
    [DOCK_TOKEN, tokens.dockToken, options.tokens.dock],
    [TEST_USD, tokens.testUsd, options.tokens.testUsd],
  ] as const) {
    for (const holder of holders) {
      steps.push({
        label: `mint ${token.symbol} to ${holder.address}`,
        to: address,
        data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [holder.address, amount] }),
        gas: CALL_GAS,
      });
    }
  }
  for (const nft of LOCAL_STACK_SEED.nfts) {
    const holder = options.accounts[nft.accountIndex];
    if (holder === undefined) continue;
    steps.push({
      label: `mint DNFT #${nft.tokenId} to ${holder.address}`,
      to: tokens.testNft,
      data: encodeFunctionData({
        abi: testNftAbi,
        functionName: 'mint',
        args: [holder.address, nft.tokenId],
      }),
      gas: CALL_GAS,
    });
  }
  const swapPool = at(steps.length);
  steps.push({
    label: 'deploy TestSwapPool (DOCK/tUSD)',
    to: null,
    data: encodeDeployData({
      abi: testSwapPoolAbi,
      bytecode: testSwapPoolBytecode,
      args: [tokens.dockToken, tokens.testUsd],
    }),
    gas: DEPLOY_GAS,
  });
  const liquidity = LOCAL_STACK_SEED.swapPool;
  for (const [symbol, address, amount] of [
    [DOCK_TOKEN.symbol, tokens.dockToken, liquidity.dock],
    [TEST_USD.symbol, tokens.testUsd, liquidity.testUsd],
  ] as const) {
    steps.push({
      label: `mint ${symbol} liquidity to the swap pool`,
      to: address,
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [swapPool, amount] }),
      gas: CALL_GAS,
    });
  }
  steps.push({
    label: 'sync the swap pool',
    to: swapPool,
    data: encodeFunctionData({ abi: testSwapPoolAbi, functionName: 'sync' }),
    gas: CALL_GAS,
  });
  return { contracts: { multicall3: MULTICALL3_ADDRESS, ...tokens, swapPool }, steps };
}

/**
 * Waits for the last transaction (one sender, consecutive nonces: it is mined last), then reads every receipt.
 */
async function waitForReceipts(client: StackClient, hashes: readonly Hex[]): Promise<TransactionReceipt[]> {
  const last = hashes.at(-1);
  if (last === undefined) return [];
  await client.waitForTransactionReceipt({ hash: last, pollingInterval: 20, timeout: 30_000 });
  return Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })));
}

function message(error: unknown): string {
  if (error instanceof Error)
    return (error as Error & { shortMessage?: string }).shortMessage ?? error.message;
  return String(error);
}
