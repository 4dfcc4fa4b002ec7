import { describe, expect, it } from 'vitest';
import { isValidSendCalls, isValidSendCallsParams } from './send-calls.js';

const TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('isValidSendCalls (wallet_sendCalls)', () => {
  it.each<[string, unknown]>([
    ['one call with to only', [{ to: TO }]],
    ['to with data and value', [{ to: TO, data: '0xa9059cbb', value: '0x1' }]],
    ['empty data 0x', [{ to: TO, data: '0x' }]],
    ['several calls', [{ to: TO }, { to: TO, data: '0x00' }]],
  ])('accepts %s', (_label, calls) => {
    expect(isValidSendCalls(calls)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no calls', []],
    ['a call without to', [{ data: '0x' }]],
    ['to without 0x', [{ to: TO.slice(2) }]],
    ['to as 0X', [{ to: `0X${TO.slice(2)}` }]],
    ['to as a number', [{ to: 0x1234 }]],
    ['to null', [{ to: null }]],
    ['data without 0x', [{ to: TO, data: 'a9059cbb' }]],
    ['data null', [{ to: TO, data: null }]],
    ['data as bytes', [{ to: TO, data: [1, 2] }]],
    ['one bad call among good ones', [{ to: TO }, { to: 'abc' }]],
    ['a null call', [null]],
    ['an array call', [[TO]]],
    ['a string call', [TO]],
    ['calls as an object', { 0: { to: TO }, length: 1 }],
    ['calls null', null],
    ['calls undefined', undefined],
    ['to hidden on the prototype', [Object.create({ to: TO })]],
  ])('rejects %s', (_label, calls) => {
    expect(isValidSendCalls(calls)).toBe(false);
  });

  it('reads the calls from RPC params', () => {
    expect(isValidSendCallsParams([{ version: '2.0.0', chainId: '0x1', calls: [{ to: TO }] }])).toBe(true);
    expect(isValidSendCallsParams([{ calls: [{ to: 'nope' }] }])).toBe(false);
    expect(isValidSendCallsParams([])).toBe(false);
    expect(isValidSendCallsParams([null])).toBe(false);
    expect(isValidSendCallsParams({ calls: [{ to: TO }] })).toBe(false);
  });
});
