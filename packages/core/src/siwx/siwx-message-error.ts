import { WalletDockError, type WalletDockErrorOptions } from '../errors/walletdock-error.js';

/** Which part of a sign-in message is wrong ('format': the layout, e.g. a line that belongs nowhere). */
export type SiwxMessageReason =
  | 'format'
  | 'domain'
  | 'namespace'
  | 'address'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources';

/**
 * A sign-in message (ERC-4361 / CAIP-122) that cannot be written or read: `reason` names the field, the
 * message says what is wrong with it. `parseSiwxMessage` and `createSiwxMessage` throw nothing else.
 */
export class SiwxMessageError extends WalletDockError {
  override name = 'SiwxMessageError';
  readonly reason: SiwxMessageReason;

  constructor(reason: SiwxMessageReason, shortMessage: string, options: WalletDockErrorOptions = {}) {
    super(shortMessage, options);
    this.reason = reason;
  }
}
