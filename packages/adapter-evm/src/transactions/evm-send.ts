// The lazily loaded entry of sending (adapter/rpc-methods.ts imports it with `import()` on the first send): its
// own module so its chunk is named `evm-send-*`, apart from the send feature's `send-*` chunk.
export { sendTransaction } from './send-transaction.js';
