import { describe, expect, it } from 'vitest';
import { errorChain } from './error-chain.js';
import { WalletDockError } from './walletdock-error.js';

describe('WalletDockError', () => {
  it('keeps the catalogue sentence as shortMessage and adds details to message', () => {
    const error = new WalletDockError('Signature declined', {
      details: 'User rejected the request.',
      code: 4001,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WalletDockError');
    expect(error.shortMessage).toBe('Signature declined');
    expect(error.code).toBe(4001);
    expect(error.message).toMatchInlineSnapshot(`
      "Signature declined

      Details: User rejected the request."
    `);
  });

  it('takes details from an Error cause and exposes it as cause', () => {
    const root = new Error('connection refused');
    const error = new WalletDockError('Failed to fetch transactions', { cause: root });
    expect(error.cause).toBe(root);
    expect(error.details).toBe('connection refused');
  });

  it('has message equal to shortMessage when there is nothing to add', () => {
    expect(new WalletDockError('Unsupported chain').message).toBe('Unsupported chain');
  });

  it('walks to the deepest cause, or to the first match of a predicate', () => {
    const root = Object.assign(new Error('rpc'), { code: -32000 });
    const middle = new WalletDockError('middle', { cause: root });
    const top = new WalletDockError('top', { cause: middle });
    expect(top.walk()).toBe(root);
    expect(top.walk((e) => (e as { code?: number }).code === -32000)).toBe(root);
    expect(top.walk((e) => e === middle)).toBe(middle);
    expect(top.walk(() => false)).toBeNull();
  });

  it('does not loop forever on a cyclic cause chain', () => {
    const a = new WalletDockError('a');
    const b = new WalletDockError('b', { cause: a });
    Object.defineProperty(a, 'cause', { value: b });
    expect(b.walk()).toBe(a);
  });

  it('walks the same chain as errorChain, wallet wrappers included', () => {
    const original = Object.assign(new Error('User rejected'), { code: 4001 });
    const wrapped = { code: -32603, message: 'Internal error', data: { originalError: original } };
    const top = new WalletDockError('top', { cause: wrapped });
    expect(top.walk()).toBe(original);
    expect(top.walk((e) => (e as { code?: number }).code === 4001)).toBe(original);
    expect(errorChain(top)).toEqual([top, wrapped, original]);
  });
});
