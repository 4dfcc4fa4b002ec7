import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../errors/connector-error.js';
import { UserRejectedRequestError } from '../errors/rpc-errors.js';
import { connectorNotFoundError, noAccountError, notConnectedError } from './errors.js';
import { toWalletRequestError } from './wallet-request-error.js';

describe('adapter kit errors', () => {
  it('word the connector errors of the spec once', () => {
    expect(notConnectedError('x')).toBeInstanceOf(ConnectorError);
    expect(notConnectedError('x').shortMessage).toBe('Connector not connected');
    expect(connectorNotFoundError('Solana', 'Phantom').details).toBe(
      'No Solana wallet with connector id "Phantom" was found',
    );
    expect(noAccountError().shortMessage).toBe('Account not found');
  });

  it('toWalletRequestError: a refusal is UserRejectedRequestError, others core classes', () => {
    const rejected = toWalletRequestError({ code: 4001, message: 'User rejected' });
    expect(rejected).toBeInstanceOf(UserRejectedRequestError);
    const same = new UserRejectedRequestError();
    expect(toWalletRequestError(same)).toBe(same);
    const widened = toWalletRequestError(new Error('Rejected by the user'), (e) =>
      /rejected/i.test(String(e)),
    );
    expect(widened).toBeInstanceOf(UserRejectedRequestError);
    expect(toWalletRequestError(new Error('boom'))).not.toBeInstanceOf(UserRejectedRequestError);
  });
});
