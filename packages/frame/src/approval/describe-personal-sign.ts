import { hexToBytes, isAddress, isHex } from 'viem';

/** What a user reads before signing a `personal_sign` message. */
export interface PersonalSignModel {
  readonly kind: 'personal_sign';
  readonly address: string;
  readonly message: { readonly encoding: 'text' | 'hex'; readonly value: string };
}

/** Thrown when a `personal_sign` request cannot be shown faithfully. */
export class MalformedApprovalRequestError extends Error {
  override readonly name = 'MalformedApprovalRequestError';
}

const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u;

function asText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return PRINTABLE.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** `params` is `[message (0x-hex), address]` (EIP-1474 order). */
export function describePersonalSign(params: readonly unknown[]): PersonalSignModel {
  const [message, address] = params;
  if (typeof message !== 'string' || !isHex(message, { strict: true })) {
    throw new MalformedApprovalRequestError('personal_sign: the message must be 0x-prefixed hex');
  }
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new MalformedApprovalRequestError('personal_sign: the signing address is not a valid address');
  }
  const text = message.length % 2 === 0 ? asText(hexToBytes(message)) : undefined;
  return {
    kind: 'personal_sign',
    address,
    message: text === undefined ? { encoding: 'hex', value: message } : { encoding: 'text', value: text },
  };
}
