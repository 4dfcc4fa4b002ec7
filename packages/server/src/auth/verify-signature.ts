import { type Address, type Hex, hashMessage, isAddressEqual, numberToHex, recoverAddress } from 'viem';
import { BadRequestError, InvalidSignatureError } from '../errors.js';
import { checkedAddress } from '../routes/address.js';
import { SIGNATURE_PATTERN, signatureParts } from './signature-parts.js';
import { checkedSignedMessage } from './signed-message.js';

/** The JSON schema of a signature in a request body (`SIGNATURE_PATTERN`: 65 bytes, or 64 per EIP-2098). */
export const SIGNATURE_BODY_SCHEMA = { type: 'string', pattern: SIGNATURE_PATTERN.source } as const;

/** A signed request's inputs, as received (each checked by `verifySignedMessage`). */
export type SignedMessageInput = { address: unknown; message: unknown; signature: unknown };

/** How `verifySignedMessage` names the inputs in its errors. */
export type SignedMessageOptions = {
  /**
   * What was signed, for the 401's message (`the pci`: "The signature of the pci was not made by 0x…"); absent:
   * "The signature was not made by 0x…" (name registration: the contract's wording, docs/services.md).
   */
  signed?: string;
  /** The field names of the 400s (default `address`, `message`, `signature`). */
  fields?: { address?: string; message?: string; signature?: string };
  /** The longest message accepted (default 4,096 characters). */
  maxMessageLength?: number;
};

/**
 * Checks that `signature` is `address`'s `personal_sign` (EIP-191) of `message`, an externally owned account's
 * ECDSA secp256k1 signature (65 bytes, `v` 27/28 or 0/1, or 64 per EIP-2098; low s per EIP-2), and returns the
 * checksummed address. The only signature check of the server: it never throws anything but
 * - `BadRequestError` (400 `invalid_param`) for a malformed input: an address that is not one (or fails its
 *   EIP-55 checksum), a message that is not a string of 1 to `maxMessageLength` characters (or holds a NUL or an
 *   unpaired surrogate), a signature that is not `0x` and 64 or 65 bytes of hex;
 * - `InvalidSignatureError` (401 `invalid_signature`) for a signature of that shape that cannot be recovered
 *   (`The signature cannot be recovered: r must be between 1 and n − 1`, `…: r is no curve point's x
 *   coordinate`) or that another key made (`The signature of the pci was not made by 0x…`).
 *
 * ERC-1271/6492 smart-account signatures are not accepted (the routes never did): EOA keys only.
 */
export async function verifySignedMessage(
  input: SignedMessageInput,
  options: SignedMessageOptions,
): Promise<Address> {
  const fields = { address: 'address', message: 'message', signature: 'signature', ...options.fields };
  const address = checkedAddress(input.address, fields.address);
  const message = checkedSignedMessage(input.message, fields.message, options.maxMessageLength ?? 4_096);
  const { signature } = input;
  if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature))
    throw new BadRequestError(`"${fields.signature}" must be 0x and 65 bytes (or 64, EIP-2098) of hex`);
  const parts = signatureParts(signature as Hex);
  if ('problem' in parts)
    throw new InvalidSignatureError(`The signature cannot be recovered: ${parts.problem}`);
  const signer = await recovered(hashMessage(message), parts);
  if (signer === undefined)
    throw new InvalidSignatureError("The signature cannot be recovered: r is no curve point's x coordinate");
  if (!isAddressEqual(signer, address))
    throw new InvalidSignatureError(
      options.signed === undefined
        ? `The signature was not made by ${address}`
        : `The signature of ${options.signed} was not made by ${address}`,
    );
  return address;
}

/** The address whose key made the checked `parts` over `hash`; `undefined` when no curve point has x = r. */
async function recovered(
  hash: Hex,
  parts: { r: bigint; s: bigint; yParity: 0 | 1 },
): Promise<Address | undefined> {
  const signature = { r: numberToHex(parts.r, { size: 32 }), s: numberToHex(parts.s, { size: 32 }) };
  try {
    return await recoverAddress({ hash, signature: { ...signature, yParity: parts.yParity } });
  } catch {
    // The parts are in range, so the only failure left is an r that is no point's x coordinate (noble's
    // "Point is not on curve"): no key made such a signature. Nothing else is inside this try.
    return undefined;
  }
}
