import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  type PublicClient,
} from 'viem';
import { testSwapPoolAbi } from '../swap/test-swap-pool-abi.js';

/** The state of a fake chain holding one `TestSwapPool` and its tokens. */
export type FakePoolState = {
  pool: Address;
  token0: Address;
  token1: Address;
  reserve0: bigint;
  reserve1: bigint;
  gasPrice: bigint;
  /** What `eth_estimateGas` answers: a gas amount, or a revert. */
  estimate: bigint | 'revert';
  /** ERC-20 metadata by lower-case address. */
  metadata: Record<string, { name: string; symbol: string; decimals: number }>;
};

/**
 * A viem client over an in-memory JSON-RPC node that answers the pool's and the tokens' view calls from
 * `state` (read at each call, so a test can move the reserves), `eth_gasPrice` and `eth_estimateGas`. `calls`
 * counts the requests by method.
 */
export function fakePoolChain(state: FakePoolState): { client: PublicClient; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    calls.set(method, (calls.get(method) ?? 0) + 1);
    switch (method) {
      case 'eth_chainId':
        return '0x1';
      case 'eth_gasPrice':
        return hex(state.gasPrice);
      case 'eth_estimateGas':
        if (state.estimate === 'revert') throw Object.assign(new Error('execution reverted'), { code: 3 });
        return hex(state.estimate);
      case 'eth_call': {
        const [{ to, data }] = params as [{ to: Address; data: Hex }];
        return to.toLowerCase() === state.pool.toLowerCase()
          ? poolCall(state, data)
          : tokenCall(state, to, data);
      }
      default:
        throw new Error(`fake chain: ${method} is not implemented`);
    }
  };
  return { client: createPublicClient({ transport: custom({ request }, { retryCount: 0 }) }), calls };
}

function poolCall(state: FakePoolState, data: Hex): Hex {
  const { functionName } = decodeFunctionData({ abi: testSwapPoolAbi, data });
  switch (functionName) {
    case 'token0':
      return encodeFunctionResult({ abi: testSwapPoolAbi, functionName, result: state.token0 });
    case 'token1':
      return encodeFunctionResult({ abi: testSwapPoolAbi, functionName, result: state.token1 });
    case 'getReserves':
      return encodeFunctionResult({
        abi: testSwapPoolAbi,
        functionName,
        result: [state.reserve0, state.reserve1],
      });
    default:
      throw new Error(`fake pool: ${functionName} is not a view`);
  }
}

function tokenCall(state: FakePoolState, token: Address, data: Hex): Hex {
  const metadata = state.metadata[token.toLowerCase()];
  if (metadata === undefined) return '0x';
  const { functionName } = decodeFunctionData({ abi: erc20Abi, data });
  if (functionName === 'name' || functionName === 'symbol' || functionName === 'decimals') {
    return encodeFunctionResult({ abi: erc20Abi, functionName, result: metadata[functionName] } as never);
  }
  throw new Error(`fake token: ${functionName} is not implemented`);
}
