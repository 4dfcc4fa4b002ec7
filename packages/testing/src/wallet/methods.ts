/**
 * Methods a wallet answers itself and this one does not support: legacy or unsafe signing, encryption, and
 * subscriptions (which need a WebSocket). They reject with 4200 instead of reaching the node.
 */
export const UNSUPPORTED_METHODS: ReadonlySet<string> = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
  'eth_subscribe',
  'eth_unsubscribe',
]);

/**
 * Whether `method` is answered by the wallet rather than forwarded to the chain: every `wallet_*` method the
 * wallet does not implement, and node-control namespaces a wallet never exposes to dapps, reject with 4200.
 */
export function isWalletOnlyNamespace(method: string): boolean {
  return /^(?:wallet|anvil|evm|hardhat|ganache|miner|admin|personal)_/.test(method);
}
