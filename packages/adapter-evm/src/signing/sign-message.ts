import {
  isEvmAddress,
  isSignedMessage,
  throwIfCancelled,
  untilCancelled,
  VALIDATION_MESSAGES,
  ValidationError,
} from '@walletdock/core';
import { bytesToHex, type Hex, isHex, stringToHex } from '../utils/hex.js';
import {
  describeValue,
  type Eip1193RequestProvider,
  malformedWalletResponse,
  requestWallet,
} from './provider.js';

/** A message to sign: text (signed as its UTF-8 bytes) or raw bytes (`{ raw }`, hex or a byte array). */
export type SignableMessage = string | { raw: Hex | Uint8Array };

export type SignMessageParameters = {
  provider: Eip1193RequestProvider;
  /** The account that signs (must be one the wallet exposes to the app). */
  address: string;
  message: SignableMessage;
  /**
   * Aborts when the request is cancelled: the wallet is not asked if it has aborted already, else the call stops
   * waiting (rejects with the signal's reason; EIP-1193 cannot withdraw the request from the wallet).
   */
  signal?: AbortSignal;
};

/**
 * Asks the wallet to sign a message with `personal_sign` (EIP-191 version 0x45): text is sent hex-encoded
 * as UTF-8, so wallets show it as written. Returns the signature.
 *
 * @throws {ValidationError} for an invalid address or raw message, before the wallet is asked.
 * @throws {UserRejectedRequestError} (4001) when the visitor declines; other wallet codes map to their class.
 * @throws {MalformedResponseError} when the wallet answers something that is not a signature.
 */
export async function signMessage({
  provider,
  address,
  message,
  signal,
}: SignMessageParameters): Promise<Hex> {
  if (!isEvmAddress(address)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  const data = encodeMessage(message);
  throwIfCancelled(signal);
  const signature = await untilCancelled(requestWallet(provider, 'personal_sign', [data, address]), signal);
  if (!isSignedMessage(signature)) {
    throw malformedWalletResponse('personal_sign', `expected a signature, got ${describeValue(signature)}`);
  }
  return signature;
}

function encodeMessage(message: SignableMessage): Hex {
  if (typeof message === 'string') return stringToHex(message);
  if (typeof message === 'object' && message !== null) {
    const { raw } = message;
    if (raw instanceof Uint8Array) return bytesToHex(raw);
    if (typeof raw === 'string' && isHex(raw)) return raw;
  }
  throw new ValidationError('A message to sign is a string or { raw } with hex or bytes');
}
