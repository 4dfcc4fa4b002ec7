import { Connection, Keypair, SystemProgram, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import { encodeBase58, RECEIPT_WAIT, ValidationError, WalletDockError } from '@walletdock/core';
import { type RunningSolanaChain, startSolanaChain } from '@walletdock/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SolanaTransactionTimeoutError } from './errors.js';
import { waitForSignature } from './wait-for-signature.js';

let chain: RunningSolanaChain;
let connection: Connection;

beforeAll(async () => {
  chain = await startSolanaChain({ accounts: 1 });
  connection = new Connection(chain.rpcUrl, 'confirmed');
});

afterAll(async () => {
  await chain?.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The real connection, noting when each status read was made. */
function counted(target: Pick<Connection, 'getSignatureStatuses'>) {
  const reads: number[] = [];
  return {
    reads,
    connection: {
      getSignatureStatuses: (signatures: string[]) => {
        reads.push(performance.now());
        return target.getSignatureStatuses(signatures);
      },
    },
  };
}

/** A signature no transaction has. */
const unknownSignature = () => encodeBase58(Keypair.generate().secretKey);

async function sentTransfer(): Promise<string> {
  const [dev] = chain.accounts;
  const payer = Keypair.fromSecretKey(Uint8Array.from(dev?.secretKey ?? []));
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1e6,
    }),
  );
  return sendAndConfirmTransaction(connection, transaction, [payer]);
}

describe('waitForSignature on the local Solana chain', () => {
  it('a confirmed transaction is a success at the first read', async () => {
    const signature = await sentTransfer();
    const { reads, connection: read } = counted(connection);
    expect(await waitForSignature({ connection: read, signature })).toEqual({ status: 'success' });
    expect(reads).toHaveLength(1);
  });

  it('polls an unknown signature with a doubling delay up to its cap, then times out', async () => {
    const { reads, connection: read } = counted(connection);
    const signature = unknownSignature();
    const error = await waitForSignature({
      connection: read,
      signature,
      timeoutMs: 700,
      retryDelayMs: 25,
      retryCount: 3,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SolanaTransactionTimeoutError);
    expect(error).toMatchObject({
      shortMessage: 'Timed out while waiting for the transaction receipt',
      signature,
    });
    const gaps = reads.slice(1).map((at, i) => at - (reads[i] ?? 0));
    // 25, 50, 100, then 100 ms (the cap: 2^(retryCount-1) × 25) until the timeout; timers never fire early
    for (const [index, delay] of [25, 50, 100, 100].entries()) {
      expect(gaps[index]).toBeGreaterThanOrEqual(delay - 2);
    }
    expect(gaps[0]).toBeLessThan(50);
    expect(reads.length).toBeGreaterThanOrEqual(7); // 25 + 50 + 100 × n ≤ 700
    expect(reads.length).toBeLessThanOrEqual(10);
  });

  it('stops waiting when the signal aborts, with its reason, and reads no more', async () => {
    const { reads, connection: read } = counted(connection);
    const controller = new AbortController();
    const reason = new Error('cancelled');
    setTimeout(() => controller.abort(reason), 120);
    const started = performance.now();
    await expect(
      waitForSignature({ connection: read, signature: unknownSignature(), signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(performance.now() - started).toBeLessThan(1_000);
    const count = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(reads.length).toBe(count);
    // An aborted signal: nothing is read.
    await expect(
      waitForSignature({ connection: read, signature: unknownSignature(), signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(reads.length).toBe(count);
  });

  it('fails with the read’s error after retryCount failed reads in a row', async () => {
    // Nothing listens on port 9 (discard): every status read is refused.
    const { reads, connection: read } = counted(
      new Connection('http://127.0.0.1:9/', { fetch: (input, init) => fetch(input, init) }),
    );
    const error = await waitForSignature({
      connection: read,
      signature: unknownSignature(),
      retryDelayMs: 5,
      retryCount: 2,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletDockError);
    expect(reads).toHaveLength(3);
  });

  it('refuses a malformed signature without reading', async () => {
    const { reads, connection: read } = counted(connection);
    for (const signature of ['', 'abc', chain.accounts[0]?.publicKey ?? '', `${unknownSignature()}0`]) {
      await expect(waitForSignature({ connection: read, signature })).rejects.toBeInstanceOf(ValidationError);
    }
    expect(reads).toHaveLength(0);
  });
});

describe('waitForSignature with spec §9 defaults (a node answering "not yet", fake timers)', () => {
  it('waits for 1 confirmation: processed is not enough', async () => {
    const statuses = ['processed', 'processed', 'confirmed'];
    const node = {
      getSignatureStatuses: async () => ({
        context: { slot: 1 },
        value: [
          { slot: 1, confirmations: 0, err: null, confirmationStatus: statuses.shift() as 'processed' },
        ],
      }),
    };
    expect(
      await waitForSignature({ connection: node, signature: unknownSignature(), retryDelayMs: 1 }),
    ).toEqual({
      status: 'success',
    });
    expect(statuses).toHaveLength(0);
  });

  it('polls at 200, 400, … 6400 ms, then every 6.4 s, and gives up after 3 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const reads: number[] = [];
    const node = {
      getSignatureStatuses: async () => {
        reads.push(Date.now());
        return { context: { slot: 1 }, value: [null] };
      },
    };
    const start = Date.now();
    const waiting = waitForSignature({ connection: node, signature: unknownSignature() }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(RECEIPT_WAIT.timeoutMs);
    const error = await waiting;
    expect(error).toBeInstanceOf(SolanaTransactionTimeoutError);
    const gaps = reads.slice(1).map((at, i) => at - (reads[i] ?? 0));
    expect(gaps.slice(0, 8)).toEqual([200, 400, 800, 1600, 3200, 6400, 6400, 6400]);
    expect(reads.at(-1)).toBe(start + RECEIPT_WAIT.timeoutMs); // a last read at the deadline
  });
});
