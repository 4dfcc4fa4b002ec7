const BPS = 10_000n;

/**
 * What a constant-product (x · y = k) pool pays for `amountIn`, its fee of `feeBps` staying in the pool — the
 * `TestSwapPool`'s `_amountOut`, in integers, rounded down as the contract does:
 * `out = in·(10000 − fee)·reserveOut / (reserveIn·10000 + in·(10000 − fee))`.
 * `0n` when the pool cannot pay anything (no liquidity, or a dust amount): the contract reverts with
 * `InsufficientLiquidity` then.
 */
export function constantProductOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * (BPS - BigInt(feeBps));
  return (withFee * reserveOut) / (reserveIn * BPS + withFee);
}

/** The least output a swap accepts: `quoted` less `slippageBps` basis points, rounded down. */
export function minimumOut(quoted: bigint, slippageBps: bigint): bigint {
  return (quoted * (BPS - slippageBps)) / BPS;
}
