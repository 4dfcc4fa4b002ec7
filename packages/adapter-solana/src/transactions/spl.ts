import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import type { Web3 } from '../rpc/web3.js';
import { u64LittleEndian } from '../utils/bytes.js';

/** The SPL Token program. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** The Token-2022 program (same instruction layout for `transferChecked`). */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** Byte layout of an SPL mint account: `decimals` at offset 44 (after authority option, authority, supply). */
export const MINT_DECIMALS_OFFSET = 44;
export const MINT_ACCOUNT_SIZE = 82;
/** Byte layout of an SPL token account: mint (0), owner (32), amount u64 (64). */
export const TOKEN_ACCOUNT_SIZE = 165;

/** `TransferChecked` of the token program (instruction 12). */
const TRANSFER_CHECKED = 12;
/** `CreateIdempotent` of the associated token account program (instruction 1). */
const CREATE_IDEMPOTENT = 1;

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export function associatedTokenAddress(
  web3: Web3,
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  const [address] = web3.PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
  );
  return address;
}

/** Creates `owner`'s associated token account for `mint`, paid by `payer`; a no-op when it exists. */
export function createAssociatedTokenAccountIdempotentInstruction(
  web3: Web3,
  params: {
    payer: PublicKey;
    associatedToken: PublicKey;
    owner: PublicKey;
    mint: PublicKey;
    tokenProgram: PublicKey;
  },
): TransactionInstruction {
  return new web3.TransactionInstruction({
    programId: new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
    keys: [
      { pubkey: params.payer, isSigner: true, isWritable: true },
      { pubkey: params.associatedToken, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: false, isWritable: false },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: params.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(CREATE_IDEMPOTENT)),
  });
}

/** `TransferChecked`: `amount` (smallest unit) of `mint` with its `decimals` from `source` to `destination`. */
export function transferCheckedInstruction(
  web3: Web3,
  params: {
    source: PublicKey;
    mint: PublicKey;
    destination: PublicKey;
    owner: PublicKey;
    amount: bigint;
    decimals: number;
    tokenProgram: PublicKey;
  },
): TransactionInstruction {
  const data = new Uint8Array(10);
  data[0] = TRANSFER_CHECKED;
  data.set(u64LittleEndian(params.amount), 1);
  data[9] = params.decimals;
  return new web3.TransactionInstruction({
    programId: params.tokenProgram,
    keys: [
      { pubkey: params.source, isSigner: false, isWritable: true },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: params.destination, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: true, isWritable: false },
    ],
    data: instructionData(data),
  });
}

/**
 * Instruction data as web3.js types it (a Node `Buffer`). web3.js only base58-encodes or copies it, which a plain
 * `Uint8Array` supports, so no `Buffer` global (absent in browsers) is needed.
 */
export function instructionData(bytes: Uint8Array): TransactionInstruction['data'] {
  return bytes as TransactionInstruction['data'];
}
