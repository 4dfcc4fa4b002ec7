import type { CaipNetworkId } from '../caip/types.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxVerificationError } from './siwx-verification-error.js';
import type { SIWXMessageData } from './types.js';

/** A signed sign-in message as a wallet returns it (a whole `SIWXSession` fits too). */
export type SiwxSignedMessage = {
  message: string;
  signature: string;
  /** The fields the session claims (a `SIWXSession`'s `data`): when given, they must equal the signed text's. */
  data?: SIWXMessageData;
};

/** What the verifier expects of a message, besides a valid signature. */
export type SiwxExpectations = {
  /** The only domain (host, with its port when not the default) the message may name. */
  domain: string;
  /** The URI the message must name; absent: any. */
  uri?: string;
  /** The CAIP-2 network the message must be for; absent: any network of the verifier's namespace. */
  chainId?: CaipNetworkId;
  /** The account that must have signed; absent: the message's own address (its signature is still checked). */
  address?: string;
  /**
   * The nonce the server issued (a string), or a check of it (e.g. "issued by me and not used yet"):
   * anything else is refused with reason 'nonce'. Absent: not checked (the app checks it itself).
   */
  nonce?: string | ((nonce: string) => boolean | Promise<boolean>);
  /** The clock (ms since the epoch) for `Expiration Time` and `Not Before`; default `Date.now`. */
  now?: () => number;
};

const fail = (reason: ConstructorParameters<typeof SiwxVerificationError>[0], message: string) =>
  new SiwxVerificationError(reason, message);

/**
 * The chain-agnostic checks of a signed sign-in message (everything but the signature, which the adapters'
 * `verifySiwxMessage` check): the text parses, equals the claimed `data`, and names the expected domain, URI,
 * namespace, network, account and nonce, and is valid now. Returns the parsed fields.
 *
 * @throws {SiwxVerificationError} with the `reason` of the first check that fails.
 */
export async function checkSiwxMessage(
  signed: SiwxSignedMessage,
  namespace: string,
  expected: SiwxExpectations,
): Promise<SIWXMessageData> {
  let data: SIWXMessageData;
  try {
    data = parseSiwxMessage(signed.message);
  } catch (error) {
    throw new SiwxVerificationError('malformed', 'The sign-in message is not a valid sign-in message', {
      cause: error,
    });
  }
  if (signed.data !== undefined && !sameData(signed.data, data))
    throw fail('tampered', 'The sign-in session does not match the signed message');
  if (data.domain !== expected.domain)
    throw fail('wrong-domain', `The sign-in message is for ${data.domain}, not ${expected.domain}`);
  if (expected.uri !== undefined && data.uri !== expected.uri)
    throw fail('wrong-uri', `The sign-in message is for ${data.uri}, not ${expected.uri}`);
  if (!data.chainId.startsWith(`${namespace}:`))
    throw fail('chain', `The sign-in message is for ${data.chainId}, not a ${namespace} network`);
  if (expected.chainId !== undefined && data.chainId !== expected.chainId)
    throw fail('chain', `The sign-in message is for ${data.chainId}, not ${expected.chainId}`);
  if (expected.address !== undefined && !sameAddress(namespace, data.accountAddress, expected.address))
    throw fail('address', `The sign-in message is for ${data.accountAddress}, not ${expected.address}`);
  await checkNonce(data.nonce, expected.nonce);
  checkTimes(data, (expected.now ?? Date.now)());
  return data;
}

async function checkNonce(nonce: string, expected: SiwxExpectations['nonce']): Promise<void> {
  if (expected === undefined) return;
  const accepted = typeof expected === 'string' ? nonce === expected : await expected(nonce);
  if (accepted !== true) throw fail('nonce', 'The sign-in nonce was not issued or was already used');
}

function checkTimes(data: SIWXMessageData, now: number): void {
  if (data.expirationTime !== undefined && !(now < Date.parse(data.expirationTime)))
    throw fail('expired', `The sign-in message expired at ${data.expirationTime}`);
  if (data.notBefore !== undefined && now < Date.parse(data.notBefore))
    throw fail('not-yet-valid', `The sign-in message is not valid before ${data.notBefore}`);
}

/** eip155 addresses compare without case (the message carries the EIP-55 form); others exactly. */
function sameAddress(namespace: string, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

const DATA_KEYS = [
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'statement',
  'expirationTime',
  'notBefore',
  'requestId',
] as const;

function sameData(claimed: SIWXMessageData, signed: SIWXMessageData): boolean {
  if (!DATA_KEYS.every((key) => claimed[key] === signed[key])) return false;
  if (!sameAddress(signed.chainId.split(':')[0] ?? '', claimed.accountAddress, signed.accountAddress))
    return false;
  const a = claimed.resources ?? [];
  const b = signed.resources ?? [];
  return a.length === b.length && a.every((resource, index) => resource === b[index]);
}
