import { ed25519 } from '@noble/curves/ed25519';
import {
  checkSiwxMessage,
  decodeBase58,
  type SIWXMessageData,
  type SiwxExpectations,
  type SiwxSignedMessage,
  SiwxVerificationError,
} from '@walletdock/core';

// @noble/curves-based: the server entry ('@walletdock/adapter-solana/server') exports it; the main entry loads
// it with import() (siwx/lazy.ts), so ed25519 stays off the adapter's initial graph.

/**
 * Verifies a signed Sign in with Solana (CAIP-122) message: the text is a valid `solana` sign-in message that
 * says what `options` expect (domain, uri, network, address, nonce, valid now), and its signature (base58, as
 * the adapter's `signMessage` returns it) is the ed25519 signature of the text's UTF-8 bytes by the message's
 * address (the base58 public key). Returns the message's fields. Needs no network.
 *
 * @throws {SiwxVerificationError} `reason` names the check that refused it ('signature' for a signature that is
 *   not the account's).
 */
export async function verifySiwxMessage(
  signed: SiwxSignedMessage,
  options: SiwxExpectations,
): Promise<SIWXMessageData> {
  const data = await checkSiwxMessage(signed, 'solana', options);
  const publicKey = bytesOf(data.accountAddress, 32);
  if (publicKey === undefined)
    throw new SiwxVerificationError('address', `${data.accountAddress} is not a Solana public key`);
  const signature = bytesOf(signed.signature, 64);
  if (signature === undefined)
    throw new SiwxVerificationError('signature', 'The sign-in signature is not a base58 ed25519 signature');
  let valid = false;
  try {
    valid = ed25519.verify(signature, new TextEncoder().encode(signed.message), publicKey);
  } catch {
    valid = false; // a public key that is no curve point
  }
  if (!valid)
    throw new SiwxVerificationError('signature', `The sign-in signature is not ${data.accountAddress}'s`);
  return data;
}

/** The bytes of base58 text when there are exactly `length` of them. */
function bytesOf(text: unknown, length: number): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const bytes = decodeBase58(text);
    return bytes.length === length ? bytes : undefined;
  } catch {
    return undefined;
  }
}
