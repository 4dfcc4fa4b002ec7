export type { Eip1193RequestProvider } from './provider.js';
export { type SignableMessage, type SignMessageParameters, signMessage } from './sign-message.js';
export {
  type SignTypedDataParameters,
  serializeTypedDataForWallet,
  signTypedData,
} from './sign-typed-data.js';
