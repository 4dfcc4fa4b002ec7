import { type Address, type ContractFunctionParameters, erc20Abi, type PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { readFromChain } from './rpc-failure.js';

/** Multicall3's `getEthBalance`: the native balance, read in the same `aggregate3` as the token balances. */
const GET_ETH_BALANCE_ABI = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const;

/**
 * The account's raw balances on an EVM chain: `[native, ...one per configured token]`, in the smallest unit;
 * `undefined` for a token whose `balanceOf` failed (e.g. a configured address that is not an ERC-20). With a
 * Multicall3 it is one `eth_call` (`aggregate3` of `getEthBalance` and every `balanceOf`, one block, no size
 * limit); with `multicall3: null`, `eth_getBalance` and one `eth_call` per token (sent as one JSON-RPC batch).
 * @throws {ChainUnavailableError} when the node fails, or the native balance cannot be read.
 */
export async function readEvmBalances(
  client: PublicClient,
  chain: ChainConfig,
  account: Address,
): Promise<(bigint | undefined)[]> {
  const balanceOf = (token: string) =>
    ({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }) as const;
  return readFromChain(chain, async () => {
    if (chain.multicall3 === null) {
      const [native, ...tokens] = await Promise.all([
        client.getBalance({ address: account }),
        ...chain.tokens.map((token) =>
          client.readContract(balanceOf(token.address)).then(
            (amount) => amount,
            () => undefined,
          ),
        ),
      ]);
      return [native, ...tokens];
    }
    const multicall3 = chain.multicall3 as Address;
    const contracts: ContractFunctionParameters[] = [
      { address: multicall3, abi: GET_ETH_BALANCE_ABI, functionName: 'getEthBalance', args: [account] },
      ...chain.tokens.map((token) => balanceOf(token.address)),
    ];
    const results = await client.multicall({
      contracts,
      multicallAddress: multicall3,
      allowFailure: true,
      batchSize: 0,
    });
    const [native, ...tokens] = results;
    const amount = (each: (typeof results)[number]) =>
      each.status === 'success' && typeof each.result === 'bigint' ? each.result : undefined;
    const nativeAmount = native === undefined ? undefined : amount(native);
    if (nativeAmount === undefined) throw native?.error ?? new Error('Multicall3 getEthBalance failed');
    return [nativeAmount, ...tokens.map(amount)];
  });
}
