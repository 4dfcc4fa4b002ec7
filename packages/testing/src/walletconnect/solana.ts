import { createPrivateKey, type KeyObject, sign as signBytes } from 'node:crypto';
import {
  type Commitment,
  Connection,
  Keypair,
  type SendOptions,
  VersionedTransaction,
} from '@solana/web3.js';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { decodeBase58, encodeBase58 } from '../solana/base58.js';
import { nodeFetch } from '../solana-wallet/node-fetch.js';
import { ProviderRpcError } from '../wallet/errors.js';

/** A Solana chain the WalletConnect wallet serves: its CAIP-2 id and the JSON-RPC URL it sends to. */
export type WalletConnectSolanaChain = {
  /** CAIP-2 id, `solana:` + the first 32 characters of the genesis hash (e.g. `stack.solana.caipNetworkId`). */
  caipNetworkId: string;
  /** JSON-RPC URL `solana_signAndSendTransaction` sends to (e.g. `stack.solana.rpcUrl`). */
  rpcUrl: string;
};

/** The `solana` option of `createWalletConnectWallet`. */
export type WalletConnectSolanaOptions = {
  /** 64-byte Solana secret keys (as `Keypair.secretKey` / `stack.solana.accounts[i].secretKey`). At least one. */
  secretKeys: readonly (readonly number[])[];
  /** The Solana chains the wallet approves. At least one. */
  chains: readonly WalletConnectSolanaChain[];
};

/** The methods the wallet approves in a `solana` namespace (WalletConnect's Solana JSON-RPC). */
export const SOLANA_METHODS: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
];
/** The events the wallet approves in a `solana` namespace. */
export const SOLANA_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged'];

const COMMITMENTS: readonly string[] = ['processed', 'confirmed', 'finalized'];
/** PKCS#8 DER header of an ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

type SolanaKey = { readonly keypair: Keypair; readonly privateKey: KeyObject; readonly address: string };

/** The Solana half of the WalletConnect wallet: keys, the namespace it approves, and its request handler. */
export type WalletConnectSolanaSigner = {
  /** The wallet's base58 public keys, in the order of `secretKeys`. */
  readonly publicKeys: readonly string[];
  /**
   * The `solana` namespace to approve for a proposal, or `undefined` when the proposal asks for no `solana`
   * namespace or only for chains the wallet does not serve.
   */
  namespaceFor(
    proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  ): SessionTypes.Namespace | undefined;
  /** Answers one session request on `chainId` (`solana:<genesis32>`); rejects with a `ProviderRpcError`. */
  request(chainId: string, method: string, params: unknown): Promise<unknown>;
};

/**
 * Creates the Solana signer of the WalletConnect wallet: ed25519 signatures with node:crypto, transactions
 * (legacy and v0, base64) decoded and re-serialised with web3.js's `VersionedTransaction`, sends through
 * `Connection.sendRawTransaction` to the chain's `rpcUrl` (over node:http, never a DOM's `fetch`).
 */
export function createWalletConnectSolanaSigner(
  options: WalletConnectSolanaOptions,
): WalletConnectSolanaSigner {
  if (options.secretKeys.length === 0) throw new TypeError('The wallet needs a Solana secret key');
  if (options.chains.length === 0) throw new TypeError('The wallet needs a Solana chain');
  for (const chain of options.chains) {
    if (!/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(chain.caipNetworkId)) {
      throw new TypeError(`"${chain.caipNetworkId}" is not a Solana CAIP-2 chain id`);
    }
  }
  const keys = options.secretKeys.map(toKey);
  const publicKeys = keys.map((key) => key.address);
  const chains = options.chains;

  const keyFor = (address: string): SolanaKey => {
    const key = keys.find((candidate) => candidate.address === address);
    if (key === undefined)
      throw ProviderRpcError.unauthorized(`The account ${address} is not in this session.`);
    return key;
  };

  const chainFor = (chainId: string): WalletConnectSolanaChain => {
    const chain = chains.find((candidate) => candidate.caipNetworkId === chainId);
    if (chain === undefined) throw new ProviderRpcError(5100, `The wallet does not serve chain ${chainId}.`);
    return chain;
  };

  /** Signs for every wallet key among the transaction's required signers; the signature of the first one. */
  const signTransaction = (encoded: unknown): { transaction: VersionedTransaction; signature: string } => {
    if (typeof encoded !== 'string' || encoded === '') {
      throw ProviderRpcError.invalidParams('`transaction` must be a base64 serialized transaction.');
    }
    let transaction: VersionedTransaction;
    try {
      transaction = VersionedTransaction.deserialize(Buffer.from(encoded, 'base64'));
    } catch (error) {
      throw ProviderRpcError.invalidParams(`The transaction cannot be decoded: ${messageOf(error)}`);
    }
    const message = transaction.message.serialize();
    const signers = transaction.message.staticAccountKeys
      .slice(0, transaction.message.header.numRequiredSignatures)
      .map((publicKey) => publicKey.toBase58());
    let signature: Uint8Array | undefined;
    for (const signer of signers) {
      const key = keys.find((candidate) => candidate.address === signer);
      if (key === undefined) continue;
      const signed = sign(key, message);
      transaction.addSignature(key.keypair.publicKey, signed);
      signature ??= signed;
    }
    if (signature === undefined) {
      throw ProviderRpcError.unauthorized('No account of this session has to sign the transaction.');
    }
    return { transaction, signature: encodeBase58(signature) };
  };

  const serialize = (transaction: VersionedTransaction) =>
    Buffer.from(transaction.serialize()).toString('base64');

  return {
    publicKeys,
    namespaceFor(proposal) {
      const requested = requestedChains(proposal, 'solana');
      if (requested === undefined) return undefined;
      const served =
        requested.length === 0 ? chains : chains.filter((chain) => requested.includes(chain.caipNetworkId));
      if (served.length === 0) return undefined;
      return {
        chains: served.map((chain) => chain.caipNetworkId),
        accounts: served.flatMap((chain) => publicKeys.map((key) => `${chain.caipNetworkId}:${key}`)),
        methods: [...SOLANA_METHODS],
        events: [...SOLANA_EVENTS],
      };
    },
    async request(chainId, method, params) {
      const chain = chainFor(chainId);
      const object = paramsObject(params, method);
      switch (method) {
        case 'solana_signMessage': {
          const { message, pubkey } = object;
          if (typeof message !== 'string' || message === '') {
            throw ProviderRpcError.invalidParams('`message` must be base58-encoded bytes.');
          }
          const bytes = decodeBase58(message);
          if (bytes === undefined) {
            throw ProviderRpcError.invalidParams('`message` must be base58-encoded bytes.');
          }
          const key = keyFor(typeof pubkey === 'string' ? pubkey : (publicKeys[0] as string));
          return { signature: encodeBase58(sign(key, bytes)) };
        }
        case 'solana_signTransaction': {
          const { transaction, signature } = signTransaction(object.transaction);
          return { signature, transaction: serialize(transaction) };
        }
        case 'solana_signAllTransactions': {
          if (!Array.isArray(object.transactions)) {
            throw ProviderRpcError.invalidParams('`transactions` must be an array of base64 transactions.');
          }
          const signed = object.transactions.map((encoded: unknown) => signTransaction(encoded).transaction);
          return { transactions: signed.map(serialize) };
        }
        case 'solana_signAndSendTransaction': {
          const sendOptions = toSendOptions(object.sendOptions);
          const { transaction, signature } = signTransaction(object.transaction);
          const connection = new Connection(chain.rpcUrl, {
            commitment: sendOptions.preflightCommitment ?? 'confirmed',
            disableRetryOnRateLimit: true,
            fetch: nodeFetch as unknown as typeof fetch,
          });
          try {
            await connection.sendRawTransaction(transaction.serialize(), sendOptions);
          } catch (error) {
            const logs = (error as { logs?: unknown }).logs;
            throw new ProviderRpcError(-32603, messageOf(error), {
              cause: error,
              ...(Array.isArray(logs) ? { data: { logs } } : {}),
            });
          }
          return { signature };
        }
        default:
          throw ProviderRpcError.unsupportedMethod(method);
      }
    },
  };
}

/**
 * The chains a proposal asks for in `namespace` (required and optional, keyed `namespace` or `namespace:<ref>`):
 * `undefined` when it does not mention the namespace, `[]` when it names no chain.
 */
export function requestedChains(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  namespace: string,
): string[] | undefined {
  let mentioned = false;
  const chains: string[] = [];
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces]) {
    for (const [key, value] of Object.entries(namespaces ?? {})) {
      if (key !== namespace && !key.startsWith(`${namespace}:`)) continue;
      mentioned = true;
      if (key !== namespace) chains.push(key);
      for (const chain of value.chains ?? []) chains.push(chain);
    }
  }
  return mentioned ? [...new Set(chains)] : undefined;
}

function paramsObject(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw ProviderRpcError.invalidParams(`${method} takes an object of parameters.`);
  }
  return params as Record<string, unknown>;
}

function toSendOptions(value: unknown): SendOptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object') throw ProviderRpcError.invalidParams('`sendOptions` must be an object.');
  const options = value as Record<string, unknown>;
  const result: SendOptions = {};
  if (options.skipPreflight !== undefined) {
    if (typeof options.skipPreflight !== 'boolean') {
      throw ProviderRpcError.invalidParams('`sendOptions.skipPreflight` must be a boolean.');
    }
    result.skipPreflight = options.skipPreflight;
  }
  if (options.preflightCommitment !== undefined) {
    if (
      typeof options.preflightCommitment !== 'string' ||
      !COMMITMENTS.includes(options.preflightCommitment)
    ) {
      throw ProviderRpcError.invalidParams(
        `Invalid preflightCommitment "${String(options.preflightCommitment)}".`,
      );
    }
    result.preflightCommitment = options.preflightCommitment as Commitment;
  }
  for (const name of ['maxRetries', 'minContextSlot'] as const) {
    const option = options[name];
    if (option === undefined) continue;
    if (typeof option !== 'number' || !Number.isInteger(option) || option < 0) {
      throw ProviderRpcError.invalidParams(`\`sendOptions.${name}\` must be a non-negative integer.`);
    }
    result[name] = option;
  }
  return result;
}

function toKey(secretKey: readonly number[]): SolanaKey {
  const bytes = Uint8Array.from(secretKey);
  if (bytes.length !== 64) {
    throw new TypeError(`A Solana secret key has 64 bytes; got ${bytes.length}.`);
  }
  const keypair = Keypair.fromSecretKey(bytes);
  const der = new Uint8Array(ED25519_PKCS8_PREFIX.length + 32);
  der.set(ED25519_PKCS8_PREFIX);
  der.set(bytes.subarray(0, 32), ED25519_PKCS8_PREFIX.length);
  const privateKey = createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
  return { keypair, privateKey, address: keypair.publicKey.toBase58() };
}

/** A detached ed25519 signature of `message`. */
function sign(key: SolanaKey, message: Uint8Array): Uint8Array {
  return new Uint8Array(signBytes(null, message, key.privateKey));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
