import { ConnectorError, UserRejectedRequestError, WalletDockError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_DECLINED_KEY, signErrorText, TRANSACTION_DECLINED_KEY } from './sign-message';

const t = (key: string) => (key === SIGNATURE_DECLINED_KEY ? 'Signature declined' : `?${key}`);

describe('signErrorText', () => {
  it('shows the catalogue text when the wallet rejects (4001)', () => {
    expect(signErrorText(new UserRejectedRequestError(), t)).toBe('Signature declined');
  });

  it('names a refused transaction as a transaction', () => {
    const texts = (key: string) => (key === TRANSACTION_DECLINED_KEY ? 'Transaction declined' : `?${key}`);
    expect(signErrorText(new UserRejectedRequestError(), texts, TRANSACTION_DECLINED_KEY)).toBe(
      'Transaction declined',
    );
  });

  it('finds a rejection deep in the cause chain, and translates it', () => {
    const wrapped = new WalletDockError('Something failed', { cause: { code: 4001, message: 'nope' } });
    expect(signErrorText(wrapped, () => 'Signatur abgelehnt')).toBe('Signatur abgelehnt');
  });

  it("shows any other error's short message, without its details", () => {
    const error = new ConnectorError('No account is connected', { details: 'eip155 has no address' });
    expect(signErrorText(error, t)).toBe('No account is connected');
    const viemLike = Object.assign(new Error('long\n\ndetails'), { shortMessage: 'Request timed out' });
    expect(signErrorText(viemLike, t)).toBe('Request timed out');
  });

  it('falls back to the message of a plain error', () => {
    expect(signErrorText(new Error('boom'), t)).toBe('boom');
    expect(signErrorText('odd', t)).toBe('odd');
  });
});
