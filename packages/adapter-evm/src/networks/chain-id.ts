import { type CaipNetworkId, ChainError, MESSAGES } from '@walletdock/core';

/** `eip155:<decimal>` for a chain id as wallets report it: a hex string, a decimal string or a number. */
export function toCaipNetworkId(chainId: unknown): CaipNetworkId {
  return `eip155:${parseChainId(chainId)}`;
}

/** The numeric chain id of a wallet's answer (`0x7a69`, `'31337'`, `31337`, or a bigint). */
export function parseChainId(chainId: unknown): number {
  let value: number | undefined;
  if (typeof chainId === 'number') value = chainId;
  else if (typeof chainId === 'bigint') value = Number(chainId);
  else if (typeof chainId === 'string') {
    const text = chainId.trim();
    if (/^0x[0-9a-f]+$/i.test(text)) value = Number.parseInt(text, 16);
    else if (/^\d+$/.test(text)) value = Number.parseInt(text, 10);
  }
  if (value === undefined || !Number.isSafeInteger(value) || value <= 0) {
    throw new ChainError(MESSAGES.chainMismatch, {
      details: `The wallet reported an invalid chain id: ${JSON.stringify(String(chainId))}`,
    });
  }
  return value;
}

/** The numeric chain id of an `eip155:<n>` CAIP-2 id. */
export function chainIdOf(caipNetworkId: CaipNetworkId): number {
  const [namespace, reference] = caipNetworkId.split(':');
  if (namespace !== 'eip155' || reference === undefined || !/^\d+$/.test(reference)) {
    throw new ChainError(MESSAGES.networkNotFound, {
      details: `${caipNetworkId} is not an eip155 network`,
    });
  }
  return Number.parseInt(reference, 10);
}

/** `0x`-prefixed hex of a chain id (what EIP-3085/3326 expect). */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/** One `findNetwork` for every adapter: core's adapter kit ("Network not found" outside the adapter). */
export { findNetwork } from '@walletdock/core';
