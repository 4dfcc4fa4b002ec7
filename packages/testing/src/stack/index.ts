export { ANVIL_BIN_ENV, type ResolveAnvilBinaryOptions, resolveAnvilBinary } from './anvil-binary.js';
export {
  multicall3Abi,
  multicall3Bytecode,
  multicall3DeployedBytecode,
  testNftAbi,
  testNftBytecode,
  testSwapPoolAbi,
  testSwapPoolBytecode,
  testTokenAbi,
  testTokenBytecode,
} from './artifacts.js';
export { DOCK_TOKEN, MULTICALL3_ADDRESS, TEST_USD } from './deploy.js';
export { ANVIL_DERIVATION_PATH, ANVIL_MNEMONIC, deriveDevAccounts } from './dev-accounts.js';
export {
  AnvilNotFoundError,
  AnvilStartError,
  AnvilStartTimeoutError,
  InvalidStackOptionsError,
  StackDeployError,
  StackServerStartError,
} from './errors.js';
export { type FaultProxy, type StartFaultProxyOptions, startFaultProxy } from './fault-proxy.js';
export type { ServiceFault } from './faults.js';
export { DEFAULT_CHAIN_IDS } from './options.js';
export type { ReceivedAnalyticsEvent } from './received-analytics-event.js';
export { type ChainTokenSeed, LOCAL_STACK_SEED, tokenSeedForChain } from './seed.js';
export { type StackServices, type StartStackServicesOptions, startStackServices } from './stack-services.js';
export { startLocalStack } from './start-local-stack.js';
export type {
  DevAccount,
  LocalChain,
  LocalChainContracts,
  LocalStack,
  LocalStackInfo,
  StartLocalStackOptions,
} from './types.js';
export { toViemChain } from './viem-chain.js';
