// '@walletdock/testing/example-adapter/server': the example namespace's sign-in verifier for a dApp's server (Node,
// no DOM) — the `/server` subpath every adapter package has (ARCHITECTURE.md "How to add an adapter", step 9).
import { ed25519 } from '@noble/curves/ed25519';
import {
  checkSiwxMessage,
  type SIWXMessageData,
  type SiwxExpectations,
  type SiwxSignedMessage,
  SiwxVerificationError,
} from '@walletdock/core';
import { fromHex } from './keys.js';
import { EXAMPLE_NAMESPACE } from './networks.js';

export { SiwxVerificationError, type SiwxVerificationReason } from '@walletdock/core';

/**
 * Verifies a signed sign-in message (CAIP-122) of the `example` namespace: the text is a valid sign-in message
 * that says what `options` expect (domain, uri, network, address, nonce, valid now — core's `checkSiwxMessage`),
 * and its signature (`0x` + 128 hex digits, as the example wallet's `signMessage` returns it) is the ed25519
 * signature of the text's UTF-8 bytes by the message's address (the public key in hex). Returns the message's
 * fields. Needs no network.
 *
 * @throws {SiwxVerificationError} `reason` names the check that refused it (`'signature'` for a signature that is
 *   not the account's, `'chain'` for a message of another namespace).
 */
export async function verifySiwxMessage(
  signed: SiwxSignedMessage,
  options: SiwxExpectations,
): Promise<SIWXMessageData> {
  const data = await checkSiwxMessage(signed, EXAMPLE_NAMESPACE, options);
  const publicKey = fromHex(data.accountAddress);
  if (publicKey?.length !== 32)
    throw new SiwxVerificationError('address', `${data.accountAddress} is not an example-chain public key`);
  const signature = typeof signed.signature === 'string' ? fromHex(signed.signature) : undefined;
  if (signature?.length !== 64)
    throw new SiwxVerificationError('signature', 'The sign-in signature is not a hex ed25519 signature');
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
