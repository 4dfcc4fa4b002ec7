import { createPrivateKey, type KeyObject, sign as signBytes } from 'node:crypto';
import {
  type Commitment,
  Connection,
  Keypair,
  type PublicKey,
  type SendOptions,
  VersionedTransaction,
} from '@solana/web3.js';
import type { IdentifierString } from '@wallet-standard/base';
import { RequestLog } from '../playwright/request-log.js';
import { ProviderRpcError } from '../wallet/errors.js';
import type { RequestArguments } from '../wallet/types.js';
import { nodeFetch } from './node-fetch.js';
import type { SolanaSecretKey, SolanaTestWalletMode, SolanaTestWalletRequest } from './types.js';
import type {
  SignAndSendTransactionRequest,
  SignMessageRequest,
  SignTransactionRequest,
  SolanaAccountData,
} from './wallet-core.js';

/** What the wallet's user did, for the wallet objects to show. */
export type SolanaWalletEngineEvent =
  | { readonly type: 'accounts'; readonly accounts: readonly SolanaAccountData[] }
  | { readonly type: 'disconnect' }
  | { readonly type: 'chains'; readonly chains: readonly IdentifierString[] };

/** Who is calling: the site's origin (authorisation is per origin) and the URL logged with the call. */
export type SolanaCaller = { readonly origin: string; readonly frameUrl: string };

export type SolanaWalletEngineOptions = {
  secretKeys: readonly SolanaSecretKey[];
  accountIndex?: number;
  chains: readonly IdentifierString[];
  rpcUrls: Partial<Record<IdentifierString, string>>;
  mode: SolanaTestWalletMode;
};

type Key = { readonly keypair: Keypair; readonly privateKey: KeyObject; readonly address: string };

const COMMITMENTS: readonly string[] = ['processed', 'confirmed', 'finalized'];
const CONFIRM_TIMEOUT_MS = 30_000;
/** PKCS#8 DER header of an ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

/**
 * The Node side of the Solana test wallet: its keys, the sites it authorised (per origin, in memory), the request
 * log with its approve / reject / pending gate, and the signing (ed25519 with node:crypto) and sending (web3.js
 * `Connection.sendRawTransaction`). The in-process and the Playwright wallets both run on it.
 */
export class SolanaWalletEngine {
  readonly log: RequestLog;
  readonly #keys: readonly Key[];
  readonly #rpcUrls: Partial<Record<IdentifierString, string>>;
  readonly #authorised = new Set<string>();
  readonly #listeners = new Set<(event: SolanaWalletEngineEvent) => void>();
  #index: number;
  #chains: readonly IdentifierString[];

  constructor(options: SolanaWalletEngineOptions) {
    if (options.secretKeys.length === 0)
      throw new TypeError('A Solana test wallet needs at least one secret key.');
    this.#keys = options.secretKeys.map(toKey);
    this.#index = checkIndex(options.accountIndex ?? 0, this.#keys.length);
    this.#chains = [...options.chains];
    this.#rpcUrls = { ...options.rpcUrls };
    this.log = new RequestLog(options.mode);
  }

  get publicKey(): PublicKey {
    return this.#key.keypair.publicKey;
  }

  get address(): string {
    return this.#key.address;
  }

  get addresses(): readonly string[] {
    return this.#keys.map((key) => key.address);
  }

  get chains(): readonly IdentifierString[] {
    return this.#chains;
  }

  /** The selected account, as the wallet objects describe it. */
  get account(): SolanaAccountData {
    return { address: this.#key.address, publicKey: this.#key.keypair.publicKey.toBytes() };
  }

  /** Whether `origin` was authorised (and not disconnected since). */
  isAuthorised(origin: string): boolean {
    return this.#authorised.has(origin);
  }

  /** Listens to what the wallet's user does; returns the unsubscribe function. */
  subscribe(listener: (event: SolanaWalletEngineEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  switchAccount(index: number): void {
    this.#index = checkIndex(index, this.#keys.length);
    this.#emit({ type: 'accounts', accounts: [this.account] });
  }

  /** The wallet's user disconnects every site. */
  disconnectAll(): void {
    this.#authorised.clear();
    this.#emit({ type: 'disconnect' });
  }

  setChains(chains: readonly IdentifierString[]): void {
    this.#chains = [...chains];
    this.#emit({ type: 'chains', chains: this.#chains });
  }

  /** `standard:connect`: prompts unless silent or already authorised; a silent connect never prompts. */
  connect(silent: boolean, caller: SolanaCaller): Promise<SolanaAccountData[]> {
    const prompts = !silent && !this.#authorised.has(caller.origin);
    return this.#logged('standard:connect', { silent }, caller, prompts, () => {
      if (silent && !this.#authorised.has(caller.origin)) return [];
      this.#authorised.add(caller.origin);
      return [this.account];
    });
  }

  /** `standard:disconnect`: the site's authorisation is forgotten. */
  disconnect(caller: SolanaCaller): Promise<void> {
    return this.#logged('standard:disconnect', {}, caller, false, () => {
      this.#authorised.delete(caller.origin);
    });
  }

  signMessage(
    requests: readonly SignMessageRequest[],
    caller: SolanaCaller,
  ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]> {
    const params = requests.map(({ address, message }) => ({ account: address, message }));
    return this.#logged('solana:signMessage', params, caller, true, () =>
      requests.map((request) => {
        const key = this.#signer(request.address, caller);
        return { signedMessage: request.message, signature: sign(key, request.message) };
      }),
    );
  }

  signTransaction(requests: readonly SignTransactionRequest[], caller: SolanaCaller): Promise<Uint8Array[]> {
    const params = requests.map(({ address, ...rest }) => ({ account: address, ...rest }));
    return this.#logged('solana:signTransaction', params, caller, true, () =>
      requests.map((request) => this.#signTransaction(request, caller).serialize()),
    );
  }

  signAndSendTransaction(
    requests: readonly SignAndSendTransactionRequest[],
    caller: SolanaCaller,
  ): Promise<Uint8Array[]> {
    const params = requests.map(({ address, ...rest }) => ({ account: address, ...rest }));
    return this.#logged('solana:signAndSendTransaction', params, caller, true, async () => {
      const signatures: Uint8Array[] = [];
      for (const request of requests) signatures.push(await this.#send(request, caller));
      return signatures;
    });
  }

  get #key(): Key {
    return this.#keys[this.#index] as Key;
  }

  #emit(event: SolanaWalletEngineEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  /** Logs the call, asks for consent when `prompts`, then runs it; the log records the outcome. */
  async #logged<T>(
    method: string,
    params: object,
    caller: SolanaCaller,
    prompts: boolean,
    run: () => T | Promise<T>,
  ): Promise<T> {
    const args: RequestArguments = { method, params };
    const entry: SolanaTestWalletRequest = this.log.begin(args, caller.frameUrl);
    try {
      if (prompts) {
        if (method !== 'standard:connect' && !this.#authorised.has(caller.origin)) {
          throw ProviderRpcError.unauthorized(`${method}: connect first (the site is not authorised).`);
        }
        const approval = this.log.decide(args);
        this.log.arrived(entry);
        if (!(await approval)) throw ProviderRpcError.userRejected();
      } else {
        this.log.arrived(entry);
      }
      const result = await run();
      this.log.settle(entry, { result: result ?? null });
      return result;
    } catch (error) {
      const providerError = ProviderRpcError.from(error);
      this.log.settle(entry, { error: providerError });
      throw providerError;
    }
  }

  /** The key that signs for `address`: it must be the selected account of an authorised site. */
  #signer(address: string, caller: SolanaCaller): Key {
    if (!this.#authorised.has(caller.origin) || address !== this.#key.address) {
      throw ProviderRpcError.unauthorized(`The account ${address} is not connected to this site.`);
    }
    return this.#key;
  }

  #signTransaction(request: SignTransactionRequest, caller: SolanaCaller): VersionedTransaction {
    const key = this.#signer(request.address, caller);
    let transaction: VersionedTransaction;
    try {
      transaction = VersionedTransaction.deserialize(request.transaction);
    } catch (error) {
      throw ProviderRpcError.invalidParams(`The transaction cannot be decoded: ${messageOf(error)}`);
    }
    if (transaction.version !== 'legacy' && transaction.version !== 0) {
      throw ProviderRpcError.invalidParams(`Unsupported transaction version ${String(transaction.version)}.`);
    }
    const signature = sign(key, transaction.message.serialize());
    try {
      transaction.addSignature(key.keypair.publicKey, signature);
    } catch {
      throw ProviderRpcError.invalidParams(`The transaction does not need a signature of ${key.address}.`);
    }
    return transaction;
  }

  async #send(request: SignAndSendTransactionRequest, caller: SolanaCaller): Promise<Uint8Array> {
    const options = request.options ?? {};
    for (const name of ['preflightCommitment', 'commitment'] as const) {
      const value = options[name];
      if (value !== undefined && !COMMITMENTS.includes(value)) {
        throw ProviderRpcError.invalidParams(`Invalid ${name} "${String(value)}".`);
      }
    }
    const rpcUrl = this.#rpcUrls[request.chain];
    if (rpcUrl === undefined) {
      throw ProviderRpcError.invalidParams(`The test wallet has no RPC URL for ${request.chain}.`);
    }
    const transaction = this.#signTransaction(request, caller);
    const signature = transaction.signatures[0] as Uint8Array;
    const connection = new Connection(rpcUrl, {
      commitment: options.commitment ?? options.preflightCommitment ?? 'confirmed',
      disableRetryOnRateLimit: true,
      fetch: nodeFetch as unknown as typeof fetch,
    });
    const sendOptions: SendOptions = {
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.preflightCommitment === undefined
        ? {}
        : { preflightCommitment: options.preflightCommitment as Commitment }),
      ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
    };
    let sent: string;
    try {
      sent = await connection.sendRawTransaction(transaction.serialize(), sendOptions);
    } catch (error) {
      const logs = (error as { logs?: unknown }).logs;
      throw new ProviderRpcError(-32603, messageOf(error), {
        cause: error,
        ...(Array.isArray(logs) ? { data: { logs } } : {}),
      });
    }
    if (options.commitment !== undefined) await confirm(connection, sent, options.commitment);
    return signature;
  }
}

/** Waits until `signature` reaches `commitment` (polling `getSignatureStatuses`). */
async function confirm(connection: Connection, signature: string, commitment: string): Promise<void> {
  const wanted = COMMITMENTS.indexOf(commitment);
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    if (status?.err) {
      throw new ProviderRpcError(-32603, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    }
    const reached = status?.confirmationStatus ? COMMITMENTS.indexOf(status.confirmationStatus) : -1;
    if (reached >= wanted && status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new ProviderRpcError(-32603, `Transaction ${signature} did not reach ${commitment} in time.`);
}

function toKey(secretKey: SolanaSecretKey): Key {
  const bytes = Uint8Array.from(secretKey);
  let keypair: Keypair;
  if (bytes.length === 64) keypair = Keypair.fromSecretKey(bytes);
  else if (bytes.length === 32) keypair = Keypair.fromSeed(bytes);
  else throw new TypeError(`A Solana secret key has 64 bytes (or a seed 32); got ${bytes.length}.`);
  const der = new Uint8Array(ED25519_PKCS8_PREFIX.length + 32);
  der.set(ED25519_PKCS8_PREFIX);
  der.set(keypair.secretKey.subarray(0, 32), ED25519_PKCS8_PREFIX.length);
  const privateKey = createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
  return { keypair, privateKey, address: keypair.publicKey.toBase58() };
}

/** A detached ed25519 signature of `message`. */
function sign(key: Key, message: Uint8Array): Uint8Array {
  return new Uint8Array(signBytes(null, message, key.privateKey));
}

function checkIndex(index: number, count: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`Account index ${index} is out of range: the wallet has ${count} key(s).`);
  }
  return index;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
