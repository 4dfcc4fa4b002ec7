import {
  type FailedTransactionMetadata,
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js';

/**
 * A transaction error as a Solana node serialises it in JSON-RPC answers (`err` of statuses and simulations):
 * a variant name (`"BlockhashNotFound"`) or an object (`{ "InstructionError": [0, { "Custom": 1 }] }`).
 */
export type TransactionErrorJson = string | Record<string, unknown>;

// Variant names in LiteSVM's numbering (litesvm 0.8 `TransactionErrorFieldless`, `InstructionErrorFieldless`).
const TRANSACTION_ERRORS = Object.freeze(
  (
    'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee ' +
    'InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee ' +
    'InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance ' +
    'AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount ' +
    'WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks ' +
    'AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData ' +
    'InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit ' +
    'WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded ' +
    'InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'
  ).split(' '),
);
const INSTRUCTION_ERRORS = Object.freeze(
  (
    'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall ' +
    'InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized ' +
    'UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ' +
    'ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ' +
    'ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable ' +
    'AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ' +
    'ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId ' +
    'CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ' +
    'ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ' +
    'ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ' +
    'ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded ' +
    'MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'
  ).split(' '),
);

/** The Display texts of the Agave node for the errors a dApp commonly meets (others show their name). */
const TRANSACTION_ERROR_TEXT: Readonly<Record<string, string>> = Object.freeze({
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
});
const INSTRUCTION_ERROR_TEXT: Readonly<Record<string, string>> = Object.freeze({
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
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
});

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>;

/** Converts LiteSVM's error of a failed transaction to the node's JSON form. */
export function transactionErrorJson(error: LiteSvmError): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError(${error})`;
  if (error instanceof TransactionErrorInstructionError) {
    const inner = error.err();
    let detail: string | Record<string, unknown>;
    if (typeof inner === 'number') detail = INSTRUCTION_ERRORS[inner] ?? `InstructionError(${inner})`;
    else if (inner instanceof InstructionErrorCustom) detail = { Custom: inner.code };
    else if (inner instanceof InstructionErrorBorshIo) detail = { BorshIoError: inner.msg };
    else detail = String(inner);
    return { InstructionError: [error.index, detail] };
  }
  if (error instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: error.index };
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } };
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
  }
  return String(error);
}

/** The node's human-readable text of a transaction error (as in "Transaction simulation failed: <text>"). */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_TEXT[error] ?? error;
  const instruction = error.InstructionError;
  if (Array.isArray(instruction)) {
    const [index, detail] = instruction as [number, unknown];
    let text: string;
    if (typeof detail === 'string') text = INSTRUCTION_ERROR_TEXT[detail] ?? detail;
    else if (typeof detail === 'object' && detail !== null && 'Custom' in detail) {
      text = `custom program error: 0x${Number((detail as { Custom: number }).Custom).toString(16)}`;
    } else text = JSON.stringify(detail);
    return `Error processing Instruction ${index}: ${text}`;
  }
  const rent = error.InsufficientFundsForRent as { account_index: number } | undefined;
  if (rent !== undefined) {
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(error);
}

/**
 * Whether a transaction failing with this error is recorded on the ledger (its fee charged, its status
 * queryable). Others (bad signature, unknown blockhash, fee payer unable to pay, …) are dropped by a node.
 */
export function landsOnChain(error: TransactionErrorJson): boolean {
  if (typeof error === 'string') return false;
  return (
    'InstructionError' in error ||
    'InsufficientFundsForRent' in error ||
    'DuplicateInstruction' in error ||
    'ProgramExecutionTemporarilyRestricted' in error
  );
}
