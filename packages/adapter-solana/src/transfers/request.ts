import type { AdapterTransfer } from '@walletdock/core';
import type { SolanaTransferRequest } from '../transactions/request.js';

/**
 * The adapter's transfer request (`sendTransaction`'s `{ to, value, mint?, decimals? }`) of a send-feature
 * transfer: lamports to `to`, or with a token its mint and decimals (an SPL `transferChecked` that creates the
 * receiver's associated token account when it is missing).
 */
export function transferRequest(transfer: AdapterTransfer): SolanaTransferRequest {
  const request: SolanaTransferRequest = { to: transfer.to, value: transfer.amount };
  if (transfer.token !== undefined) {
    request.mint = transfer.token;
    request.decimals = transfer.decimals;
  }
  return request;
}
