import {
  checkSiwxMessage,
  type SIWXMessageData,
  type SiwxSignedMessage,
  SiwxVerificationError,
} from '@walletdock/core';
import { type Client, createPublicClient, type Hex, http, isHex, recoverMessageAddress } from 'viem';
import { getCode, verifyMessage } from 'viem/actions';
import type { EvmSiwxVerifyOptions } from './types.js';

// viem-based: the server entry ('@walletdock/adapter-evm/server') exports it; the main entry loads it with
// import() (siwx/lazy.ts), so viem stays off the adapter's initial graph.

/**
 * Verifies a signed ERC-4361 (Sign in with Ethereum) message: the text is a valid `eip155` sign-in message that
 * says what `options` expect (domain, uri, chain, address, nonce, valid now), and its signature is the
 * account's: an EOA's EIP-191 `personal_sign` signature is recovered offline; otherwise, with a `publicClient` or
 * `rpcUrl` of the message's network, viem checks it on chain (ERC-1271 `isValidSignature` of a deployed smart
 * account, ERC-6492 for one not deployed yet). Returns the message's fields.
 *
 * @throws {SiwxVerificationError} `reason` names the check that refused it ('signature' for a signature that is
 *   not the account's, 'unavailable' when the network could not be asked).
 */
export async function verifySiwxMessage(
  signed: SiwxSignedMessage,
  options: EvmSiwxVerifyOptions,
): Promise<SIWXMessageData> {
  const data = await checkSiwxMessage(signed, 'eip155', options);
  const address = data.accountAddress as Hex;
  const { message, signature } = signed;
  if (typeof signature !== 'string' || !isHex(signature) || signature.length < 4)
    throw refused('The sign-in signature is not hex');
  if (await recoversTo(message, signature, address)) return data;

  const client = clientFor(data, options);
  if (client === undefined) throw refused(`The sign-in signature is not ${address}'s`);
  let valid: boolean;
  try {
    // viem answers false when its call fails for any reason: ask the network first, so that an unreachable
    // one is told apart from a refused signature.
    await getCode(client, { address });
    valid = await verifyMessage(client, { address, message, signature });
  } catch (error) {
    throw new SiwxVerificationError(
      'unavailable',
      `The sign-in signature could not be checked on ${data.chainId}`,
      { cause: error },
    );
  }
  if (!valid) throw refused(`The sign-in signature is not ${address}'s`);
  return data;
}

/** EIP-191: the signature recovers to the address (false for anything that is no 65-byte ECDSA signature). */
async function recoversTo(message: string, signature: Hex, address: Hex): Promise<boolean> {
  try {
    const recovered = await recoverMessageAddress({ message, signature });
    return recovered.toLowerCase() === address.toLowerCase();
  } catch {
    return false;
  }
}

function clientFor(data: SIWXMessageData, options: EvmSiwxVerifyOptions): Client | undefined {
  if (options.publicClient !== undefined) return options.publicClient;
  const url = typeof options.rpcUrl === 'function' ? options.rpcUrl(data.chainId) : options.rpcUrl;
  return url === undefined ? undefined : createPublicClient({ transport: http(url, { retryCount: 1 }) });
}

const refused = (message: string) => new SiwxVerificationError('signature', message);
