import { MalformedResponseError, ValidationError } from '@walletdock/core';
import { featureOf, type Wallet, type WalletAccount } from '../connectors/types.js';
import { encodeBase58 } from '../utils/base58.js';
import { isBytes, utf8Bytes } from '../utils/bytes.js';
import { featureMissing, toSolanaWalletError } from '../wallet-error.js';

/** A message to sign: text (signed as its UTF-8 bytes) or raw bytes. */
export type SolanaSignableMessage = string | Uint8Array;

export type SolanaSignMessageParameters = {
  wallet: Wallet;
  /** The connected account that signs. */
  account: WalletAccount;
  message: SolanaSignableMessage;
};

/**
 * Asks the wallet to sign a message with `solana:signMessage` and returns the ed25519 signature as base58 text
 * (64 bytes; what Solana tools and Sign-In With Solana verifiers take). Core's `signMessage` passes an
 * adapter's string through unchanged: the `0x` + hex rule of spec §5 is the EVM signature format.
 *
 * @throws {ValidationError} for a message that is neither text nor bytes, before the wallet is asked.
 * @throws {UnsupportedProviderMethodError} (4200) when the wallet lacks `solana:signMessage`.
 * @throws {UserRejectedRequestError} (4001) when the visitor declines.
 * @throws {MalformedResponseError} when the wallet answers no 64-byte signature.
 */
export async function signSolanaMessage({
  wallet,
  account,
  message,
}: SolanaSignMessageParameters): Promise<string> {
  let bytes: Uint8Array;
  if (typeof message === 'string') bytes = utf8Bytes(message);
  else if (isBytes(message)) bytes = message;
  else throw new ValidationError('A message to sign is a string or a Uint8Array');
  const feature = featureOf(wallet, 'solana:signMessage');
  if (!feature) throw featureMissing(wallet.name, 'solana:signMessage');
  let outputs: readonly { signature: Uint8Array }[];
  try {
    outputs = await feature.signMessage({ account, message: bytes });
  } catch (error) {
    throw toSolanaWalletError(error);
  }
  const signature = outputs?.[0]?.signature;
  if (!isBytes(signature) || signature.length !== 64) {
    throw new MalformedResponseError({
      endpoint: 'solana:signMessage',
      path: '$[0].signature',
      problem: 'expected a 64-byte ed25519 signature',
    });
  }
  return encodeBase58(signature);
}
