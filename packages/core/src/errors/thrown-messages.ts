/**
 * Messages of errors thrown by the client, its options and the adapters (spec §8 "Thrown", §5).
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const networkNotSupportedForGasPrice = 'Network not supported for Gas Price';
export const networkNotSupportedForSwaps = 'Network not supported for Swaps';
export const networkNotFound = 'Network not found';
export const chainNotSupported = 'Chain is not supported';
export const chainAdapterNotFound = 'Chain adapter not found';
export const networkControllerClientNotSet = 'NetworkController client not set';
export const caipNetworkUndefined = 'CaipNetwork is undefined';
export const adapterForNamespaceMissing = (namespace: string) =>
  `Adapter for namespace ${namespace} doesn't exist`;
export const invalidDecimal = 'Number is not a valid decimal number';
export const invalidChainId = 'Invalid chainId';
export const amountAndReceiverRequired = 'An amount and receiver address are required';
export const invalidAppConfigurationSiwx = 'Cannot set both `siweConfig` and `siwx` options';
