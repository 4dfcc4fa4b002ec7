import { isUserRejection, WalletDockError } from '@walletdock/core';

/** The catalogue key of the text shown when the wallet declines a signature. */
export const SIGNATURE_DECLINED_KEY = 'toast.signatureDeclined';
/** The catalogue key of the text shown when the wallet declines a transaction. */
export const TRANSACTION_DECLINED_KEY = 'toast.transactionDeclined';

type DeclinedKey = typeof SIGNATURE_DECLINED_KEY | typeof TRANSACTION_DECLINED_KEY;

/** The default text of the "Sign a message" card. */
export const DEFAULT_SIGN_MESSAGE = 'Hello from the WalletDock demo! Signing this costs nothing.';

/**
 * The text shown when a wallet request fails: the catalogue's refusal of what was asked ("Signature declined",
 * or "Transaction declined" with `declined` = TRANSACTION_DECLINED_KEY) when the visitor rejected the request in
 * the wallet (EIP-1193 4001 anywhere in the cause chain), else the error's short message.
 */
export function signErrorText<K extends DeclinedKey = typeof SIGNATURE_DECLINED_KEY>(
  error: unknown,
  t: (key: K) => string,
  declined: K = SIGNATURE_DECLINED_KEY as K,
): string {
  if (isUserRejection(error)) return t(declined);
  if (error instanceof WalletDockError) return error.shortMessage;
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage;
  }
  return error instanceof Error && error.message !== '' ? error.message : String(error);
}
