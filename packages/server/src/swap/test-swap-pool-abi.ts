/**
 * The part of the `TestSwapPool` interface (packages/testing/contracts/TestSwapPool.sol) the pool quoter uses:
 * a constant-product pool of two ERC-20 tokens whose `swap` pulls `amountIn` with `transferFrom`.
 */
export const testSwapPoolAbi = [
  {
    type: 'function',
    name: 'token0',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'token1',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: '', type: 'uint256' },
      { name: '', type: 'uint256' },
    ],
  },
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'tokenIn', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
      { name: 'minAmountOut', type: 'uint256' },
      { name: 'to', type: 'address' },
    ],
    outputs: [{ name: 'amountOut', type: 'uint256' }],
  },
  { type: 'error', name: 'UnsupportedToken', inputs: [{ name: 'token', type: 'address' }] },
  { type: 'error', name: 'ZeroAmount', inputs: [] },
  { type: 'error', name: 'InsufficientLiquidity', inputs: [] },
  {
    type: 'error',
    name: 'InsufficientOutputAmount',
    inputs: [
      { name: 'amountOut', type: 'uint256' },
      { name: 'minAmountOut', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'InvalidRecipient', inputs: [{ name: 'to', type: 'address' }] },
  { type: 'error', name: 'TransferFailed', inputs: [{ name: 'token', type: 'address' }] },
] as const;
