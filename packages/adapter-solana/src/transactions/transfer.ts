import type { Connection, PublicKey, Transaction } from '@solana/web3.js';
import { ValidationError } from '@walletdock/core';
import { loadWeb3 } from '../rpc/web3.js';
import type { SolanaTransferRequest } from './request.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  MINT_ACCOUNT_SIZE,
  MINT_DECIMALS_OFFSET,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  transferCheckedInstruction,
} from './spl.js';
import { associatedTokenAccountSize } from './token-account-size.js';

export type BuildTransferParameters = {
  connection: Connection;
  /** The sender (fee payer and signer). */
  from: string;
  transfer: Pick<SolanaTransferRequest, 'to' | 'value' | 'mint' | 'decimals'>;
};

/**
 * The mint's token program and decimals, read from its account, and the data size of a token account of it (what
 * the associated token account program allocates: `associatedTokenAccountSize`).
 */
export async function readMint(
  connection: Connection,
  mint: PublicKey,
): Promise<{ tokenProgram: PublicKey; decimals: number; tokenAccountSize: number }> {
  const account = await connection.getAccountInfo(mint);
  const owner = account?.owner.toBase58();
  if (
    !account ||
    (owner !== TOKEN_PROGRAM_ADDRESS && owner !== TOKEN_2022_PROGRAM_ADDRESS) ||
    account.data.length < MINT_ACCOUNT_SIZE
  ) {
    throw new ValidationError(`${mint.toBase58()} is not an SPL token mint`, {
      details: account ? `Its account is owned by ${owner}` : 'No account exists at that address',
    });
  }
  return {
    tokenProgram: account.owner,
    decimals: account.data[MINT_DECIMALS_OFFSET] ?? 0,
    tokenAccountSize: associatedTokenAccountSize({ owner, data: account.data }),
  };
}

/** A built transfer and what it creates on the chain besides moving the amount. */
export type BuiltTransfer = {
  transaction: Transaction;
  /**
   * The data size of the recipient's associated token account that the transaction creates (the sender pays its
   * rent); undefined when it creates none (a SOL transfer, or the account exists).
   */
  createsTokenAccountOfSize: number | undefined;
};

/**
 * Builds (unsigned) the transfer of `sendTransaction`, as a legacy transaction with a fresh blockhash and `from`
 * as fee payer: a System Program transfer of lamports, or with `mint` an SPL `transferChecked` between the
 * associated token accounts, preceded by an idempotent creation of the recipient's account when it is missing.
 */
export async function buildTransferTransaction(parameters: BuildTransferParameters): Promise<Transaction> {
  return (await buildTransfer(parameters)).transaction;
}

/** `buildTransferTransaction`, saying whether the transaction creates the recipient's token account. */
export async function buildTransfer({
  connection,
  from,
  transfer,
}: BuildTransferParameters): Promise<BuiltTransfer> {
  const web3 = await loadWeb3();
  const payer = new web3.PublicKey(from);
  const recipient = new web3.PublicKey(transfer.to);
  const transaction = new web3.Transaction();
  let createsTokenAccountOfSize: number | undefined;
  if (transfer.mint === undefined) {
    transaction.add(
      web3.SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: transfer.value }),
    );
  } else {
    const mint = new web3.PublicKey(transfer.mint);
    const { tokenProgram, decimals: mintDecimals, tokenAccountSize } = await readMint(connection, mint);
    if (transfer.decimals !== undefined && transfer.decimals !== mintDecimals) {
      throw new ValidationError(`The token has ${mintDecimals} decimals, not ${transfer.decimals}`);
    }
    const source = associatedTokenAddress(web3, payer, mint, tokenProgram);
    const destination = associatedTokenAddress(web3, recipient, mint, tokenProgram);
    if ((await connection.getAccountInfo(destination)) === null) {
      createsTokenAccountOfSize = tokenAccountSize;
      transaction.add(
        createAssociatedTokenAccountIdempotentInstruction(web3, {
          payer,
          associatedToken: destination,
          owner: recipient,
          mint,
          tokenProgram,
        }),
      );
    }
    transaction.add(
      transferCheckedInstruction(web3, {
        source,
        mint,
        destination,
        owner: payer,
        amount: transfer.value,
        decimals: mintDecimals,
        tokenProgram,
      }),
    );
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  transaction.feePayer = payer;
  transaction.recentBlockhash = blockhash;
  transaction.lastValidBlockHeight = lastValidBlockHeight;
  return { transaction, createsTokenAccountOfSize };
}

/**
 * The fee in lamports of a transaction (`getFeeForMessage` of its compiled message). The rent of an account the
 * transaction creates is not a fee and is not included.
 */
export async function estimateTransactionFee(
  connection: Connection,
  transaction: Transaction,
): Promise<bigint> {
  const { value } = await connection.getFeeForMessage(transaction.compileMessage());
  if (value === null) {
    throw new ValidationError('The fee cannot be estimated', {
      details: "The network no longer knows the transaction's blockhash",
    });
  }
  return BigInt(value);
}
