import { describe, expect, it } from 'vitest';
import { MAX_BODY_LENGTH } from './describe-request';
import { describeSolanaRequest, type SolanaWalletContext } from './describe-solana-request';

const context: SolanaWalletContext = {
  namespace: 'solana',
  site: 'localhost:5173',
  account: '7dXc71KRfQdhowAz7fHGcDCty7pfpfA9MmVxbySY48Pe',
  network: 'Solana Local',
};

describe('describeSolanaRequest', () => {
  it('names the account and the network of a connection request', () => {
    const summary = describeSolanaRequest({ method: 'standard:connect', params: { payloads: [] } }, context);
    expect(summary).toMatchObject({ kind: 'connect', title: 'Connection request', approveLabel: 'Connect' });
    expect(summary.rows).toEqual([
      { label: 'Account', value: context.account, mono: true },
      { label: 'Network', value: 'Solana Local' },
    ]);
  });

  it('shows a message as text when it is printable UTF-8, else as hex', () => {
    const text = describeSolanaRequest(
      { method: 'solana:signMessage', params: { payloads: [new TextEncoder().encode('Hello, Solana')] } },
      context,
    );
    expect(text).toMatchObject({ kind: 'sign', approveLabel: 'Sign' });
    expect(text.body).toEqual({ label: 'Message', text: 'Hello, Solana', mono: false });
    const bytes = describeSolanaRequest(
      { method: 'solana:signMessage', params: { payloads: [Uint8Array.of(0, 255, 1)] } },
      context,
    );
    expect(bytes.body).toEqual({ label: 'Message', text: '0x00ff01', mono: true });
  });

  it('describes a transaction to send by its size, with its bytes in base64, cut when long', () => {
    const summary = describeSolanaRequest(
      { method: 'solana:signAndSendTransaction', params: { payloads: [Uint8Array.of(1, 2, 3)] } },
      context,
    );
    expect(summary).toMatchObject({ kind: 'transaction', title: 'Send transaction', approveLabel: 'Send' });
    expect(summary.rows).toContainEqual({ label: 'Transaction', value: '3 bytes' });
    expect(summary.body).toEqual({ label: 'Transaction (base64)', text: 'AQID', mono: true });
    const long = describeSolanaRequest(
      { method: 'solana:signTransaction', params: { payloads: [new Uint8Array(4000), new Uint8Array(10)] } },
      context,
    );
    expect(long).toMatchObject({ title: 'Sign transaction', approveLabel: 'Sign' });
    expect(long.rows).toContainEqual({ label: 'Transactions', value: '2, 4010 bytes' });
    expect(long.body?.text).toHaveLength(MAX_BODY_LENGTH + 1);
  });

  it('never throws on junk', () => {
    expect(describeSolanaRequest({ method: 'solana:signMessage', params: 42 }, context).body?.text).toBe('');
    expect(describeSolanaRequest({ method: 'x' }, context)).toMatchObject({ kind: 'other' });
  });
});
