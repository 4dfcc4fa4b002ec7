import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { describeSolanaRequest, type SolanaWalletContext } from './describe-solana-request';
import { describeSolanaTransfer } from './solana-transfer';
import { base58, readWireInstructions } from './solana-wire';

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
const sender = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey;
const receiver = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey;
const mint = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey;
const source = Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey;
const destination = Keypair.fromSeed(new Uint8Array(32).fill(5)).publicKey;
const BLOCKHASH = base58(new Uint8Array(32).fill(9));
const tokens = [{ mint: mint.toBase58(), symbol: 'dUSD', decimals: 6 }];

/** A legacy transaction's wire bytes (signature slots empty, as a page hands them to the wallet). */
function legacy(...instructions: TransactionInstruction[]): Uint8Array {
  const transaction = new Transaction({ feePayer: sender, recentBlockhash: BLOCKHASH }).add(...instructions);
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

function v0(...instructions: TransactionInstruction[]): Uint8Array {
  const message = new TransactionMessage({ payerKey: sender, recentBlockhash: BLOCKHASH, instructions });
  return new VersionedTransaction(message.compileToV0Message()).serialize();
}

const createAta = (data: number[]) =>
  new TransactionInstruction({
    programId: ATA_PROGRAM,
    keys: [sender, destination, receiver, mint, SystemProgram.programId, TOKEN_PROGRAM].map((pubkey, i) => ({
      pubkey,
      isSigner: i === 0,
      isWritable: i < 2,
    })),
    data: Buffer.from(data),
  });

function transferChecked(amount: bigint, decimals: number): TransactionInstruction {
  const data = Buffer.alloc(10);
  data[0] = 12;
  data.writeBigUInt64LE(amount, 1);
  data[9] = decimals;
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM,
    keys: [source, mint, destination, sender].map((pubkey, i) => ({
      pubkey,
      isSigner: i === 3,
      isWritable: i === 0 || i === 2,
    })),
    data,
  });
}

describe('readWireInstructions', () => {
  it('reads the program, accounts and data of each instruction of a legacy and a v0 transaction', () => {
    const transfer = SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: 5 });
    for (const wire of [legacy(transfer), v0(transfer)]) {
      expect(readWireInstructions(wire)).toEqual([
        {
          program: SystemProgram.programId.toBase58(),
          accounts: [sender.toBase58(), receiver.toBase58()],
          data: Uint8Array.from(transfer.data),
        },
      ]);
    }
    expect(readWireInstructions(Uint8Array.of(1, 2, 3))).toBeUndefined();
    expect(base58(Uint8Array.of(0, 0, 1))).toBe('112');
  });
});

describe('describeSolanaTransfer', () => {
  it('describes a SOL transfer, with a priority fee instruction beside it', () => {
    const wire = legacy(
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
      SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: 1_500_000_000 }),
    );
    expect(describeSolanaTransfer(wire, tokens)).toEqual({
      sends: '1.5 SOL',
      rows: [
        { label: 'To', value: receiver.toBase58(), mono: true },
        { label: 'Amount', value: '1.5 SOL' },
      ],
    });
  });

  it('describes an SPL transferChecked to the owner whose associated account it creates', () => {
    for (const create of [[], [0], [1]]) {
      const summary = describeSolanaTransfer(v0(createAta(create), transferChecked(500_000n, 6)), tokens);
      expect(summary).toEqual({
        sends: '0.5 dUSD',
        rows: [
          { label: 'To', value: receiver.toBase58(), mono: true },
          { label: 'Amount', value: '0.5 dUSD' },
          { label: 'Token', value: `dUSD (${mint.toBase58()})`, mono: true },
          { label: 'Creates', value: "The receiver's dUSD account (you pay its rent)" },
        ],
      });
    }
  });

  it('names the token account of a transfer to an existing account, and the mint of an unknown token', () => {
    expect(describeSolanaTransfer(legacy(transferChecked(25n, 1)), [])).toEqual({
      sends: '2.5 tokens',
      rows: [
        { label: 'To (token account)', value: destination.toBase58(), mono: true },
        { label: 'Amount', value: '2.5 tokens' },
        { label: 'Token', value: mint.toBase58(), mono: true },
      ],
    });
  });

  it('says nothing of a transaction that is not one transfer', () => {
    const one = SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: 1 });
    expect(describeSolanaTransfer(legacy(one, one), tokens)).toBeUndefined();
    expect(describeSolanaTransfer(legacy(createAta([])), tokens)).toBeUndefined();
    expect(describeSolanaTransfer(Uint8Array.of(0), tokens)).toBeUndefined();
  });
});

describe('describeSolanaRequest of a transfer', () => {
  const context: SolanaWalletContext = {
    namespace: 'solana',
    site: 'localhost:5173',
    account: sender.toBase58(),
    network: 'Solana Local',
    tokens,
  };

  it('says what a transaction to sign and send sends, and to whom', () => {
    const wire = v0(createAta([1]), transferChecked(500_000n, 6));
    const summary = describeSolanaRequest(
      { method: 'solana:signAndSendTransaction', params: { payloads: [wire] } },
      context,
    );
    expect(summary.intro).toBe(
      'This site asks you to send 0.5 dUSD: sign a transaction and send it to the local Solana chain.',
    );
    expect(summary.rows).toEqual([
      { label: 'Account', value: sender.toBase58(), mono: true },
      { label: 'Network', value: 'Solana Local' },
      { label: 'To', value: receiver.toBase58(), mono: true },
      { label: 'Amount', value: '0.5 dUSD' },
      { label: 'Token', value: `dUSD (${mint.toBase58()})`, mono: true },
      { label: 'Creates', value: "The receiver's dUSD account (you pay its rent)" },
      { label: 'Transaction', value: `${wire.length} bytes` },
    ]);
    const signOnly = describeSolanaRequest(
      { method: 'solana:signTransaction', params: { payloads: [wire] } },
      context,
    );
    expect(signOnly.intro).toBe(
      'This site asks you to send 0.5 dUSD: sign a transaction. The site sends it, not the wallet.',
    );
  });
});
