// viem-based: loaded with import() by `waitForReceipt`.
export { WaitForTransactionReceiptTimeoutError } from 'viem';
export { waitForTransactionReceipt } from 'viem/actions';
