import { ConnectorError, MalformedResponseError, MESSAGES, ValidationError } from '@walletdock/core';
import type { WalletAccount } from '../connectors/types.js';
import { decodeBase58, encodeBase58 } from '../utils/base58.js';
import { isBytes } from '../utils/bytes.js';
import { decodeBase64, encodeBase64, withSignature } from './namespaces.js';

/** Sends a session request to the wallet on a Wallet Standard chain. */
export type SessionCall = (
  method: string,
  params: Record<string, unknown>,
  chain: string,
) => Promise<unknown>;

function malformed(method: string, path: string, problem: string): MalformedResponseError {
  return new MalformedResponseError({ endpoint: `WalletConnect ${method}`, path, problem });
}

/** The base58 value at `result[key]`, decoded and of `length` bytes, or a `MalformedResponseError`. */
function base58Field(result: unknown, key: string, length: number, method: string): Uint8Array {
  const value = (result as Record<string, unknown> | null | undefined)?.[key];
  let bytes: Uint8Array | undefined;
  try {
    bytes = typeof value === 'string' ? decodeBase58(value) : undefined;
  } catch {
    bytes = undefined;
  }
  if (!bytes || bytes.length !== length)
    throw malformed(method, `$.${key}`, `expected ${length} base58 bytes`);
  return bytes;
}

/** `solana:signMessage` over `solana_signMessage`. */
export function signMessageFeature(call: SessionCall) {
  return {
    version: '1.0.0',
    async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
      const outputs: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
      for (const { account, message } of inputs) {
        if (!isBytes(message)) throw new ValidationError('A message to sign is a Uint8Array');
        const chain = account.chains[0];
        if (chain === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
        const result = await call(
          'solana_signMessage',
          { message: encodeBase58(message), pubkey: account.address },
          chain,
        );
        outputs.push({
          signedMessage: message,
          signature: base58Field(result, 'signature', 64, 'solana_signMessage'),
        });
      }
      return outputs;
    },
  };
}

/** The signed transaction of a `solana_signTransaction` answer (a whole transaction, or only a signature). */
function signedTransactionOf(result: unknown, account: WalletAccount, transaction: Uint8Array): Uint8Array {
  const method = 'solana_signTransaction';
  const signed = (result as { transaction?: unknown } | null | undefined)?.transaction;
  if (typeof signed === 'string' && signed !== '') {
    try {
      return decodeBase64(signed);
    } catch {
      throw malformed(method, '$.transaction', 'expected a base64 transaction');
    }
  }
  // Older wallets answer only `{ signature }`: place it in the account's signer slot.
  const signature = base58Field(result, 'signature', 64, method);
  try {
    return withSignature(transaction, decodeBase58(account.address), signature);
  } catch (error) {
    throw malformed(method, '$.signature', (error as Error).message);
  }
}

/** `solana:signTransaction` over `solana_signTransaction`. */
export function signTransactionFeature(call: SessionCall) {
  return {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0] as const,
    async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]) {
      const outputs: { signedTransaction: Uint8Array }[] = [];
      for (const { account, transaction, chain } of inputs) {
        const on = chain ?? account.chains[0];
        if (on === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
        const result = await call('solana_signTransaction', { transaction: encodeBase64(transaction) }, on);
        outputs.push({ signedTransaction: signedTransactionOf(result, account, transaction) });
      }
      return outputs;
    },
  };
}

/** `solana:signAndSendTransaction` over `solana_signAndSendTransaction`. */
export function signAndSendFeature(call: SessionCall) {
  return {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0] as const,
    async signAndSendTransaction(
      ...inputs: {
        account: WalletAccount;
        transaction: Uint8Array;
        chain: string;
        options?: Record<string, unknown>;
      }[]
    ) {
      const outputs: { signature: Uint8Array }[] = [];
      for (const { transaction, chain, options: sendOptions } of inputs) {
        const method = 'solana_signAndSendTransaction';
        const params = {
          transaction: encodeBase64(transaction),
          ...(sendOptions === undefined ? {} : { sendOptions }),
        };
        outputs.push({ signature: base58Field(await call(method, params, chain), 'signature', 64, method) });
      }
      return outputs;
    },
  };
}
