/** The EVM transaction types WalletDock knows (spec §4). */
export const TRANSACTION_TYPES = Object.freeze([
  'legacy',
  'eip2930',
  'eip1559',
  'eip4844',
  'eip7702',
] as const);

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** One entry of an EIP-2930 access list. */
export type AccessListEntry = { address: string; storageKeys: readonly string[] };

/** An EIP-2930 access list. */
export type AccessList = readonly AccessListEntry[];

/** The fields of an EVM transaction request that the spec's rules look at (spec §3 "Transaction request"). */
export type TransactionRequestFields = {
  from?: string | undefined;
  to?: string | null | undefined;
  value?: bigint | undefined;
  data?: string | undefined;
  gas?: bigint | undefined;
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  maxFeePerBlobGas?: bigint | undefined;
  nonce?: number | undefined;
  chainId?: number | undefined;
  type?: TransactionType | undefined;
  accessList?: AccessList | undefined;
  blobs?: readonly string[] | undefined;
  blobVersionedHashes?: readonly string[] | undefined;
  authorizationList?: readonly unknown[] | undefined;
};

/** True for one of the five transaction type names. */
export function isTransactionType(value: unknown): value is TransactionType {
  return typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);
}
