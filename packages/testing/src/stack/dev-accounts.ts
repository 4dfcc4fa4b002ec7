import { pbkdf2Sync } from 'node:crypto';
import { bytesToHex } from 'viem';
import { HDKey, privateKeyToAddress } from 'viem/accounts';
import type { DevAccount } from './types.js';

/** anvil's default mnemonic. Its keys are public: never use them on a real network. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** anvil's default derivation path prefix; account `i` is at `${ANVIL_DERIVATION_PATH}${i}`. */
export const ANVIL_DERIVATION_PATH = "m/44'/60'/0'/0/";

/**
 * Derives the first `count` accounts of a BIP-39 mnemonic (no passphrase) the way anvil does, so that they are
 * the accounts anvil funds when started with `--mnemonic` and `--accounts count`.
 */
export function deriveDevAccounts(count: number, mnemonic: string = ANVIL_MNEMONIC): DevAccount[] {
  // BIP-39 seed: PBKDF2-HMAC-SHA512 of the NFKD mnemonic, salt "mnemonic" + passphrase, 2048 rounds.
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const root = HDKey.fromMasterSeed(seed);
  return Array.from({ length: count }, (_, index) => {
    const key = root.derive(`${ANVIL_DERIVATION_PATH}${index}`).privateKey;
    if (key === null) throw new Error(`Could not derive dev account ${index}`);
    const privateKey = bytesToHex(key);
    return { address: privateKeyToAddress(privateKey), privateKey };
  });
}
