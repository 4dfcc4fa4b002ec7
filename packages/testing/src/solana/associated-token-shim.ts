// LiteSVM 0.8's linux-x64-gnu binding corrupts the V8 heap whenever the Associated Token Account program runs
// (the process later aborts with `std::bad_alloc` during garbage collection; LiteSVM/litesvm#171). The local
// chain therefore applies ATA instructions itself — the same account, rent and checks as the program — and
// hands the rest of the transaction to LiteSVM.
import { createPublicKey, verify } from 'node:crypto';
// Before @solana/spl-token: keeps bigint-buffer's "Failed to load bindings" line out of the output.
import './quiet-bigint-buffer.js';
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  type AccountInfo,
  Message,
  MessageV0,
  PublicKey,
  SystemProgram,
  VersionedTransaction,
} from '@solana/web3.js';
import { encodeBase58 } from './base58.js';
import { decodeTokenAccount, tokenProgramName } from './token-accounts.js';
import type { TransactionErrorJson } from './transaction-error.js';

/** The account access the shim needs (LiteSVM's `getAccount` / `setAccount`). */
export type AccountStore = {
  get(address: PublicKey): AccountInfo<Uint8Array> | null;
  set(address: PublicKey, account: AccountInfo<Uint8Array>): void;
  minimumBalanceForRentExemption(dataLength: number): number;
};

/** A transaction with its ATA instructions applied: what is left for LiteSVM, and how to undo the writes. */
export type ShimmedTransaction = {
  /** The transaction without ATA instructions (signatures kept: run it with sigverify off). */
  transaction: VersionedTransaction;
  /** Original instruction index of each remaining instruction. */
  indexes: number[];
  /** Puts back the accounts the ATA instructions wrote. */
  undo(): void;
};

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Whether every required signature of the transaction is a valid ed25519 signature of its message. */
export function verifySignatures(transaction: VersionedTransaction): boolean {
  const message = Buffer.from(transaction.message.serialize());
  const required = transaction.message.header.numRequiredSignatures;
  if (transaction.signatures.length < required) return false;
  for (let index = 0; index < required; index++) {
    const key = transaction.message.staticAccountKeys[index];
    const signature = transaction.signatures[index];
    if (key === undefined || signature === undefined) return false;
    const publicKey = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, key.toBuffer()]),
      format: 'der',
      type: 'spki',
    });
    if (!verify(null, message, publicKey, signature)) return false;
  }
  return true;
}

/** Whether the transaction calls the Associated Token Account program at top level. */
export function hasAssociatedTokenInstructions(transaction: VersionedTransaction): boolean {
  const { compiledInstructions, staticAccountKeys } = transaction.message;
  return compiledInstructions.some((instruction) =>
    staticAccountKeys[instruction.programIdIndex]?.equals(ASSOCIATED_TOKEN_PROGRAM_ID),
  );
}

/**
 * Applies the transaction's ATA `Create` / `CreateIdempotent` instructions to the store, in order.
 * @returns the rest of the transaction, or the error the ATA program would have failed with (nothing written).
 */
export function applyAssociatedTokenInstructions(
  transaction: VersionedTransaction,
  store: AccountStore,
): ShimmedTransaction | { err: TransactionErrorJson } {
  const message = transaction.message;
  const keys = message.staticAccountKeys;
  // Undo: the created accounts get their previous state back, the funders their lamports (any fee that
  // LiteSVM charged them meanwhile stays charged).
  const created = new Map<string, { address: PublicKey; account: AccountInfo<Uint8Array> | null }>();
  const debits: Array<{ address: PublicKey; lamports: number }> = [];
  const undo = () => {
    for (const { address, account } of created.values()) {
      store.set(
        address,
        account ?? { lamports: 0, data: new Uint8Array(), owner: SystemProgram.programId, executable: false },
      );
    }
    for (const { address, lamports } of debits) {
      const account = store.get(address);
      if (account !== null) store.set(address, { ...account, lamports: account.lamports + lamports });
    }
  };
  const kept: typeof message.compiledInstructions = [];
  const indexes: number[] = [];

  for (const [index, instruction] of message.compiledInstructions.entries()) {
    if (!keys[instruction.programIdIndex]?.equals(ASSOCIATED_TOKEN_PROGRAM_ID)) {
      kept.push(instruction);
      indexes.push(index);
      continue;
    }
    const fail = (detail: unknown): { err: TransactionErrorJson } => {
      undo();
      return { err: { InstructionError: [index, detail] } };
    };
    const kind = instruction.data[0] ?? 0;
    if (kind !== 0 && kind !== 1) return fail('InvalidInstructionData');
    const [funder, ata, wallet, mint, , tokenProgram] = instruction.accountKeyIndexes.map((i) => keys[i]);
    if (!funder || !ata || !wallet || !mint || !tokenProgram) return fail('NotEnoughAccountKeys');
    if (tokenProgramName(tokenProgram) === undefined) return fail('IncorrectProgramId');
    if (!ata.equals(getAssociatedTokenAddressSync(mint, wallet, true, tokenProgram)))
      return fail('InvalidSeeds');
    const existing = store.get(ata);
    if (existing?.owner.equals(tokenProgram)) {
      const token = decodeTokenAccount(ata, existing);
      if (kind === 1 && token?.owner === wallet.toBase58() && token.mint === mint.toBase58()) continue;
      // The system program's "account already in use" (Create), or the ATA program's InvalidOwner (idempotent).
      return fail({ Custom: 0 });
    }
    const mintAccount = store.get(mint);
    if (mintAccount === null || !mintAccount.owner.equals(tokenProgram)) return fail('IncorrectProgramId');
    const rent = store.minimumBalanceForRentExemption(ACCOUNT_SIZE);
    const held = existing?.lamports ?? 0;
    const payer = store.get(funder);
    const due = Math.max(0, rent - held);
    if (payer === null || payer.lamports < due) return fail({ Custom: 1 });
    const data = Buffer.alloc(ACCOUNT_SIZE);
    AccountLayout.encode(
      {
        mint,
        owner: wallet,
        amount: 0n,
        delegateOption: 0,
        delegate: PublicKey.default,
        state: AccountState.Initialized,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 0n,
        closeAuthorityOption: 0,
        closeAuthority: PublicKey.default,
      },
      data,
    );
    if (!created.has(ata.toBase58())) created.set(ata.toBase58(), { address: ata, account: existing });
    store.set(funder, { ...payer, lamports: payer.lamports - due });
    debits.push({ address: funder, lamports: due });
    store.set(ata, { lamports: held + due, data, owner: tokenProgram, executable: false });
  }

  const rest =
    message.version === 'legacy'
      ? new Message({
          header: message.header,
          accountKeys: keys,
          recentBlockhash: message.recentBlockhash,
          instructions: kept.map((instruction) => ({
            programIdIndex: instruction.programIdIndex,
            accounts: [...instruction.accountKeyIndexes],
            data: encodeBase58(instruction.data),
          })),
        })
      : new MessageV0({
          header: message.header,
          staticAccountKeys: keys,
          recentBlockhash: message.recentBlockhash,
          compiledInstructions: kept,
          addressTableLookups: message.addressTableLookups,
        });
  return { transaction: new VersionedTransaction(rest, transaction.signatures), indexes, undo };
}
