// The synchronous members of the solana `transfers` (capability.ts), loaded with `import()` by `load()`: the
// receiver check (base58 decoding), the request and the explorer link stay out of the always-loaded adapter.
export { transactionExplorerUrl } from './explorer-url.js';
export { assertReceiverAddress } from './receiver-address.js';
export { transferRequest } from './request.js';
