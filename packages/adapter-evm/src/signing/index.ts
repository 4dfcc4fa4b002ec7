export type { Eip1193RequestProvider } from './provider.js';
export { type SignableMessage, type SignMessageParameters, signMessage } from './sign-message.js';
// serializeTypedDataForWallet (synchronous, viem-based) is in the '@walletdock/adapter-evm/viem' entry.
export { type SignTypedDataParameters, signTypedData } from './sign-typed-data.js';
