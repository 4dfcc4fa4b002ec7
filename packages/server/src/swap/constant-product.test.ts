import { describe, expect, it } from 'vitest';
import { constantProductOut, minimumOut } from './constant-product.js';

// The stack's seeded TestSwapPool: 1,000,000 DOCK (18 decimals) and 500,000 tUSD (6 decimals), 0.3 % fee.
const DOCK_RESERVE = 1_000_000n * 10n ** 18n;
const TUSD_RESERVE = 500_000n * 10n ** 6n;

describe('the constant-product quote', () => {
  it("pays what the reference's pool pays (the contract's formula, rounded down)", () => {
    // docs/services.md's example: 1 DOCK → 0.498499 tUSD.
    expect(constantProductOut(10n ** 18n, DOCK_RESERVE, TUSD_RESERVE, 30)).toBe(498_499n);
    expect(constantProductOut(1_000n * 10n ** 18n, DOCK_RESERVE, TUSD_RESERVE, 30)).toBe(498_003_490n);
    expect(constantProductOut(250n * 10n ** 6n, TUSD_RESERVE, DOCK_RESERVE, 30)).toBe(
      498_251_621_566_649_025_460n,
    );
  });

  it('keeps the fee in the pool: a fee-free pool pays more, and the product of the reserves never falls', () => {
    const amount = 5_000n * 10n ** 18n;
    const withFee = constantProductOut(amount, DOCK_RESERVE, TUSD_RESERVE, 30);
    expect(constantProductOut(amount, DOCK_RESERVE, TUSD_RESERVE, 0)).toBeGreaterThan(withFee);
    expect((DOCK_RESERVE + amount) * (TUSD_RESERVE - withFee)).toBeGreaterThanOrEqual(
      DOCK_RESERVE * TUSD_RESERVE,
    );
  });

  it('answers 0 where the contract reverts InsufficientLiquidity: a dust amount, an empty pool, nothing sold', () => {
    expect(constantProductOut(1_000n, DOCK_RESERVE, TUSD_RESERVE, 30)).toBe(0n);
    expect(constantProductOut(10n ** 18n, 0n, TUSD_RESERVE, 30)).toBe(0n);
    expect(constantProductOut(10n ** 18n, DOCK_RESERVE, 0n, 30)).toBe(0n);
    expect(constantProductOut(0n, DOCK_RESERVE, TUSD_RESERVE, 30)).toBe(0n);
  });

  it('applies the slippage to the minimum output, rounded down (1 % of the reference quote)', () => {
    expect(minimumOut(498_003_490n, 100n)).toBe((498_003_490n * 99n) / 100n);
    expect(minimumOut(498_003_490n, 0n)).toBe(498_003_490n);
    expect(minimumOut(1_000n, 5_000n)).toBe(500n);
  });
});
