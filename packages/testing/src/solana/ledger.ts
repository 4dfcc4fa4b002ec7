import { type AccountInfo, PublicKey, SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import {
  FailedTransactionMetadata,
  LiteSVM,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm';
import {
  type AccountStore,
  applyAssociatedTokenInstructions,
  hasAssociatedTokenInstructions,
  verifySignatures,
} from './associated-token-shim.js';
import { encodeBase58 } from './base58.js';
import { decodeTokenAccount, isTokenAccount, type TokenAccountData } from './token-accounts.js';
import { landsOnChain, type TransactionErrorJson, transactionErrorJson } from './transaction-error.js';

/** How many blocks a blockhash stays valid (the node's `MAX_PROCESSING_AGE`). */
export const MAX_PROCESSING_AGE = 150;
/** The base fee per signature that LiteSVM charges. */
export const LAMPORTS_PER_SIGNATURE = 5_000;

/** A transaction (or airdrop) that landed, as the ledger keeps it for statuses and `getTransaction`. */
export type TransactionRecord = {
  signature: string;
  slot: number;
  /** Unix seconds. */
  blockTime: number;
  err: TransactionErrorJson | null;
  /** `undefined` for airdrops (LiteSVM does not expose their transaction). */
  transaction: VersionedTransaction | undefined;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  logs: string[];
  unitsConsumed: number;
};

/** What executing or simulating a transaction produced. */
export type ExecutionOutcome = {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: number;
  returnData: { programId: string; data: Uint8Array } | null;
};

export type SimulationOutcome = ExecutionOutcome & {
  /** The requested accounts after the simulation (`null` entries for missing ones). */
  accounts: Array<AccountInfo<Uint8Array> | null>;
};

/** The state of the local chain: LiteSVM plus what a node keeps around it (slots, blockhashes, statuses). */
export type Ledger = {
  slot(): number;
  blockHeight(): number;
  transactionCount(): number;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number };
  isBlockhashValid(blockhash: string): boolean;
  account(address: PublicKey): AccountInfo<Uint8Array> | null;
  balance(address: PublicKey): number;
  minimumBalanceForRentExemption(dataLength: number): number;
  /** Airdrops lamports (a real transaction from LiteSVM's faucet); returns its signature. */
  airdrop(address: PublicKey, lamports: bigint): string;
  /** Simulates without changing state. */
  simulate(
    transaction: VersionedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean; accounts: readonly PublicKey[] },
  ): SimulationOutcome;
  /**
   * Executes a transaction. Failures that a node would not record (bad signature, unknown blockhash, fee
   * payer unable to pay) leave no trace: `landed` is false.
   */
  execute(transaction: VersionedTransaction): ExecutionOutcome & { signature: string; landed: boolean };
  record(signature: string): TransactionRecord | undefined;
  /** The token accounts the chain has seen, owned by `owner`, optionally of one mint or program. */
  tokenAccountsByOwner(
    owner: PublicKey,
    filter: { mint?: PublicKey; programId?: PublicKey },
  ): Array<{ address: PublicKey; info: AccountInfo<Uint8Array>; token: TokenAccountData }>;
  /** Calls `listener` for every transaction that lands; returns the unsubscribe function. */
  onRecord(listener: (record: TransactionRecord) => void): () => void;
};

/** Creates the ledger over a fresh LiteSVM (with the SPL Token, Token-2022 and ATA programs). */
export function createLedger(now: () => number = Date.now): Ledger {
  // The blockhash check is ours: LiteSVM accepts only its latest blockhash, a node any of the last 150.
  const svm = new LiteSVM().withBlockhashCheck(false);
  let slot = 0;
  let transactions = 0;
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), MAX_PROCESSING_AGE]]);
  const records = new Map<string, TransactionRecord>();
  const tokenAccounts = new Set<string>();
  const listeners = new Set<(record: TransactionRecord) => void>();

  const account = (address: PublicKey): AccountInfo<Uint8Array> | null => svm.getAccount(address);
  const balance = (address: PublicKey) => Number(svm.getBalance(address) ?? 0n);

  function isBlockhashValid(blockhash: string): boolean {
    const lastValid = blockhashes.get(blockhash);
    return lastValid !== undefined && lastValid >= slot;
  }

  /** Durable-nonce transactions carry the nonce instead of a recent blockhash. */
  function usesNonce(transaction: VersionedTransaction): boolean {
    const message = transaction.message;
    const first = message.compiledInstructions[0];
    if (first === undefined) return false;
    const program = message.staticAccountKeys[first.programIdIndex];
    return (
      program?.equals(SystemProgram.programId) === true &&
      first.data.length >= 4 &&
      Buffer.from(first.data).readUInt32LE(0) === 4
    );
  }

  function blockhashUsable(transaction: VersionedTransaction): boolean {
    return usesNonce(transaction) || isBlockhashValid(transaction.message.recentBlockhash);
  }

  function advance(): void {
    slot += 1;
    svm.warpToSlot(BigInt(slot));
    svm.expireBlockhash();
    blockhashes.set(svm.latestBlockhash(), slot + MAX_PROCESSING_AGE);
    for (const [hash, lastValid] of blockhashes) {
      if (lastValid < slot) blockhashes.delete(hash);
      else break;
    }
  }

  function outcome(result: TransactionMetadata | FailedTransactionMetadata): ExecutionOutcome {
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const returned = meta.returnData();
    const data = returned.data();
    return {
      err: failed ? transactionErrorJson(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData:
        data.length === 0 ? null : { programId: new PublicKey(returned.programId()).toBase58(), data },
    };
  }

  const store: AccountStore = {
    get: account,
    set: (address, info) => svm.setAccount(address, info),
    minimumBalanceForRentExemption: (dataLength) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(dataLength))),
  };

  /**
   * Runs a transaction in LiteSVM (`simulate` or `send`), applying its ATA instructions through the shim
   * first (see associated-token-shim.ts). `undo` reverts the shim's writes.
   */
  function run<T extends TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo>(
    transaction: VersionedTransaction,
    sigVerify: boolean,
    call: (transaction: VersionedTransaction) => T,
  ):
    | { result: T; mapError(err: TransactionErrorJson | null): TransactionErrorJson | null; undo(): void }
    | { err: TransactionErrorJson } {
    if (!hasAssociatedTokenInstructions(transaction)) {
      svm.withSigverify(sigVerify);
      try {
        return { result: call(transaction), mapError: (err) => err, undo: () => {} };
      } finally {
        svm.withSigverify(true);
      }
    }
    if (sigVerify && !verifySignatures(transaction)) return { err: 'SignatureFailure' };
    const shimmed = applyAssociatedTokenInstructions(transaction, store);
    if ('err' in shimmed) return shimmed;
    svm.withSigverify(false);
    let result: T;
    try {
      result = call(shimmed.transaction);
    } catch (error) {
      shimmed.undo();
      throw error;
    } finally {
      svm.withSigverify(true);
    }
    const mapError = (err: TransactionErrorJson | null) => {
      if (err === null || typeof err === 'string' || !Array.isArray(err.InstructionError)) return err;
      const [index, detail] = err.InstructionError as [number, unknown];
      return { InstructionError: [shimmed.indexes[index] ?? index, detail] };
    };
    return { result, mapError, undo: shimmed.undo };
  }

  function land(record: TransactionRecord, keys: readonly PublicKey[]): void {
    records.set(record.signature, record);
    transactions += 1;
    for (const key of keys) {
      const info = account(key);
      if (info !== null && isTokenAccount(info)) tokenAccounts.add(key.toBase58());
    }
    advance();
    for (const listener of listeners) listener(record);
  }

  return {
    slot: () => slot,
    blockHeight: () => slot,
    transactionCount: () => transactions,
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash();
      return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + MAX_PROCESSING_AGE };
    },
    isBlockhashValid,
    account,
    balance,
    minimumBalanceForRentExemption: (dataLength) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(dataLength))),

    airdrop(address, lamports) {
      const before = balance(address);
      const result = svm.airdrop(address, lamports);
      if (result === null || result instanceof FailedTransactionMetadata) {
        throw new Error(`The airdrop to ${address.toBase58()} failed: ${result?.toString() ?? 'no result'}`);
      }
      const signature = encodeBase58(result.signature());
      land(
        {
          signature,
          slot,
          blockTime: Math.floor(now() / 1000),
          err: null,
          transaction: undefined,
          fee: LAMPORTS_PER_SIGNATURE,
          preBalances: [before],
          postBalances: [balance(address)],
          logs: result.logs(),
          unitsConsumed: Number(result.computeUnitsConsumed()),
        },
        [],
      );
      return signature;
    },

    simulate(transaction, options) {
      if (!options.replaceRecentBlockhash && !blockhashUsable(transaction)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, returnData: null, accounts: [] };
      }
      const ran = run(transaction, options.sigVerify, (tx) => svm.simulateTransaction(tx));
      if ('err' in ran) return { err: ran.err, logs: [], unitsConsumed: 0, returnData: null, accounts: [] };
      try {
        const { result } = ran;
        if (result instanceof FailedTransactionMetadata) {
          const failed = outcome(result);
          return { ...failed, err: ran.mapError(failed.err), accounts: [] };
        }
        const post = new Map(
          result.postAccounts().map(([address, info]): [string, AccountInfo<Uint8Array>] => [
            address.toBase58(),
            {
              executable: info.executable(),
              owner: new PublicKey(info.owner()),
              lamports: Number(info.lamports()),
              data: info.data(),
              rentEpoch: Number(info.rentEpoch()),
            },
          ]),
        );
        return {
          ...outcome(result.meta()),
          accounts: options.accounts.map((address) => post.get(address.toBase58()) ?? account(address)),
        };
      } finally {
        ran.undo();
      }
    },

    execute(transaction) {
      const first = transaction.signatures[0];
      const signature = encodeBase58(first ?? new Uint8Array(64));
      const dropped = (err: TransactionErrorJson) => ({
        signature,
        landed: false,
        err,
        logs: [],
        unitsConsumed: 0,
        returnData: null,
      });
      if (!blockhashUsable(transaction)) return dropped('BlockhashNotFound');
      if (records.has(signature)) return dropped('AlreadyProcessed');
      const keys = transaction.message.staticAccountKeys;
      const fee = LAMPORTS_PER_SIGNATURE * transaction.message.header.numRequiredSignatures;
      const preBalances = keys.map(balance);
      const ran = run(transaction, true, (tx) => svm.sendTransaction(tx));
      let executed: ExecutionOutcome;
      if ('err' in ran) {
        if (!landsOnChain(ran.err)) return dropped(ran.err);
        // An ATA instruction failed before LiteSVM ran: the fee is still charged, as on a node.
        const payer = keys[0] === undefined ? null : account(keys[0]);
        if (keys[0] === undefined || payer === null || payer.lamports < fee)
          return dropped('InsufficientFundsForFee');
        svm.setAccount(keys[0], { ...payer, lamports: payer.lamports - fee });
        executed = { err: ran.err, logs: [], unitsConsumed: 0, returnData: null };
      } else {
        const result = outcome(ran.result);
        executed = { ...result, err: ran.mapError(result.err) };
        if (executed.err !== null) ran.undo();
      }
      const landed = executed.err === null || landsOnChain(executed.err);
      if (landed) {
        land(
          {
            signature,
            slot,
            blockTime: Math.floor(now() / 1000),
            err: executed.err,
            transaction,
            fee,
            preBalances,
            postBalances: keys.map(balance),
            logs: executed.logs,
            unitsConsumed: executed.unitsConsumed,
          },
          keys,
        );
      }
      return { ...executed, signature, landed };
    },

    record: (signature) => records.get(signature),

    tokenAccountsByOwner(owner, filter) {
      const found: Array<{ address: PublicKey; info: AccountInfo<Uint8Array>; token: TokenAccountData }> = [];
      for (const key of tokenAccounts) {
        const address = new PublicKey(key);
        const info = account(address);
        if (info === null) continue;
        if (filter.programId !== undefined && !info.owner.equals(filter.programId)) continue;
        const token = decodeTokenAccount(address, info);
        if (token === undefined || token.owner !== owner.toBase58()) continue;
        if (filter.mint !== undefined && token.mint !== filter.mint.toBase58()) continue;
        found.push({ address, info, token });
      }
      return found;
    },

    onRecord(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
