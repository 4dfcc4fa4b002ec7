import type { AdapterFeeEstimate, AdapterTransfer } from '../adapter/types.js';
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js';

/** The fake chain's prices (ARCHITECTURE.md "The fake adapter"); every field has a realistic default. */
export type FakeFees = {
  /** eip155: wei per gas (default 1 gwei); a native transfer takes 21 000 gas, a token transfer 65 000. */
  gasPrice?: bigint;
  /** solana: lamports per signature (default 5 000, one signature per transfer). */
  signatureFee?: bigint;
  /** solana: the rent of the token account a token transfer creates for its receiver (default 2 039 280). */
  tokenAccountRent?: bigint;
  /** solana: the rent-exempt minimum a SOL transfer to a new account must bring (default 890 880). */
  rentExemptMinimum?: bigint;
};

export const FAKE_NATIVE_TRANSFER_GAS = 21_000n;
export const FAKE_TOKEN_TRANSFER_GAS = 65_000n;

/** What the fee model needs to know of the ledger: does the receiver's (token) account exist yet. */
export type FakeFeeLedger = {
  accountExists(address: string, caipNetworkId: CaipNetworkId): boolean;
  tokenAccountExists(address: string, caipNetworkId: CaipNetworkId, token: string): boolean;
};

/**
 * The fee, reserve and minimum of a transfer on the fake chain of `namespace`, as a node would price it:
 * eip155 gas × gas price; solana one signature, plus the rent of a receiver's new token account, and a SOL
 * transfer to a new account at least its rent-exempt minimum; other namespaces: free.
 */
export function fakeFeeOf(
  namespace: ChainNamespace,
  fees: FakeFees,
  ledger: FakeFeeLedger,
  caipNetworkId: CaipNetworkId,
  transfer: Pick<AdapterTransfer, 'to' | 'token'>,
): AdapterFeeEstimate {
  if (namespace === 'eip155') {
    const gas = transfer.token === undefined ? FAKE_NATIVE_TRANSFER_GAS : FAKE_TOKEN_TRANSFER_GAS;
    return { fee: gas * (fees.gasPrice ?? 1_000_000_000n), reserve: 0n };
  }
  if (namespace !== 'solana') return { fee: 0n, reserve: 0n };
  const fee = fees.signatureFee ?? 5_000n;
  if (transfer.token !== undefined) {
    const exists = ledger.tokenAccountExists(transfer.to, caipNetworkId, transfer.token);
    return { fee, reserve: exists ? 0n : (fees.tokenAccountRent ?? 2_039_280n) };
  }
  if (ledger.accountExists(transfer.to, caipNetworkId)) return { fee, reserve: 0n };
  return { fee, reserve: 0n, minimumAmount: fees.rentExemptMinimum ?? 890_880n };
}
