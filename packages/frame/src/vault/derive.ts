import { ed25519 } from '@noble/curves/ed25519';
import { HDKey } from '@scure/bip32';
import { encodeBase58 } from '@walletdock/core/primitives';
import { privateKeyToAddress } from 'viem/accounts';
import { slip10Derive } from './slip10.js';

export const EIP155_PATH = "m/44'/60'/0'/0/0";
export const SOLANA_PATH = "m/44'/501'/0'/0'";

export interface DerivedKey {
  readonly privateKey: Uint8Array;
  readonly address: string;
}

const toHex = (bytes: Uint8Array): `0x${string}` =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The eip155 key (BIP-32, secp256k1) and its EIP-55 checksummed address. */
export function deriveEip155(seed: Uint8Array): DerivedKey {
  const node = HDKey.fromMasterSeed(seed).derive(EIP155_PATH);
  if (!node.privateKey) throw new Error('BIP-32 derivation gave no private key');
  const privateKey = node.privateKey.slice();
  node.wipePrivateData();
  return { privateKey, address: privateKeyToAddress(toHex(privateKey)) };
}

/** The solana key (SLIP-0010 ed25519) and its base58 address (the public key). */
export function deriveSolana(seed: Uint8Array): DerivedKey {
  const { privateKey, chainCode } = slip10Derive(seed, SOLANA_PATH);
  chainCode.fill(0);
  return { privateKey, address: encodeBase58(ed25519.getPublicKey(privateKey)) };
}
