import { isPreflightCommitment, type PreflightCommitment } from '@walletdock/core';
import { InvalidPreflightCommitmentError } from '../errors.js';

/** The three commitments of the Wallet Standard's Solana features. */
export type StandardCommitment = 'processed' | 'confirmed' | 'finalized';

/**
 * The Wallet Standard commitment of a spec commitment: the legacy names are web3.js's deprecated aliases
 * (recent → processed; single, singleGossip → confirmed; root, max → finalized).
 */
const STANDARD_COMMITMENT: Readonly<Record<PreflightCommitment, StandardCommitment>> = Object.freeze({
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
});

/**
 * Checks a `preflightCommitment` against the spec's list (§5: processed, confirmed, finalized, recent, single,
 * singleGossip, root, max — case-sensitive). `undefined` passes (the wallet's default).
 *
 * @throws {InvalidPreflightCommitmentError} (a `ValidationError`) for anything else.
 */
export function assertPreflightCommitment(value: unknown): asserts value is PreflightCommitment | undefined {
  if (value !== undefined && !isPreflightCommitment(value)) throw new InvalidPreflightCommitmentError(value);
}

/** The Wallet Standard commitment to pass to a wallet for a (validated) spec commitment. */
export function toStandardCommitment(value: PreflightCommitment): StandardCommitment {
  return STANDARD_COMMITMENT[value];
}
