import { describe, expect, it } from 'vitest';
import { toWalletRequestErrorLazily } from '../adapter-kit/errors.js';
import { toWalletRequestError } from '../adapter-kit/wallet-request-error.js';
import { toWalletDockError } from './from-rpc-error.js';
import { toWalletDockErrorLazily } from './to-walletdock-error-lazily.js';
import { WalletDockError } from './walletdock-error.js';

/** What wallets throw: codes of each family, a nested one, a symbolic rejection, an unknown code, no code. */
const THROWN: readonly unknown[] = [
  { code: 4001, message: 'User rejected the request.' },
  { code: 4100, message: 'Unauthorized' },
  { code: 4902, message: 'Unrecognized chain ID' },
  { code: -32602, message: 'Invalid params' },
  { code: 5740, message: 'Too many calls' },
  { code: -32603, message: 'Internal', data: { originalError: { code: 4200, message: 'nope' } } },
  { code: 'ACTION_REJECTED', message: 'user rejected action' },
  { code: 12345, message: 'odd' },
  new Error('boom'),
  'plain text',
  42,
];

describe('toWalletDockErrorLazily', () => {
  it.each(THROWN.map((thrown) => [thrown]))(
    'maps %j to the class and message toWalletDockError gives',
    async (thrown) => {
      const now = toWalletDockError(thrown);
      const later = await toWalletDockErrorLazily(thrown);
      expect(later.constructor).toBe(now.constructor);
      expect(later.name).toBe(now.name);
      expect(later.message).toBe(now.message);
      expect(later.code).toBe(now.code);
      expect(later.cause).toBe(now.cause);
    },
  );

  it('returns a WalletDockError as it is', async () => {
    const error = new WalletDockError('Already mapped');
    expect(await toWalletDockErrorLazily(error)).toBe(error);
  });
});

describe('toWalletRequestErrorLazily', () => {
  it.each(THROWN.map((thrown) => [thrown]))('maps %j as toWalletRequestError does', async (thrown) => {
    const now = toWalletRequestError(thrown);
    const later = await toWalletRequestErrorLazily(thrown);
    expect(later.constructor).toBe(now.constructor);
    expect(later.message).toBe(now.message);
    expect(later.code).toBe(now.code);
  });

  it('widens what a refusal is with the adapter’s own rule', async () => {
    const refused = new Error('Rejected by the user');
    const isRejection = (error: unknown) => error === refused;
    const later = await toWalletRequestErrorLazily(refused, isRejection);
    expect(later.constructor).toBe(toWalletRequestError(refused, isRejection).constructor);
    expect(later.code).toBe(4001);
  });
});
