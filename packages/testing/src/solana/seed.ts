// Before @solana/spl-token: keeps bigint-buffer's "Failed to load bindings" line out of the output.
import './quiet-bigint-buffer.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  type Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { solanaMintAuthority, solanaMintKeypair } from './dev-keys.js';
import { SolanaChainStartError } from './errors.js';
import type { Ledger } from './ledger.js';
import type { LocalSolanaMint } from './types.js';

/** What the local Solana chain holds at start. */
export const LOCAL_SOLANA_SEED = Object.freeze({
  /** SOL of each dev account, in lamports (100 SOL). */
  lamportsPerAccount: 100n * BigInt(LAMPORTS_PER_SOL),
  /** The test SPL token (SPL Token program, 6 decimals; its mint authority is `solanaMintAuthority()`). */
  token: Object.freeze({ name: 'Dock Solana USD', symbol: 'dUSD', decimals: 6 }),
  /** Test tokens of each dev account, in base units (1,000 dUSD), in its associated token account. */
  tokenPerAccount: 1_000_000_000n,
});

/**
 * Funds the dev accounts through real transactions on the ledger: an airdrop of SOL each, the test mint
 * (created and initialised by the mint authority), then each account's associated token account and its
 * tokens.
 * @throws {SolanaChainStartError} if a seeding transaction fails.
 */
export function seedLedger(ledger: Ledger, accounts: readonly Keypair[]): LocalSolanaMint {
  const authority = solanaMintAuthority();
  const mint = solanaMintKeypair();
  const { decimals } = LOCAL_SOLANA_SEED.token;
  ledger.airdrop(authority.publicKey, 10n * BigInt(LAMPORTS_PER_SOL));
  for (const account of accounts) ledger.airdrop(account.publicKey, LOCAL_SOLANA_SEED.lamportsPerAccount);

  const send = (what: string, instructions: TransactionInstruction[], signers: Keypair[]) => {
    const message = new TransactionMessage({
      payerKey: authority.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
      instructions,
    }).compileToLegacyMessage();
    const transaction = new VersionedTransaction(message);
    transaction.sign(signers);
    const result = ledger.execute(transaction);
    if (result.err !== null) {
      throw new SolanaChainStartError(
        `Seeding the local Solana chain failed (${what}): ${JSON.stringify(result.err)}`,
        {
          cause: result.logs,
        },
      );
    }
  };

  send(
    'create the test mint',
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        space: MINT_SIZE,
        lamports: ledger.minimumBalanceForRentExemption(MINT_SIZE),
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, decimals, authority.publicKey, null),
    ],
    [authority, mint],
  );
  for (const account of accounts) {
    const ata = getAssociatedTokenAddressSync(mint.publicKey, account.publicKey);
    send(
      `fund ${account.publicKey.toBase58()}`,
      [
        createAssociatedTokenAccountIdempotentInstruction(
          authority.publicKey,
          ata,
          account.publicKey,
          mint.publicKey,
        ),
        createMintToCheckedInstruction(
          mint.publicKey,
          ata,
          authority.publicKey,
          LOCAL_SOLANA_SEED.tokenPerAccount,
          decimals,
        ),
      ],
      [authority],
    );
  }
  return { address: mint.publicKey.toBase58(), ...LOCAL_SOLANA_SEED.token };
}
