import { decodeMessage, MAX_BODY_LENGTH, type RequestSummary, type SummaryRow } from './describe-request';
import { describeSolanaTransfer, type SolanaWalletToken } from './solana-transfer';

/** What the Solana demo wallet knows when a request arrives, to describe it in words. */
export type SolanaWalletContext = {
  readonly namespace: 'solana';
  /** The requesting site, e.g. `localhost:5173`. */
  readonly site: string;
  /** The wallet's account (base58). */
  readonly account: string;
  /** The name of the wallet's chain, e.g. "Solana Local". */
  readonly network: string;
  /** The SPL tokens the wallet knows by their mints (the stack's test token). */
  readonly tokens?: readonly SolanaWalletToken[];
};

/** A Wallet Standard request of the page, as the in-page Solana wallet asks about it. */
export type SolanaApprovalParams = {
  /** The messages, or the transactions in wire format, one per input (none for a connect). */
  readonly payloads: readonly Uint8Array[];
};

function cut(text: string): string {
  return text.length > MAX_BODY_LENGTH ? `${text.slice(0, MAX_BODY_LENGTH)}…` : text;
}

function hex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function payloadsOf(params: unknown): readonly Uint8Array[] {
  const payloads = (params as Partial<SolanaApprovalParams> | undefined)?.payloads;
  return Array.isArray(payloads) ? payloads.filter((item) => item instanceof Uint8Array) : [];
}

function baseRows(context: SolanaWalletContext): SummaryRow[] {
  return [
    { label: 'Account', value: context.account, mono: true },
    { label: 'Network', value: context.network },
  ];
}

function transactionRows(context: SolanaWalletContext, payloads: readonly Uint8Array[]): SummaryRow[] {
  const bytes = payloads.reduce((total, payload) => total + payload.length, 0);
  return [
    ...baseRows(context),
    ...(transferOf(context, payloads)?.rows ?? []),
    {
      label: payloads.length === 1 ? 'Transaction' : 'Transactions',
      value: payloads.length === 1 ? `${bytes} bytes` : `${payloads.length}, ${bytes} bytes`,
    },
  ];
}

/** The transfer that a call's one transaction makes, when the wallet can tell. */
function transferOf(context: SolanaWalletContext, payloads: readonly Uint8Array[]) {
  const [only] = payloads;
  return only && payloads.length === 1 ? describeSolanaTransfer(only, context.tokens ?? []) : undefined;
}

/** The intro of a transaction request: what it sends when the wallet can tell, then `rest`. */
function transactionIntro(context: SolanaWalletContext, payloads: readonly Uint8Array[], rest: string) {
  const transfer = transferOf(context, payloads);
  return transfer ? `This site asks you to send ${transfer.sends}: ${rest}` : `This site asks you to ${rest}`;
}

/**
 * Describes a request of the page to the Solana demo wallet (Wallet Standard features), for the approval
 * dialog. Never throws.
 */
export function describeSolanaRequest(
  request: { readonly method: string; readonly params?: unknown },
  context: SolanaWalletContext,
): RequestSummary {
  const payloads = payloadsOf(request.params);
  switch (request.method) {
    case 'standard:connect':
      return {
        kind: 'connect',
        title: 'Connection request',
        intro: 'This site wants to see your Solana address and to ask you for signatures and transactions.',
        rows: baseRows(context),
        approveLabel: 'Connect',
      };
    case 'solana:signMessage': {
      const message = decodeMessage(hex(payloads[0] ?? new Uint8Array()));
      return {
        kind: 'sign',
        title: 'Signature request',
        intro: 'This site asks you to sign a message. Signing costs nothing and sends no transaction.',
        rows: baseRows(context),
        body: { label: 'Message', text: cut(message.text), mono: message.mono },
        approveLabel: 'Sign',
      };
    }
    case 'solana:signAndSendTransaction':
      return {
        kind: 'transaction',
        title: 'Send transaction',
        intro: transactionIntro(
          context,
          payloads,
          'sign a transaction and send it to the local Solana chain.',
        ),
        rows: transactionRows(context, payloads),
        body: { label: 'Transaction (base64)', text: cut(payloads.map(base64).join('\n')), mono: true },
        approveLabel: 'Send',
      };
    case 'solana:signTransaction':
      return {
        kind: 'transaction',
        title: 'Sign transaction',
        intro: transactionIntro(context, payloads, 'sign a transaction. The site sends it, not the wallet.'),
        rows: transactionRows(context, payloads),
        body: { label: 'Transaction (base64)', text: cut(payloads.map(base64).join('\n')), mono: true },
        approveLabel: 'Sign',
      };
    default:
      return {
        kind: 'other',
        title: 'Wallet request',
        intro: 'This site sent a request that needs your approval.',
        rows: baseRows(context),
        approveLabel: 'Approve',
      };
  }
}
