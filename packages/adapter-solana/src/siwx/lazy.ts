import type { SIWXMessageData, SiwxExpectations, SiwxSignedMessage } from '@walletdock/core';

/**
 * Verifies a signed Sign in with Solana message (see the server entry's `verifySiwxMessage`, which this loads
 * with `import()` on first use so that ed25519 stays off the adapter's initial graph). For a dApp that
 * verifies in the page, e.g. `createSiwx({ verify: (session) => verifySiwxMessage(session, { domain:
 * location.host }).then(() => true) })`.
 *
 * @throws {SiwxVerificationError} `reason` names the check that refused it.
 */
export async function verifySiwxMessage(
  signed: SiwxSignedMessage,
  options: SiwxExpectations,
): Promise<SIWXMessageData> {
  const { verifySiwxMessage: verify } = await import('./verify-message.js');
  return verify(signed, options);
}
