import { WalletDockError, type WalletDockErrorOptions } from '../errors/walletdock-error.js';

/**
 * Why a signed sign-in message was refused by `verifySiwxMessage` (the adapters' verifiers):
 * - 'malformed': the text is no sign-in message (the cause is the parser's `SiwxMessageError`);
 * - 'tampered': the session's `data` says something else than the signed text;
 * - 'wrong-domain' / 'wrong-uri': the message is for another site;
 * - 'chain': another network (or namespace) than expected, or one the verifier does not handle;
 * - 'address': another account than expected;
 * - 'nonce': the nonce was not issued, or was already used;
 * - 'expired' / 'not-yet-valid': its `Expiration Time` has passed / its `Not Before` is still ahead;
 * - 'signature': the signature is not this account's signature of this text;
 * - 'unavailable': the signature needs the network (a smart account) and the network could not be asked.
 */
export type SiwxVerificationReason =
  | 'malformed'
  | 'tampered'
  | 'wrong-domain'
  | 'wrong-uri'
  | 'chain'
  | 'address'
  | 'nonce'
  | 'expired'
  | 'not-yet-valid'
  | 'signature'
  | 'unavailable';

/** A signed sign-in message that does not verify: `reason` says which check refused it. */
export class SiwxVerificationError extends WalletDockError {
  override name = 'SiwxVerificationError';
  readonly reason: SiwxVerificationReason;

  constructor(reason: SiwxVerificationReason, shortMessage: string, options: WalletDockErrorOptions = {}) {
    super(shortMessage, options);
    this.reason = reason;
  }
}
