import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';

/** A new wallet's secret: 16 bytes (128 bits) of entropy, a 12-word BIP-39 mnemonic. */
export function newEntropy(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(16));
}

export function entropyToWords(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist);
}

export class InvalidMnemonicError extends Error {
  override readonly name = 'InvalidMnemonicError';
  constructor() {
    super('The recovery phrase is not a valid BIP-39 English mnemonic');
  }
}

export function wordsToEntropy(mnemonic: string): Uint8Array {
  const normalised = mnemonic.trim().split(/\s+/).join(' ');
  if (!validateMnemonic(normalised, wordlist)) throw new InvalidMnemonicError();
  return mnemonicToEntropy(normalised, wordlist);
}

/** The 64-byte BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds). */
export function seedOf(mnemonic: string, passphrase = ''): Uint8Array {
  return mnemonicToSeedSync(mnemonic, passphrase);
}
