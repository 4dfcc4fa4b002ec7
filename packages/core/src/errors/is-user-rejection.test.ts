import { describe, expect, it } from 'vitest';
import { isUserRejection } from './is-user-rejection.js';
import { InternalRpcError, SwitchChainError, UserRejectedRequestError } from './rpc-errors.js';
import { WalletDockError } from './walletdock-error.js';

describe('isUserRejection', () => {
  it.each([
    ['an EIP-1193 4001 error', { code: 4001, message: 'User rejected the request.' }],
    ['our UserRejectedRequestError', new UserRejectedRequestError()],
    ['4001 as a string', { code: '4001' }],
    [
      '4001 deep in cause',
      new WalletDockError('Signature declined', { cause: new Error('x', { cause: { code: 4001 } }) }),
    ],
    ['4001 in data.originalError', { code: -32603, data: { originalError: { code: 4001 } } }],
    ['4001 in error (ethers v5)', { code: 'UNPREDICTABLE', error: { code: 4001 } }],
    ['ethers v6 ACTION_REJECTED', { code: 'ACTION_REJECTED', reason: 'rejected' }],
    ['WalletConnect USER_REJECTED 5000', { code: 5000, message: 'User rejected.' }],
    ['an InternalRpcError wrapping 4001', new InternalRpcError({ cause: { code: 4001 } })],
  ])('is true for %s', (_label, error) => {
    expect(isUserRejection(error)).toBe(true);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['the number 4001 itself', 4001],
    ['a string mentioning rejection', 'User rejected the request'],
    ['an Error whose message says rejected', new Error('User rejected the request')],
    ['a switch-chain error', new SwitchChainError()],
    ['code 4002', { code: 4002 }],
    ['code 40010', { code: 40010 }],
    ['lower-case action_rejected', { code: 'action_rejected' }],
    ['__proto__ pollution attempt', JSON.parse('{"__proto__": {"code": 4001}}')],
  ])('is false for %s', (_label, error) => {
    expect(isUserRejection(error)).toBe(false);
  });
});
