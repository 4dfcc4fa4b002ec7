// '@walletdock/adapter-solana/server': sign-in verification for a dApp's server (Node, no DOM).
export { SiwxVerificationError, type SiwxVerificationReason } from '@walletdock/core';
export { verifySiwxMessage } from './siwx/verify-message.js';
