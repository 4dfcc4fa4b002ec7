import { ValidationError } from '../errors/validation-error.js';
import { isEvmAddress } from './evm-address.js';
import { isHex } from './hex.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/** One storage slot override. */
export type StorageOverride = { slot: string; value: string };

/** The override of one account for `eth_call` / `eth_estimateGas`. */
export type StateOverrideEntry = {
  address: string;
  balance?: bigint | undefined;
  nonce?: number | undefined;
  code?: string | undefined;
  /** Replaces the whole storage of the account. */
  state?: readonly StorageOverride[] | undefined;
  /** Changes only the given slots. */
  stateDiff?: readonly StorageOverride[] | undefined;
};

/** A state override set: at most one entry per address. */
export type StateOverride = readonly StateOverrideEntry[];

/**
 * Checks a state override (spec §5): each address valid and present once (compared case-insensitively);
 * `state` and `stateDiff` not both on one entry; every slot and value exactly 32 bytes of hex.
 *
 * @throws {ValidationError} naming the broken rule.
 */
export function assertStateOverride(override: unknown): asserts override is StateOverride {
  if (!Array.isArray(override)) {
    throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(override));
  }
  const seen = new Set<string>();
  for (const entry of override as unknown[]) {
    const { address, state, stateDiff } = (entry ?? {}) as {
      address?: unknown;
      state?: unknown;
      stateDiff?: unknown;
    };
    if (!isEvmAddress(address)) throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
    const key = address.toLowerCase();
    if (seen.has(key)) throw new ValidationError(VALIDATION_MESSAGES.duplicateStateOverrideAddress(address));
    seen.add(key);
    if (state !== undefined && stateDiff !== undefined) {
      throw new ValidationError(VALIDATION_MESSAGES.stateAndStateDiff);
    }
    assertSlots(state ?? stateDiff ?? []);
  }
}

function assertSlots(slots: unknown): void {
  if (!Array.isArray(slots)) throw new ValidationError(VALIDATION_MESSAGES.invalidStateOverrideSlot(slots));
  for (const item of slots as unknown[]) {
    const { slot, value } = (item ?? {}) as { slot?: unknown; value?: unknown };
    if (!isHex(slot, { bytes: 32 })) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidStateOverrideSlot(slot));
    }
    if (!isHex(value, { bytes: 32 })) {
      throw new ValidationError(VALIDATION_MESSAGES.invalidStateOverrideValue(value));
    }
  }
}
