import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import { ProviderRpcError } from '../wallet/errors.js';

/**
 * Sending a signed transaction over the chain's JSON-RPC with the page's `fetch` (`sendTransaction` in base64,
 * then, when the site asked for a commitment, `getSignatureStatuses` until it is reached): the in-page wallet's
 * way to the chain, without `@solana/web3.js`.
 */

const COMMITMENTS: readonly string[] = ['processed', 'confirmed', 'finalized'];
const CONFIRM_TIMEOUT_MS = 30_000;
const POLL_MS = 200;

type RpcReply<T> = { result?: T; error?: { code?: number; message?: string; data?: unknown } };

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

async function call<T>(
  fetchImpl: typeof fetch,
  rpcUrl: string,
  method: string,
  params: unknown[],
): Promise<T> {
  let reply: RpcReply<T>;
  try {
    const response = await fetchImpl(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    reply = JSON.parse(await response.text()) as RpcReply<T>;
  } catch (error) {
    throw ProviderRpcError.internal(`${method} could not reach ${rpcUrl}.`, error);
  }
  if (reply.error !== undefined || !('result' in reply)) {
    const logs = (reply.error?.data as { logs?: unknown } | undefined)?.logs;
    throw new ProviderRpcError(-32603, reply.error?.message ?? `${method} failed.`, {
      ...(Array.isArray(logs) ? { data: { logs } } : {}),
    });
  }
  return reply.result as T;
}

/** Checks the commitments of `options` (the names the RPC knows). */
export function checkSendOptions(options: SolanaSignAndSendTransactionOptions): void {
  for (const name of ['preflightCommitment', 'commitment'] as const) {
    const value = options[name];
    if (value !== undefined && !COMMITMENTS.includes(value)) {
      throw ProviderRpcError.invalidParams(`Invalid ${name} "${String(value)}".`);
    }
  }
}

/**
 * Sends the signed `transaction` to `rpcUrl`; with `options.commitment`, resolves once it reached it.
 * @throws {ProviderRpcError} -32603 when the chain refuses it (with its `logs`), fails it or does not confirm it.
 */
export async function sendSignedTransaction(
  rpcUrl: string,
  transaction: Uint8Array,
  options: SolanaSignAndSendTransactionOptions,
  fetchImpl: typeof fetch,
): Promise<void> {
  const config = {
    encoding: 'base64',
    ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
    ...(options.preflightCommitment === undefined
      ? {}
      : { preflightCommitment: options.preflightCommitment }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
  };
  const signature = await call<string>(fetchImpl, rpcUrl, 'sendTransaction', [toBase64(transaction), config]);
  if (options.commitment === undefined) return;
  const wanted = COMMITMENTS.indexOf(options.commitment);
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { value } = await call<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(
      fetchImpl,
      rpcUrl,
      'getSignatureStatuses',
      [[signature]],
    );
    const status = value[0];
    if (status?.err) {
      throw new ProviderRpcError(-32603, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    }
    const reached = status?.confirmationStatus ? COMMITMENTS.indexOf(status.confirmationStatus) : -1;
    if (status && reached >= wanted) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new ProviderRpcError(-32603, `Transaction ${signature} did not reach ${options.commitment} in time.`);
}
