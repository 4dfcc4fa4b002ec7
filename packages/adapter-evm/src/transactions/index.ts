export {
  type BuildErc20TransferParameters,
  buildErc20Transfer,
  type Erc20TransferRequest,
} from './erc20-transfer.js';
export { TransactionReceiptTimeoutError } from './errors.js';
export {
  type PreparedTransactionRequest,
  type PrepareTransactionRequestParameters,
  prepareTransactionRequest,
  type ValidatedTransactionRequest,
  validateTransactionRequest,
} from './prepare.js';
export type { EvmPublicClient } from './public-rpc.js';
export {
  type EvmTransactionRequest,
  normalizeTransactionRequest,
  type TransactionRequestInput,
} from './request.js';
export { RPC_TRANSACTION_TYPES, toRpcTransaction } from './rpc-format.js';
export { type SendTransactionParameters, sendTransaction } from './send-transaction.js';
export {
  RECEIPT_WAIT_DEFAULTS,
  type WaitForReceiptParameters,
  type WaitForReceiptResult,
  waitForReceipt,
} from './wait-for-receipt.js';
