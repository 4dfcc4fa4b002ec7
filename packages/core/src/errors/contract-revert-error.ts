import { type DecodedRevert, decodeRevertData } from './decode-revert-data.js';
import { WalletDockError } from './walletdock-error.js';

/** Options of {@link ContractRevertError}. */
export type ContractRevertErrorOptions = {
  /** The revert data returned by the node (`0x…`); undefined or '0x' when there was none. */
  data?: string | undefined;
  cause?: unknown;
  details?: string | undefined;
};

/**
 * A contract call or transaction reverted (spec §8 "Contract reverts: decoded reason, Panic, zero data").
 * The short message says which: the `Error(string)` reason, the Solidity panic code with its meaning, that
 * no data came back, or that the contract raised a custom error (its selector is given).
 */
export class ContractRevertError extends WalletDockError {
  override name = 'ContractRevertError';
  /** The decoded revert data. */
  readonly revert: DecodedRevert;
  /** The `Error(string)` reason, when there was one. */
  readonly reason: string | undefined;
  /** The `Panic(uint256)` code, when it was a panic. */
  readonly panicCode: bigint | undefined;
  /** The raw revert data as received. */
  readonly data: string | undefined;

  constructor(options: ContractRevertErrorOptions = {}) {
    const revert = decodeRevertData(options.data);
    super(revertMessage(revert), { cause: options.cause, details: options.details });
    this.revert = revert;
    this.reason = revert.kind === 'reason' ? revert.reason : undefined;
    this.panicCode = revert.kind === 'panic' ? revert.panicCode : undefined;
    this.data = options.data;
  }
}

function revertMessage(revert: DecodedRevert): string {
  switch (revert.kind) {
    case 'reason':
      return `Execution reverted with reason: ${revert.reason}`;
    case 'panic': {
      const code = `0x${revert.panicCode.toString(16).padStart(2, '0')}`;
      return revert.panicReason === undefined
        ? `Execution reverted with panic code ${code}`
        : `Execution reverted with panic code ${code}: ${revert.panicReason}`;
    }
    case 'empty':
      return 'Execution reverted without data (no reason given, or the address has no contract code)';
    case 'custom':
      return `Execution reverted with custom error ${revert.selector}`;
    case 'malformed':
      return 'Execution reverted with undecodable data';
  }
}
