import { describe, expect, it } from 'vitest';
import { ChainError } from './chain-error.js';
import { fromRpcError, toWalletDockError } from './from-rpc-error.js';
import {
  InternalRpcError,
  RPC_ERROR_CLASSES,
  SwitchChainError,
  UnknownRpcError,
  UserRejectedRequestError,
} from './rpc-errors.js';
import { WalletDockError } from './walletdock-error.js';

const ALL_CODES = Object.keys(RPC_ERROR_CLASSES).map(Number);

describe('fromRpcError', () => {
  it.each(ALL_CODES)('maps a wallet error with code %i to its class', (code) => {
    const walletError = { code, message: `wallet said ${code}` };
    const mapped = fromRpcError(walletError);
    expect(mapped).toBeInstanceOf(RPC_ERROR_CLASSES[code]);
    expect(mapped?.code).toBe(code);
    expect(mapped?.cause).toBe(walletError);
    expect(mapped?.details).toBe(`wallet said ${code}`);
  });

  it.each(ALL_CODES)('finds code %i nested in cause', (code) => {
    const mapped = fromRpcError(new Error('outer', { cause: new Error('mid', { cause: { code } }) }));
    expect(mapped).toBeInstanceOf(RPC_ERROR_CLASSES[code]);
  });

  it('finds a code in data.originalError (MetaMask-style wrapper)', () => {
    const walletError = { message: 'wrapped', data: { originalError: { code: 4902, message: 'no chain' } } };
    const mapped = fromRpcError(walletError);
    expect(mapped).toBeInstanceOf(SwitchChainError);
    expect(mapped?.details).toBe('no chain');
    expect(mapped?.cause).toBe(walletError);
  });

  it('prefers a specific code under a -32603 Internal error wrapper', () => {
    const walletError = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4001, message: 'User rejected' } },
    };
    expect(fromRpcError(walletError)).toBeInstanceOf(UserRejectedRequestError);
    expect(fromRpcError(new InternalRpcError({ cause: { code: 4001 } }))).toBeInstanceOf(
      UserRejectedRequestError,
    );
  });

  it('keeps -32603 when nothing more specific is inside', () => {
    expect(fromRpcError({ code: -32603, message: 'boom' })).toBeInstanceOf(InternalRpcError);
  });

  it('maps the ethers v6 ACTION_REJECTED error to UserRejectedRequestError', () => {
    const ethersError = { code: 'ACTION_REJECTED', action: 'sendTransaction', reason: 'rejected' };
    expect(fromRpcError(ethersError)).toBeInstanceOf(UserRejectedRequestError);
    expect(fromRpcError({ code: 'UNKNOWN_ERROR', info: { error: { code: 4001 } } })).toBeInstanceOf(
      UserRejectedRequestError,
    );
  });

  it('reads codes written as integer strings', () => {
    expect(fromRpcError({ code: '4902' })).toBeInstanceOf(SwitchChainError);
  });

  it('maps an unknown numeric code to UnknownRpcError keeping the code', () => {
    const mapped = fromRpcError({ code: 1013, message: 'try later', data: 'x' });
    expect(mapped).toBeInstanceOf(UnknownRpcError);
    expect(mapped?.code).toBe(1013);
    expect(mapped?.data).toBe('x');
  });

  it('prefers a known code anywhere in the chain to an unknown one outside', () => {
    expect(fromRpcError({ code: 1013, cause: { code: 4001 } })).toBeInstanceOf(UserRejectedRequestError);
  });

  it('returns the same instance when it is already a code class', () => {
    const error = new SwitchChainError();
    expect(fromRpcError(error)).toBe(error);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'boom'],
    ['a number', 4001],
    ['an Error without code', new Error('x')],
    ['a float code', { code: 4001.5 }],
    ['a NaN code', { code: Number.NaN }],
    ['a code hidden in __proto__ JSON', JSON.parse('{"__proto__": {"code": 4001}}')],
    ['a huge digit string', { code: '4'.repeat(40) }],
  ])('returns undefined for %s', (_label, value) => {
    expect(fromRpcError(value)).toBeUndefined();
  });

  it('survives cyclic chains and throwing getters', () => {
    const a: { cause?: unknown; code?: number } = {};
    const b = { cause: a };
    a.cause = b;
    expect(fromRpcError(a)).toBeUndefined();
    const hostile = {
      get cause(): unknown {
        throw new Error('getter');
      },
      get code(): unknown {
        throw new Error('getter');
      },
    };
    expect(fromRpcError(hostile)).toBeUndefined();
  });

  it('does not walk deeper than 32 levels', () => {
    let deep: { cause?: unknown; code?: number } = { code: 4001 };
    for (let i = 0; i < 40; i++) deep = { cause: deep };
    expect(fromRpcError(deep)).toBeUndefined();
  });
});

describe('toWalletDockError', () => {
  it('returns a WalletDockError unchanged', () => {
    const error = new ChainError('Network not found');
    expect(toWalletDockError(error)).toBe(error);
  });

  it('maps a wallet error with a code to its class', () => {
    expect(toWalletDockError({ code: 4001 })).toBeInstanceOf(UserRejectedRequestError);
  });

  it('keeps the message of a plain Error and the Error as cause', () => {
    const root = new Error('socket hang up');
    const error = toWalletDockError(root);
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error.shortMessage).toBe('socket hang up');
    expect(error.cause).toBe(root);
  });

  it('uses a thrown string as the message', () => {
    expect(toWalletDockError('nope').shortMessage).toBe('nope');
  });

  it.each([undefined, null, '', 42, {}, new Error('')])(
    "falls back to 'An error occurred' for %o",
    (value) => {
      const error = toWalletDockError(value);
      expect(error.shortMessage).toBe('An error occurred');
    },
  );
});
