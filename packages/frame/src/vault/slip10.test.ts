import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import { slip10Derive } from './slip10.js';

// Source: SLIP-0010, "Test vector 1 for ed25519", https://github.com/satoshilabs/slips/blob/master/slip-0010.md
const seed = hexToBytes('000102030405060708090a0b0c0d0e0f');

describe('slip10Derive', () => {
  it('matches the published master key', () => {
    const m = slip10Derive(seed, 'm');
    expect(bytesToHex(m.chainCode)).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb');
    expect(bytesToHex(m.privateKey)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7');
  });

  it("matches the published m/0'", () => {
    const n = slip10Derive(seed, "m/0'");
    expect(bytesToHex(n.chainCode)).toBe('8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69');
    expect(bytesToHex(n.privateKey)).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3');
  });

  it('refuses a non-hardened segment', () => {
    expect(() => slip10Derive(seed, "m/44'/0")).toThrow(/hardened/);
  });
});
