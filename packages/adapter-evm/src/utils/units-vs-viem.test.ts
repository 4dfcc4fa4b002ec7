import { formatUnits, MESSAGES, parseUnits, ValidationError } from '@walletdock/core';
import { formatUnits as viemFormatUnits, parseUnits as viemParseUnits } from 'viem';
import { describe, expect, it } from 'vitest';

// The adapter converts units with core's exact `parseUnits` / `formatUnits` (no viem in the initial bundle).
// [value, decimals, expected]: the expectations are written out, and each row is also checked against viem.
const PARSE: [string, number, bigint][] = [
  ['1.5', 18, 1_500_000_000_000_000_000n],
  ['0', 18, 0n],
  ['-0', 18, 0n],
  ['420', 9, 420_000_000_000n],
  ['-1.25', 6, -1_250_000n],
  ['0.000000000000000001', 18, 1n],
  [
    '123456789012345678901234567890.123456789012345678',
    18,
    123456789012345678901234567890123456789012345678n,
  ],
  ['1.123456789012345678901234567890', 30, 1123456789012345678901234567890n],
  ['115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18, 2n ** 256n - 1n],
  // more digits than decimals: rounded half away from zero on the first dropped digit
  ['1.23456', 2, 123n],
  ['1.235', 2, 124n],
  ['1.2349999999999999999999', 2, 123n],
  ['1.2350000000000000000001', 2, 124n],
  ['-1.235', 2, -124n],
  ['-1.2349', 2, -123n],
  ['0.995', 2, 100n],
  ['9.9999', 3, 10_000n],
  ['-9.9995', 3, -10_000n],
  ['0.5', 0, 1n],
  ['0.4999999999999999999999', 0, 0n],
  ['-0.5', 0, -1n],
  ['2.5', 0, 3n],
  ['1.100', 2, 110n],
  ['1.0000000000000000000009', 18, 1_000_000_000_000_000_000n],
  ['1.0000000000000000005', 18, 1_000_000_000_000_000_001n],
  ['00012.3400', 3, 12_340n],
];

const FORMAT: [bigint, number, string][] = [
  [1_500_000_000_000_000_000n, 18, '1.5'],
  [0n, 18, '0'],
  [1n, 18, '0.000000000000000001'],
  [-1n, 18, '-0.000000000000000001'],
  [420_000_000_000n, 9, '420'],
  [-1_250_000n, 6, '-1.25'],
  [10n, 0, '10'],
  [-10n, 0, '-10'],
  [1_000_000n, 6, '1'],
  [1_000_001n, 6, '1.000001'],
  [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  [123n, 30, '0.000000000000000000000000000123'],
  [-(10n ** 40n), 40, '-1'],
];

describe("core's parseUnits agrees with viem", () => {
  it.each(PARSE)('parses %s with %i decimals as viem does', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected);
    expect(parseUnits(value, decimals)).toBe(viemParseUnits(value, decimals));
  });

  it.each(['', '.', '-', '-.', '1.2.3', '1e18', '0x10', ' 1', '1,5', '+1', 'abc', '--1'])(
    'rejects %j like viem does',
    (value) => {
      expect(() => viemParseUnits(value, 18)).toThrow();
      expect(() => parseUnits(value, 18)).toThrow(ValidationError);
    },
  );

  it.each(['.5', '5.', '-.000001'])(
    'rejects %j, which viem accepts: spec §5 wants digits before and after the point',
    (value) => {
      expect(() => viemParseUnits(value, 18)).not.toThrow();
      expect(() => parseUnits(value, 18)).toThrow(MESSAGES.invalidDecimal);
    },
  );

  it('rejects decimals that are not a non-negative integer', () => {
    expect(() => parseUnits('1', -1)).toThrow(ValidationError);
    expect(() => parseUnits('1', 1.5)).toThrow(ValidationError);
  });
});

describe("core's formatUnits agrees with viem", () => {
  it.each(FORMAT)('formats %s with %i decimals as viem does', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
    expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals));
  });

  it('round-trips with parseUnits', () => {
    for (const [value, decimals] of FORMAT)
      expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value);
  });

  it('rejects decimals that are not a non-negative integer', () => {
    expect(() => formatUnits(1n, -2)).toThrow(ValidationError);
  });
});
