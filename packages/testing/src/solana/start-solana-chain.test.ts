// Before @solana/spl-token: its bigint-buffer loads quietly (see quiet-bigint-buffer.ts).
import './quiet-bigint-buffer.js';
import {
  AccountLayout,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { decodeBase58, encodeBase58 } from './base58.js';
import { deriveSolanaDevKeypairs, LOCAL_SOLANA_GENESIS_HASH } from './dev-keys.js';
import { LOCAL_SOLANA_SEED } from './seed.js';
import { startSolanaChain } from './start-solana-chain.js';
import type { RunningSolanaChain } from './types.js';

let chain: RunningSolanaChain;
let connection: Connection;

beforeAll(async () => {
  const started = performance.now();
  chain = await startSolanaChain();
  // Startup (LiteSVM, seeding 10 accounts through real transactions, two listening ports) stays fast.
  expect(performance.now() - started).toBeLessThan(2_000);
  connection = new Connection(chain.rpcUrl, 'confirmed');
});
afterAll(() => chain?.stop());

const keypair = (index: number) => {
  const account = chain.accounts[index];
  if (!account) throw new Error(`no account ${index}`);
  return Keypair.fromSecretKey(Uint8Array.from(account.secretKey));
};
const mint = () => new PublicKey(chain.mint.address);
const freshBlockhash = async () => (await connection.getLatestBlockhash()).blockhash;
const ata = (owner: PublicKey) => getAssociatedTokenAddressSync(mint(), owner);

async function rpc(method: string, params: unknown[] = [], init: RequestInit = {}) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
    ...init,
  });
  return (await response.json()) as {
    id: number;
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
}

function signedTransfer(
  from: Keypair,
  to: PublicKey,
  lamports: number,
  blockhash: string,
): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: from.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })],
  }).compileToLegacyMessage();
  const transaction = new VersionedTransaction(message);
  transaction.sign([from]);
  return transaction;
}

describe('startSolanaChain', () => {
  it('describes a deterministic local chain: URLs, genesis hash, CAIP-2 id, mint, dev keypairs', () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const port = Number(new URL(chain.rpcUrl).port);
    expect(chain.wsUrl).toBe(`ws://127.0.0.1:${port + 1}`);
    expect(chain.genesisHash).toBe(LOCAL_SOLANA_GENESIS_HASH);
    expect(decodeBase58(chain.genesisHash)).toHaveLength(32);
    expect(chain.caipNetworkId).toBe(`solana:${chain.genesisHash.slice(0, 32)}`);
    expect(chain.walletStandardChain).toBe('solana:localnet');
    expect(chain.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 });
    expect(chain.mint).toMatchObject({ name: 'Dock Solana USD', symbol: 'dUSD', decimals: 6 });
    expect(chain.accounts).toHaveLength(10);
    expect(chain.accounts.map((a) => a.publicKey)).toEqual(
      deriveSolanaDevKeypairs(10).map((k) => k.publicKey.toBase58()),
    );
    expect(keypair(0).publicKey.toBase58()).toBe(chain.accounts[0]?.publicKey);
    // Plain data: serialisable as is, without the stop function.
    expect(JSON.parse(JSON.stringify(chain))).toEqual(chain.toJSON());
    expect(Object.keys(chain.toJSON())).not.toContain('stop');
  });

  it('answers web3.js Connection: genesis hash, version, balance, blockhash, slot, rent, fee', async () => {
    expect(await connection.getGenesisHash()).toBe(chain.genesisHash);
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await connection.getBalance(keypair(9).publicKey)).toBe(100 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(Keypair.generate().publicKey)).toBe(0);
    const latest = await connection.getLatestBlockhash();
    expect(decodeBase58(latest.blockhash)).toHaveLength(32);
    expect(latest.lastValidBlockHeight).toBe((await connection.getBlockHeight()) + 150);
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true);
    expect((await connection.isBlockhashValid(encodeBase58(new Uint8Array(32).fill(7)))).value).toBe(false);
    expect(await connection.getSlot()).toBeGreaterThan(10); // the seeding transactions advanced it
    expect((await connection.getEpochInfo()).absoluteSlot).toBe(await connection.getSlot());
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
    const message = signedTransfer(keypair(9), keypair(8).publicKey, 1, latest.blockhash).message;
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000);
  });

  it('holds the seeded SPL token in each account, readable raw and parsed', async () => {
    const owner = keypair(9).publicKey;
    const info = await connection.getAccountInfo(ata(owner));
    expect(info?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
    const decoded = AccountLayout.decode(info?.data ?? Buffer.alloc(165));
    expect(decoded.owner.equals(owner)).toBe(true);
    expect(decoded.amount).toBe(LOCAL_SOLANA_SEED.tokenPerAccount);

    const parsed = await connection.getParsedAccountInfo(mint());
    expect(parsed.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: { decimals: 6, supply: String(10n * LOCAL_SOLANA_SEED.tokenPerAccount) },
      },
    });
    const byMint = await connection.getParsedTokenAccountsByOwner(owner, { mint: mint() });
    expect(byMint.value.map((a) => a.pubkey.toBase58())).toEqual([ata(owner).toBase58()]);
    expect(byMint.value[0]?.account.data.parsed.info.tokenAmount).toEqual({
      amount: '1000000000',
      decimals: 6,
      uiAmount: 1000,
      uiAmountString: '1000',
    });
    const byProgram = await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID });
    expect(byProgram.value).toHaveLength(1);
    expect(
      AccountLayout.decode(byProgram.value[0]?.account.data ?? Buffer.alloc(165)).mint.equals(mint()),
    ).toBe(true);
    const several = await connection.getMultipleAccountsInfo([ata(owner), Keypair.generate().publicKey]);
    expect(several[0]?.data).toHaveLength(165);
    expect(several[1]).toBeNull();
  });

  it('sends SOL with sendAndConfirmTransaction (signatureSubscribe) and the balances follow', async () => {
    const from = keypair(1);
    const to = keypair(2).publicKey;
    const [before, beforeTo, slot] = await Promise.all([
      connection.getBalance(from.publicKey),
      connection.getBalance(to),
      connection.getSlot(),
    ]);
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 2 * LAMPORTS_PER_SOL }),
    );
    const signature = await sendAndConfirmTransaction(connection, transfer, [from]);
    expect(await connection.getBalance(from.publicKey)).toBe(before - 2 * LAMPORTS_PER_SOL - 5_000);
    expect(await connection.getBalance(to)).toBe(beforeTo + 2 * LAMPORTS_PER_SOL);
    expect(await connection.getSlot()).toBe(slot + 1);

    const status = (await connection.getSignatureStatuses([signature])).value[0];
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized', confirmations: null, slot });
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(fetched?.slot).toBe(slot);
    expect(fetched?.meta?.fee).toBe(5_000);
    expect(fetched?.meta?.err).toBeNull();
    expect(fetched?.transaction.signatures[0]).toBe(signature);
    expect(fetched?.meta?.postBalances[1]).toBe(beforeTo + 2 * LAMPORTS_PER_SOL);
  });

  it('transfers the SPL token between two dev ATAs with transferChecked', async () => {
    const from = keypair(3);
    const to = keypair(4).publicKey;
    const transfer = new Transaction().add(
      createTransferCheckedInstruction(ata(from.publicKey), mint(), ata(to), from.publicKey, 12_500_000n, 6),
    );
    await sendAndConfirmTransaction(connection, transfer, [from]);
    expect((await connection.getTokenAccountBalance(ata(from.publicKey))).value).toEqual({
      amount: '987500000',
      decimals: 6,
      uiAmount: 987.5,
      uiAmountString: '987.5',
    });
    expect((await connection.getTokenAccountBalance(ata(to))).value.uiAmountString).toBe('1012.5');
  });

  it("creates a new wallet's ATA (idempotent create + transfer in one transaction) and finds it by owner", async () => {
    const from = keypair(5);
    const stranger = Keypair.generate().publicKey;
    const send = () =>
      sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          createAssociatedTokenAccountIdempotentInstruction(from.publicKey, ata(stranger), stranger, mint()),
          createTransferCheckedInstruction(
            ata(from.publicKey),
            mint(),
            ata(stranger),
            from.publicKey,
            1_000_000n,
            6,
          ),
        ),
        [from],
      );
    const before = await connection.getBalance(from.publicKey);
    await send();
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    expect(await connection.getBalance(from.publicKey)).toBe(before - rent - 5_000);
    expect((await connection.getTokenAccountBalance(ata(stranger))).value.uiAmountString).toBe('1');
    const owned = await connection.getParsedTokenAccountsByOwner(stranger, { programId: TOKEN_PROGRAM_ID });
    expect(owned.value.map((a) => a.pubkey.toBase58())).toEqual([ata(stranger).toBase58()]);
    // Idempotent: the second time the ATA exists, only the transfer happens.
    await send();
    expect((await connection.getTokenAccountBalance(ata(stranger))).value.uiAmountString).toBe('2');
    expect(await connection.getBalance(from.publicKey)).toBe(before - rent - 10_000);
  });

  it('rolls the ATA creation back when a later instruction of the transaction fails', async () => {
    const from = keypair(5);
    const stranger = Keypair.generate().publicKey;
    const before = await connection.getBalance(from.publicKey);
    const failing = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(from.publicKey, ata(stranger), stranger, mint()),
      createTransferCheckedInstruction(
        ata(from.publicKey),
        mint(),
        ata(stranger),
        from.publicKey,
        10n ** 15n,
        6,
      ),
    );
    const error = await sendAndConfirmTransaction(connection, failing, [from], { skipPreflight: true }).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toContain('InstructionError');
    expect(String(error)).toContain('"Custom":1'); // the token program's InsufficientFunds, at instruction 1
    expect(await connection.getAccountInfo(ata(stranger))).toBeNull();
    expect(await connection.getBalance(from.publicKey)).toBe(before - 5_000); // the fee only
  });

  it('rejects an overdraft in preflight like a node: SendTransactionError with the simulation logs', async () => {
    const from = keypair(6);
    const before = await connection.getBalance(from.publicKey);
    const overdraft = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: keypair(7).publicKey,
        lamports: 1_000 * LAMPORTS_PER_SOL,
      }),
    );
    const error = await sendAndConfirmTransaction(connection, overdraft, [from]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    const sendError = error as SendTransactionError;
    expect(sendError.transactionError.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect((await sendError.getLogs(connection))?.join('\n')).toContain('Transfer: insufficient lamports');
    expect(await connection.getBalance(from.publicKey)).toBe(before); // nothing landed, no fee

    const raw = await rpc('sendTransaction', [
      Buffer.from(
        signedTransfer(
          from,
          keypair(7).publicKey,
          1_000 * LAMPORTS_PER_SOL,
          await freshBlockhash(),
        ).serialize(),
      ).toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(raw.error?.code).toBe(-32002);
    expect(raw.error?.data).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] } });
  });

  it('lands a failing transaction sent with skipPreflight: failed status, fee charged', async () => {
    const from = keypair(6);
    const before = await connection.getBalance(from.publicKey);
    const transaction = signedTransfer(
      from,
      keypair(7).publicKey,
      1_000 * LAMPORTS_PER_SOL,
      await freshBlockhash(),
    );
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true });
    expect(signature).toBe(encodeBase58(transaction.signatures[0] ?? new Uint8Array()));
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(await connection.getBalance(from.publicKey)).toBe(before - 5_000);
  });

  it('rejects a bad signature (-32003) and an unknown blockhash, in base58 and base64 wire formats', async () => {
    const from = keypair(7);
    const blockhash = (await connection.getLatestBlockhash()).blockhash;
    const tampered = signedTransfer(from, keypair(8).publicKey, 1_000, blockhash);
    const signature = tampered.signatures[0];
    if (signature) signature[0] = (signature[0] ?? 0) ^ 1;
    const badSig = await rpc('sendTransaction', [encodeBase58(tampered.serialize())]);
    expect(badSig.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' });

    const stale = signedTransfer(from, keypair(8).publicKey, 1_000, encodeBase58(new Uint8Array(32).fill(3)));
    const error = await connection.sendRawTransaction(stale.serialize()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).transactionError.message).toBe(
      'Transaction simulation failed: Blockhash not found',
    );
    // skipPreflight: a node drops it; the signature is returned but never gets a status.
    const dropped = await connection.sendRawTransaction(stale.serialize(), { skipPreflight: true });
    expect((await connection.getSignatureStatus(dropped)).value).toBeNull();
  });

  it('keeps older blockhashes valid while new transactions advance the slot', async () => {
    const from = keypair(8);
    const { blockhash } = await connection.getLatestBlockhash();
    const first = await connection.sendRawTransaction(
      signedTransfer(from, keypair(0).publicKey, 1_000, blockhash).serialize(),
    );
    expect((await connection.getLatestBlockhash()).blockhash).not.toBe(blockhash);
    const second = await connection.sendRawTransaction(
      signedTransfer(from, keypair(0).publicKey, 2_000, blockhash).serialize(),
    );
    const statuses = (await connection.getSignatureStatuses([first, second])).value;
    expect(statuses.map((s) => s?.err)).toEqual([null, null]);
    // The same transaction twice: AlreadyProcessed in preflight.
    const again = await connection
      .sendRawTransaction(signedTransfer(from, keypair(0).publicKey, 1_000, blockhash).serialize())
      .catch((e: unknown) => e);
    expect((again as SendTransactionError).transactionError.message).toBe(
      'Transaction simulation failed: This transaction has already been processed',
    );
  });

  it('simulates without landing, and airdrops', async () => {
    const from = keypair(0);
    const to = Keypair.generate().publicKey;
    const transaction = signedTransfer(
      from,
      to,
      LAMPORTS_PER_SOL,
      (await connection.getLatestBlockhash()).blockhash,
    );
    const simulated = await connection.simulateTransaction(transaction, {
      accounts: { encoding: 'base64', addresses: [to.toBase58()] },
    });
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(simulated.value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL);
    expect(await connection.getBalance(to)).toBe(0);

    const airdrop = await connection.requestAirdrop(to, 3 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) });
    expect(await connection.getBalance(to)).toBe(3 * LAMPORTS_PER_SOL);
  });
});

describe('JSON-RPC and PubSub protocol', () => {
  it('answers an unknown method with -32601, a bad parameter with -32602 and a batch with a list', async () => {
    expect((await rpc('getBlockProduction')).error).toEqual({ code: -32601, message: 'Method not found' });
    expect((await rpc('getBalance', ['not-a-key'])).error?.code).toBe(-32602);
    const batch = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ]),
    });
    const answers = (await batch.json()) as Array<{ id: number; result?: unknown; error?: unknown }>;
    expect(answers.map((a) => a.id)).toEqual([1, 2]);
    expect(typeof answers[0]?.result).toBe('number');
    expect(answers[1]?.error).toMatchObject({ code: -32601 });
    const garbage = await rpc('', [], { body: '{not json' });
    expect(garbage.error?.code).toBe(-32700);
  });

  it('lets a page on another origin call it (CORS preflight)', async () => {
    const response = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('solana-client');
  });

  it('notifies signatureSubscribe for a landed signature and refuses unknown subscription ids', async () => {
    const from = keypair(2);
    const signature = await connection.sendRawTransaction(
      signedTransfer(
        from,
        keypair(3).publicKey,
        5_000,
        (await connection.getLatestBlockhash()).blockhash,
      ).serialize(),
    );
    for (const url of [chain.wsUrl, chain.rpcUrl.replace('http', 'ws')]) {
      const socket = new WebSocket(url);
      const messages: unknown[] = [];
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const got = (count: number) =>
        new Promise<void>((resolve) => {
          const check = () => (messages.length >= count ? resolve() : setTimeout(check, 10));
          check();
        });
      socket.on('message', (data) => messages.push(JSON.parse(String(data))));
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' })); // no id: no answer
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature] }),
      );
      await got(2);
      const [subscribed, notification] = messages as [{ result: number }, Record<string, unknown>];
      expect(subscribed).toMatchObject({ id: 1, result: expect.any(Number) });
      expect(notification).toEqual({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: {
          result: { context: { slot: expect.any(Number) }, value: { err: null } },
          subscription: subscribed.result,
        },
      });
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [999] }));
      await got(3);
      expect(messages[2]).toMatchObject({
        id: 2,
        error: { code: -32602, message: 'Invalid subscription id.' },
      });
      socket.close();
    }
  });

  it('stops: the ports are closed afterwards, and stop() is idempotent', async () => {
    const other = await startSolanaChain({ accounts: 1 });
    expect(other.accounts).toHaveLength(1);
    expect(other.genesisHash).toBe(chain.genesisHash);
    expect((await fetch(`${other.rpcUrl}/health`)).status).toBe(200);
    await Promise.all([other.stop(), other.stop()]);
    await expect(fetch(`${other.rpcUrl}/health`)).rejects.toThrow();
  });
});
