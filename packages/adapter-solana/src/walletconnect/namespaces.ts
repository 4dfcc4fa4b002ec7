import {
  type CaipNetwork,
  type CaipNetworkId,
  isUserRejection,
  sessionNamespaceAccounts,
  toWalletDockError,
  UserRejectedRequestError,
  type WalletConnectProposal,
  type WalletDockError,
  walletConnectProposal,
} from '@walletdock/core';

/**
 * The methods of WalletConnect's Solana JSON-RPC that WalletDock asks a wallet to serve: signing a message,
 * signing a transaction, signing and sending one (a wallet may approve a subset; without
 * `solana_signAndSendTransaction` the adapter signs with `solana_signTransaction` and sends through its RPC).
 */
export const WALLETCONNECT_SOLANA_METHODS: readonly string[] = Object.freeze([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]);

/** The Solana events WalletDock asks for: none (accounts come from session updates). */
export const WALLETCONNECT_SOLANA_EVENTS: readonly string[] = Object.freeze([]);

/** The `solana` namespace of a WalletConnect session proposal (the shape `UniversalProvider.connect` takes). */
export type SolanaNamespaceConfig = WalletConnectProposal;

/**
 * The `optionalNamespaces` of the session proposal: `solana` with every configured solana network (CAIP-2 ids,
 * the preferred one first: UniversalProvider's default chain is the first), WalletDock's methods, no events, and
 * the RPC URL of each network. WalletDock never sends required namespaces.
 */
export function buildSolanaOptionalNamespaces(
  networks: readonly CaipNetwork[],
  rpcUrlOf: (network: CaipNetwork) => string | undefined,
  preferred?: CaipNetworkId,
): { solana: SolanaNamespaceConfig } {
  return {
    solana: walletConnectProposal({
      namespace: 'solana',
      networks,
      preferred,
      rpcUrlOf,
      methods: WALLETCONNECT_SOLANA_METHODS,
      events: WALLETCONNECT_SOLANA_EVENTS,
    }),
  };
}

/** The minimal shape of a session's namespaces that WalletDock reads. */
export type SessionNamespacesLike = Record<
  string,
  { accounts?: readonly string[]; chains?: readonly string[]; methods?: readonly string[] }
>;

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{1,32}$/;

/**
 * What a session approved for `solana`: the CAIP-2 ids of its chains (in order of first appearance), per chain
 * the base58 addresses (deduplicated, in the wallet's order), all addresses, and the approved methods. Keys may be
 * `solana` or `solana:<reference>`; CAIP-10 accounts are `solana:<reference>:<address>`.
 */
export function sessionSolanaAccounts(namespaces: SessionNamespacesLike | undefined): {
  chains: CaipNetworkId[];
  accountsByChain: Map<CaipNetworkId, string[]>;
  addresses: string[];
  methods: string[];
} {
  return sessionNamespaceAccounts<string>(namespaces, 'solana', {
    account(account) {
      const [prefix, reference, address, ...rest] = account.split(':');
      if (prefix !== 'solana' || rest.length > 0 || reference === undefined || address === undefined)
        return undefined;
      if (!SOLANA_REFERENCE.test(reference) || !BASE58_ADDRESS.test(address)) return undefined;
      return { caipNetworkId: `solana:${reference}`, address };
    },
    chain(chain) {
      const [prefix, reference, ...rest] = chain.split(':');
      const valid =
        prefix === 'solana' &&
        reference !== undefined &&
        rest.length === 0 &&
        SOLANA_REFERENCE.test(reference);
      return valid ? `solana:${reference}` : undefined;
    },
  });
}

/**
 * True when a WalletConnect failure is the visitor's refusal: code 4001 or WalletConnect's 5000 (`USER_REJECTED`)
 * anywhere in the cause chain, or a message that says "rejected" (wallets answer with varied codes).
 */
export function isWalletConnectRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { message } = current as { message?: unknown };
    if (typeof message === 'string' && /\brejected\b/i.test(message)) return true;
    current =
      (current as { cause?: unknown; error?: unknown }).cause ?? (current as { error?: unknown }).error;
  }
  return typeof error === 'string' && /\brejected\b/i.test(error);
}

/** A failure of a WalletConnect request as core's classes: a refusal → `UserRejectedRequestError` (4001). */
export function toWalletConnectError(error: unknown): WalletDockError {
  if (error instanceof UserRejectedRequestError) return error;
  if (isWalletConnectRejection(error)) return new UserRejectedRequestError({ cause: error });
  return toWalletDockError(error);
}

/** Base64 text of bytes. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Bytes of base64 text (throws a `DOMException` for invalid text). */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 1; size <= 3; size += 1) {
    const byte = bytes[offset + size - 1];
    if (byte === undefined) break;
    value |= (byte & 0x7f) << (7 * (size - 1));
    if ((byte & 0x80) === 0) return { value, size };
  }
  throw new RangeError('Malformed compact-u16 in a Solana transaction');
}

/**
 * The wire bytes of a transaction with `signature` (64 bytes) placed in the slot of `signer` (32-byte public key):
 * for wallets answering `solana_signTransaction` with only `{ signature }`. Legacy and versioned messages.
 *
 * @throws {RangeError} when the bytes are not a transaction or `signer` is not one of its required signers.
 */
export function withSignature(
  transaction: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (signature.length !== 64 || signer.length !== 32) throw new RangeError('Bad signature or signer length');
  const signatures = compactU16(transaction, 0);
  const messageOffset = signatures.size + 64 * signatures.value;
  const versioned = ((transaction[messageOffset] ?? 0) & 0x80) !== 0;
  const header = messageOffset + (versioned ? 1 : 0);
  const required = transaction[header] ?? 0;
  const keys = compactU16(transaction, header + 3);
  const keysOffset = header + 3 + keys.size;
  for (let index = 0; index < Math.min(required, keys.value, signatures.value); index += 1) {
    const start = keysOffset + 32 * index;
    if (signer.every((byte, i) => transaction[start + i] === byte)) {
      const out = Uint8Array.from(transaction);
      out.set(signature, signatures.size + 64 * index);
      return out;
    }
  }
  throw new RangeError('The signer is not a required signer of the transaction');
}
