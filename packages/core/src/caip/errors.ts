import { WalletDockError, type WalletDockErrorOptions } from '../errors/walletdock-error.js';

/**
 * A string is not a CAIP-2 network id WalletDock can use (malformed, or of a namespace WalletDock does not
 * support). `details` says which input and why.
 */
export class InvalidCaipNetworkIdError extends WalletDockError {
  override name = 'InvalidCaipNetworkIdError';
  constructor(input: unknown, reason: string, options: Omit<WalletDockErrorOptions, 'details'> = {}) {
    super('Invalid CAIP-2 network id', { ...options, details: `${describeInput(input)}: ${reason}` });
  }
}

/** A string is not a CAIP-10 account id WalletDock can use. `details` says which input and why. */
export class InvalidCaipAddressError extends WalletDockError {
  override name = 'InvalidCaipAddressError';
  constructor(input: unknown, reason: string, options: Omit<WalletDockErrorOptions, 'details'> = {}) {
    super('Invalid CAIP-10 account id', { ...options, details: `${describeInput(input)}: ${reason}` });
  }
}

const MAX_SHOWN_INPUT = 140;

/** The input as a short, printable string (hostile inputs can be huge or not strings at all). */
export function describeInput(input: unknown): string {
  if (typeof input !== 'string') return `a value of type ${input === null ? 'null' : typeof input}`;
  const shown = input.length > MAX_SHOWN_INPUT ? `${input.slice(0, MAX_SHOWN_INPUT)}…` : input;
  return JSON.stringify(shown);
}
