// '@walletdock/adapter-evm/server': sign-in verification for a dApp's server (Node, no DOM). Loads viem.
export { SiwxVerificationError, type SiwxVerificationReason } from '@walletdock/core';
export type { EvmSiwxVerifyOptions } from './siwx/types.js';
export { verifySiwxMessage } from './siwx/verify-message.js';
