import { InvalidCaipNetworkIdError } from './errors.js';
import { isChainNamespace, isKnownChainNamespace } from './namespaces.js';
import { CAIP2_REFERENCE_PATTERN } from './patterns.js';
import type { CaipNetworkId, ChainNamespace, KnownChainNamespace } from './types.js';

/**
 * CAIP-2 syntax: `namespace:reference` (https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-2.md); the
 * namespace rule (`[-a-z0-9]{3,8}`) is `isChainNamespace`.
 */
const CAIP2_REFERENCE = CAIP2_REFERENCE_PATTERN;

/**
 * What each known namespace accepts as a reference, on top of the CAIP-2 syntax (ChainAgnostic namespaces).
 * Any other namespace is held to the CAIP-2 syntax only: it is never refused for being unknown.
 * - eip155: the EIP-155 chain id in decimal, without leading zeros, greater than 0;
 * - solana: the first 32 characters of the cluster's base58 genesis hash;
 * - bip122: the first 32 characters of the genesis block hash, lowercase hex;
 * - polkadot: the first 32 characters of the genesis hash, lowercase hex;
 * - cosmos: the chain's `chain_id` used directly (`[-a-zA-Z0-9]{1,32}`, e.g. `cosmoshub-4`), or its
 *   `hashed-…` form, which fits the same pattern.
 */
const CAIP_REFERENCE_RULES: Readonly<
  Record<KnownChainNamespace, Readonly<{ pattern: RegExp; description: string }>>
> = Object.freeze({
  eip155: Object.freeze({
    pattern: /^[1-9][0-9]{0,31}$/,
    description: 'an eip155 reference is a decimal chain id greater than 0, without leading zeros',
  }),
  solana: Object.freeze({
    pattern: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
    description: 'a solana reference is the first 32 base58 characters of the genesis hash',
  }),
  bip122: Object.freeze({
    pattern: /^[0-9a-f]{32}$/,
    description: 'a bip122 reference is the first 32 lowercase hex characters of the genesis block hash',
  }),
  polkadot: Object.freeze({
    pattern: /^[0-9a-f]{32}$/,
    description: 'a polkadot reference is the first 32 lowercase hex characters of the genesis hash',
  }),
  cosmos: Object.freeze({
    pattern: /^[-a-zA-Z0-9]{1,32}$/,
    description: 'a cosmos reference is a chain id of 1 to 32 letters, digits and hyphens',
  }),
});

/** A CAIP-2 network id taken apart. */
export type ParsedCaipNetworkId = {
  namespace: ChainNamespace;
  /** The chain reference within the namespace (for eip155, the chain id in decimal). */
  reference: string;
  caipNetworkId: CaipNetworkId;
};

/** Why `input` is not a usable CAIP-2 network id, or undefined when it is. Never throws. */
export function caipNetworkIdProblem(input: unknown): string | undefined {
  if (typeof input !== 'string') return 'not a string';
  const separator = input.indexOf(':');
  if (separator === -1) return 'expected "namespace:reference"';
  const namespace = input.slice(0, separator);
  const reference = input.slice(separator + 1);
  if (reference.includes(':')) return 'expected exactly one ":" between namespace and reference';
  if (!isChainNamespace(namespace)) return 'the namespace must be 3 to 8 characters of a-z, 0-9 and "-"';
  if (!CAIP2_REFERENCE.test(reference)) {
    return 'the reference must be 1 to 32 characters of a-z, A-Z, 0-9, "-" and "_"';
  }
  if (!isKnownChainNamespace(namespace)) return undefined;
  const rule = CAIP_REFERENCE_RULES[namespace];
  if (!rule.pattern.test(reference)) return rule.description;
  return undefined;
}

/**
 * True when `value` is a valid CAIP-2 network id (and, for a known namespace, fits that namespace's reference
 * rule). Never throws.
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return caipNetworkIdProblem(value) === undefined;
}

/**
 * Splits a CAIP-2 network id (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`) into namespace and
 * reference.
 *
 * @throws {InvalidCaipNetworkIdError} when it is malformed or its reference breaks a known namespace's rule.
 */
export function parseCaipNetworkId(input: string): ParsedCaipNetworkId {
  const problem = caipNetworkIdProblem(input);
  if (problem !== undefined) throw new InvalidCaipNetworkIdError(input, problem);
  const separator = input.indexOf(':');
  return {
    namespace: input.slice(0, separator) as ChainNamespace,
    reference: input.slice(separator + 1),
    caipNetworkId: input as CaipNetworkId,
  };
}

/**
 * Builds a CAIP-2 network id. A numeric reference (an EIP-155 chain id) must be a positive safe integer.
 *
 * @throws {InvalidCaipNetworkIdError} when the result would not be a valid id.
 */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  if (typeof reference === 'number' && !(Number.isSafeInteger(reference) && reference > 0)) {
    throw new InvalidCaipNetworkIdError(
      `${String(namespace)}:${String(reference)}`,
      'a numeric reference must be a positive safe integer',
    );
  }
  return parseCaipNetworkId(`${namespace}:${reference}`).caipNetworkId;
}
