/**
 * The RPC methods WalletDock lets through to a wallet (spec §6 "Roles and permissions", §7 "Allowed RPC
 * methods"), by class. Anything not listed is unknown and refused.
 */

/**
 * Safe methods run without the approval view and are left running by an abort. They read chain or wallet
 * state, or (`eth_sendRawTransaction`) broadcast what the visitor already signed.
 *
 * `wallet_switchEthereumChain` and `wallet_addEthereumChain` (spec §7 "Wallet requests also") are here
 * too: they neither sign nor move funds, so they need no approval view (a wallet that wants the visitor
 * to confirm shows its own prompt), do not count toward the pending-transactions limit, and an abort
 * leaves them to finish.
 */
export const SAFE_RPC_METHODS: readonly string[] = Object.freeze([
  // Chain and node state
  'eth_chainId',
  'eth_blockNumber',
  'eth_syncing',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  // Accounts (of the connected wallet; no prompt when already connected)
  'eth_accounts',
  'eth_requestAccounts',
  // Reads
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getLogs',
  // Filters (polling watchers)
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  // Fees
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  // Broadcast of an already signed transaction
  'eth_sendRawTransaction',
  // Wallet capabilities and call bundles (EIP-5792), assets (EIP-7811)
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // User-operation reads (ERC-4337 bundler)
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  // Network switching (see above)
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

/**
 * Methods that need the visitor's approval: they sign, send or grant. They open the approval view, count
 * toward the pending-transactions limit, and are rejected by an abort.
 */
export const APPROVAL_RPC_METHODS: readonly string[] = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]);

/** How many approval requests may wait at once (spec §9 "Pending transactions limit 99"). */
export { PENDING_TRANSACTIONS_LIMIT } from '../spec/limits.js';
