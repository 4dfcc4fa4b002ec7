/**
 * The text of a Solana transaction error as a node reports it in a signature status (`err`): a variant name
 * (`"InsufficientFundsForFee"`) or an object (`{ "InstructionError": [1, { "Custom": 1 }] }`), worded as the
 * Agave node's own messages ("Error processing Instruction 1: custom program error: 0x1"), so that the reason a
 * failed send shows is the one the explorer and the wallet show.
 */

const TRANSACTION_ERRORS: Readonly<Record<string, string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
};

const INSTRUCTION_ERRORS: Readonly<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  AccountNotRentExempt: 'An account does not have enough lamports to be rent-exempt',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
};

function json(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  } catch {
    return String(value);
  }
}

/** One instruction's error: a variant name, `{ Custom: n }` or `{ BorshIoError: text }`. */
function instructionErrorText(detail: unknown): string {
  if (typeof detail === 'string') return INSTRUCTION_ERRORS[detail] ?? detail;
  if (typeof detail === 'object' && detail !== null) {
    const { Custom, BorshIoError } = detail as { Custom?: unknown; BorshIoError?: unknown };
    if (typeof Custom === 'number') return `custom program error: 0x${Custom.toString(16)}`;
    if (BorshIoError !== undefined) {
      return `Failed to serialize or deserialize account data: ${String(BorshIoError)}`;
    }
  }
  return json(detail);
}

/** The reason of a failed transaction, from its status's `err`. */
export function transactionErrorReason(err: unknown): string {
  if (typeof err === 'string') return TRANSACTION_ERRORS[err] ?? err;
  if (typeof err === 'object' && err !== null) {
    const { InstructionError, InsufficientFundsForRent } = err as {
      InstructionError?: unknown;
      InsufficientFundsForRent?: { account_index?: unknown };
    };
    if (Array.isArray(InstructionError) && typeof InstructionError[0] === 'number') {
      return `Error processing Instruction ${InstructionError[0]}: ${instructionErrorText(InstructionError[1])}`;
    }
    if (InsufficientFundsForRent !== undefined) {
      return `Transaction results in an account (${String(InsufficientFundsForRent.account_index)}) with insufficient funds for rent`;
    }
  }
  return json(err);
}
