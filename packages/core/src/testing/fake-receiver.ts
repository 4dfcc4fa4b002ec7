import { decodeBase58 } from '../adapter-kit/base58.js';
import type { ChainNamespace } from '../caip/types.js';
import { isEvmAddress } from '../validation/evm-address.js';

/**
 * Whether `address` is a receiver the fake chain of `namespace` accepts, as the real adapters check it: eip155
 * `0x` + 40 hex with a correct EIP-55 checksum when mixed-case; solana a base58 32-byte key; elsewhere any
 * address without spaces.
 */
export function isFakeReceiver(namespace: ChainNamespace, address: unknown): address is string {
  if (typeof address !== 'string') return false;
  if (namespace === 'eip155') return isEvmAddress(address, { strict: true });
  if (namespace === 'solana') {
    try {
      return decodeBase58(address).length === 32;
    } catch {
      return false;
    }
  }
  return /^\S{1,128}$/.test(address);
}
