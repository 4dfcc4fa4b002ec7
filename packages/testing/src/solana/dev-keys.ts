import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { encodeBase58 } from './base58.js';

const sha256 = (text: string): Uint8Array => new Uint8Array(createHash('sha256').update(text).digest());

/** The fixed 32-byte seed of Solana dev keypair `index`: sha256('walletdock-solana-dev-' + index). */
export function solanaDevSeed(index: number): Uint8Array {
  return sha256(`walletdock-solana-dev-${index}`);
}

/**
 * The first `count` Solana dev keypairs of the local chain (the same on every run and machine: derived from
 * `solanaDevSeed(i)` with `Keypair.fromSeed`). Public test keys: never use them on a real network.
 */
export function deriveSolanaDevKeypairs(count: number): Keypair[] {
  return Array.from({ length: count }, (_, index) => Keypair.fromSeed(solanaDevSeed(index)));
}

/** The keypair of the test SPL mint account (its address is the same on every run). */
export function solanaMintKeypair(): Keypair {
  return Keypair.fromSeed(sha256('walletdock-solana-mint'));
}

/** The mint authority (and fee payer of the seeding) of the test SPL token. */
export function solanaMintAuthority(): Keypair {
  return Keypair.fromSeed(sha256('walletdock-solana-mint-authority'));
}

/** The genesis hash the local chain reports (`getGenesisHash`): fixed, base58 of sha256('walletdock-solana-localnet'). */
export const LOCAL_SOLANA_GENESIS_HASH: string = encodeBase58(sha256('walletdock-solana-localnet'));
