/** Solana commitment levels accepted as `preflightCommitment` of sign-and-send (spec §5). */
export const PREFLIGHT_COMMITMENTS = Object.freeze([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const);

export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number];

/** True for one of the eight commitment names, exactly (case-sensitive: 'singleGossip'). */
export function isPreflightCommitment(value: unknown): value is PreflightCommitment {
  return typeof value === 'string' && (PREFLIGHT_COMMITMENTS as readonly string[]).includes(value);
}
