import { describe, expect, it } from 'vitest';
import { shortAddress } from './short-address.js';

describe('shortAddress', () => {
  it('keeps the first six and last four characters of an EVM address', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });
  it('returns short strings whole', () => {
    expect(shortAddress('0x1234')).toBe('0x1234');
    expect(shortAddress('123456789')).toBe('123456789');
    expect(shortAddress('0x123456789')).toBe('0x123456789');
  });
  it('keeps the first and last four characters of other addresses (Solana, Bitcoin)', () => {
    expect(shortAddress('HGPbb3sFoTsbG5kVh7PBp5wHnc6D8BLjZwKkdWZ2yZn6')).toBe('HGPb…yZn6');
  });
  it('takes other lengths', () => {
    expect(shortAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 4, 4)).toBe(
      '7EcD…LtV'.replace('…LtV', '…FLtV'),
    );
  });
});
