import { errorChain, numericCode, symbolicCode } from './error-chain.js';
import { UserRejectedRequestError } from './user-rejected-request-error.js';

/**
 * The codes that mean "the visitor said no": EIP-1193 4001, and WalletConnect's USER_REJECTED (5000),
 * which WalletConnect wallets return when a session proposal or request is rejected.
 */
export const USER_REJECTION_CODES: readonly number[] = Object.freeze([UserRejectedRequestError.code, 5000]);

/** Symbolic codes libraries use for a rejection (ethers v6: 'ACTION_REJECTED'). */
export const USER_REJECTION_SYMBOLS: readonly string[] = Object.freeze(['ACTION_REJECTED']);

/**
 * True when the visitor rejected the request: some error in the cause chain (`cause`,
 * `data.originalError`, `error`, `info.error`, …) has code 4001 (or '4001'), WalletConnect's 5000, or
 * code 'ACTION_REJECTED'. Messages are not parsed.
 */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some((item) => {
    const code = numericCode(item);
    if (code !== undefined && USER_REJECTION_CODES.includes(code)) return true;
    const symbol = symbolicCode(item);
    return symbol !== undefined && USER_REJECTION_SYMBOLS.includes(symbol);
  });
}
