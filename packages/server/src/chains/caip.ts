import { CAIP2_PATTERN } from '@walletdock/core/primitives';
import { type Address, getAddress, isAddress } from 'viem';
import { BadRequestError } from '../errors.js';
import { checkedAddress } from '../routes/address.js';
import { isSolanaAddress } from './base58.js';
import { UnsupportedChainError } from './errors.js';

/** The placeholder address of an EVM chain's native currency in CAIP-10 ids (the contract's convention). */
export const EVM_NATIVE_ADDRESS: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** The address standing for native SOL in CAIP-10 ids (`solana:<ref>:So111…111`). */
export const SOLANA_NATIVE_ADDRESS = 'So11111111111111111111111111111111111111111';
/** The wrapped-SOL mint: priced as SOL. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';

const EVM_CHAIN = /^eip155:[1-9][0-9]{0,18}$/;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A token of a chain, parsed from a CAIP-10 (or CAIP-19) id. */
export type TokenId = {
  /** CAIP-2 id of the chain. */
  chainId: string;
  namespace: 'eip155' | 'solana';
  /** The native currency (no contract). */
  native: boolean;
  /** The contract (checksummed, EVM) or mint (base58, Solana); the placeholder for the native currency. */
  address: string;
  /** Canonical key: `<chainId>:native`, or `<chainId>:<address>` (EVM lower-case). */
  key: string;
};

/** A token of an EVM chain: its checksummed contract, or the native placeholder (what swaps take). */
export type EvmTokenId = TokenId & { namespace: 'eip155'; address: Address };

/** Whether `value` has the syntax of a CAIP-2 chain id. */
export const isCaip2 = (value: string): boolean => CAIP2_PATTERN.test(value);

/** The namespace of a CAIP-2 id the server can read, or `undefined`. */
export function namespaceOf(chainId: string): 'eip155' | 'solana' | undefined {
  const namespace = chainId.slice(0, chainId.indexOf(':'));
  return namespace === 'eip155' || namespace === 'solana' ? namespace : undefined;
}

/**
 * An EVM address in any case (a mixed-case one must carry a valid EIP-55 checksum), checksummed; `undefined`
 * otherwise.
 */
export function evmAddressOf(value: string): `0x${string}` | undefined {
  if (!isAddress(value, { strict: false })) return undefined;
  const hex = value.slice(2);
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && !isAddress(value)) return undefined;
  return getAddress(value);
}

/**
 * The token id of an EVM chain's token: `address` (checksummed here), or the native currency for `undefined`
 * or the placeholder address.
 */
export function evmTokenId(chainId: string, address: string | undefined): EvmTokenId {
  if (address === undefined || address.toLowerCase() === EVM_NATIVE_ADDRESS) {
    return {
      chainId,
      namespace: 'eip155',
      native: true,
      address: EVM_NATIVE_ADDRESS,
      key: `${chainId}:native`,
    };
  }
  return {
    chainId,
    namespace: 'eip155',
    native: false,
    address: getAddress(address),
    key: `${chainId}:${address.toLowerCase()}`,
  };
}

function tokenOf(chainId: string, asset: string, native: boolean): TokenId | undefined {
  const namespace = namespaceOf(chainId);
  if (namespace === undefined || !isCaip2(chainId)) return undefined;
  if (namespace === 'eip155') {
    if (native) return evmTokenId(chainId, undefined);
    const address = evmAddressOf(asset);
    return address === undefined ? undefined : evmTokenId(chainId, address);
  }
  if (native) return { chainId, namespace, native, address: SOLANA_NATIVE_ADDRESS, key: `${chainId}:native` };
  if (!isSolanaAddress(asset)) return undefined;
  const isNative = asset === SOLANA_NATIVE_ADDRESS;
  return {
    chainId,
    namespace,
    native: isNative,
    address: asset,
    key: `${chainId}:${isNative ? 'native' : asset}`,
  };
}

/**
 * Parses a token id: CAIP-10 (`eip155:1:0x…`, `solana:<ref>:<mint>`; the native placeholders are the native
 * currency) or CAIP-19 (`eip155:1/slip44:60`, `eip155:1/erc20:0x…`, `solana:<ref>/token:<mint>`); `undefined`
 * when malformed or of another namespace.
 */
export function parseTokenId(value: string): TokenId | undefined {
  if (value.length > 200) return undefined;
  const slash = value.indexOf('/');
  if (slash >= 0) {
    const chainId = value.slice(0, slash);
    const [kind, reference, ...rest] = value.slice(slash + 1).split(':');
    if (kind === undefined || reference === undefined || rest.length > 0) return undefined;
    if (kind === 'slip44') return /^\d{1,10}$/.test(reference) ? tokenOf(chainId, '', true) : undefined;
    const expected = namespaceOf(chainId) === 'eip155' ? ['erc20'] : ['token', 'spl'];
    return expected.includes(kind) ? tokenOf(chainId, reference, false) : undefined;
  }
  const colon = value.lastIndexOf(':');
  if (colon < 0) return undefined;
  return tokenOf(value.slice(0, colon), value.slice(colon + 1), false);
}

/**
 * A token id parameter.
 * @throws {BadRequestError} naming `param` when it is not a CAIP-10 token id.
 */
export function tokenIdParam(value: string, param: string): TokenId {
  const token = parseTokenId(value);
  if (token === undefined || value.includes('/')) {
    throw new BadRequestError(
      `"${param}" is not a CAIP-10 token id (eip155:<chain id>:0x… or solana:<ref>:<mint>): ${value}`,
    );
  }
  return token;
}

/** The CAIP-10 id of a token as the contract writes it (checksummed EVM contract, placeholder for native). */
export function caip10Of(token: Pick<TokenId, 'chainId' | 'address'>): string {
  return `${token.chainId}:${token.address}`;
}

/** The token id of a configured chain's native currency (`address` undefined) or of one of its tokens. */
export function configuredTokenId(
  chain: { id: string; namespace: 'eip155' | 'solana' },
  address: string | undefined,
): TokenId {
  const { id: chainId, namespace } = chain;
  if (namespace === 'eip155') return evmTokenId(chainId, address);
  if (address === undefined) {
    return { chainId, namespace, native: true, address: SOLANA_NATIVE_ADDRESS, key: `${chainId}:native` };
  }
  return { chainId, namespace, native: false, address, key: `${chainId}:${address}` };
}

/**
 * An EVM CAIP-2 chain id parameter (`eip155:1`).
 * @throws {BadRequestError} naming `param` when malformed; {UnsupportedChainError} for another namespace.
 */
export function evmChainIdParam(value: string, param: string): string {
  if (!isCaip2(value)) throw new BadRequestError(`"${param}" is not a CAIP-2 chain id: ${value}`);
  if (!EVM_CHAIN.test(value)) {
    const detail = value.startsWith('eip155:')
      ? 'is not a valid EVM chain id'
      : 'is not an EVM (eip155) chain';
    throw new UnsupportedChainError(value, detail);
  }
  return value;
}

/**
 * A CAIP-10 token id parameter of an EVM chain (`eip155:1:0x…`; the placeholder is the native currency).
 * @throws {BadRequestError} naming `param` when malformed or its checksum fails; {UnsupportedChainError} for
 *   another namespace.
 */
export function evmTokenIdParam(value: string, param: string): EvmTokenId {
  const colon = value.lastIndexOf(':');
  const raw = value.slice(colon + 1);
  if (colon < 0 || !HEX_ADDRESS.test(raw)) {
    throw new BadRequestError(`"${param}" is not a CAIP-10 id (eip155:<chain id>:0x…): ${value}`);
  }
  const chainId = evmChainIdParam(value.slice(0, colon), param);
  return evmTokenId(
    chainId,
    raw.toLowerCase() === EVM_NATIVE_ADDRESS ? undefined : checkedAddress(raw, param),
  );
}
