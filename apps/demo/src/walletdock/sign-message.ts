import { isUserRejection, WalletDockError } from '@walletdock/core';

/** The catalogue key of the text shown when the wallet declines a signature. */
export const SIGNATURE_DECLINED_KEY = 'toast.signatureDeclined';

/** The default text of the "Sign a message" card. */
export const DEFAULT_SIGN_MESSAGE = 'Hello from the WalletDock demo! Signing this costs nothing.';

/**
 * The text shown when signing fails: the catalogue's "Signature declined" when the visitor rejected the request
 * in the wallet (EIP-1193 4001 anywhere in the cause chain), else the error's short message.
 */
export function signErrorText(error: unknown, t: (key: typeof SIGNATURE_DECLINED_KEY) => string): string {
  if (isUserRejection(error)) return t(SIGNATURE_DECLINED_KEY);
  if (error instanceof WalletDockError) return error.shortMessage;
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage;
  }
  return error instanceof Error && error.message !== '' ? error.message : String(error);
}
