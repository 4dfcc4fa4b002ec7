import type { SIWXMessageData, SiwxSignedMessage } from '@walletdock/core';
import type { EvmSiwxVerifyOptions } from './types.js';

/**
 * Verifies a signed Sign in with Ethereum message (see the server entry's `verifySiwxMessage`, which this
 * loads with `import()` on first use so that viem stays off the adapter's initial graph). For a dApp that
 * verifies in the page, e.g. `createSiwx({ verify: (session) => verifySiwxMessage(session, { domain:
 * location.host }).then(() => true) })`.
 *
 * @throws {SiwxVerificationError} `reason` names the check that refused it.
 */
export async function verifySiwxMessage(
  signed: SiwxSignedMessage,
  options: EvmSiwxVerifyOptions,
): Promise<SIWXMessageData> {
  const { verifySiwxMessage: verify } = await import('./verify-message.js');
  return verify(signed, options);
}
