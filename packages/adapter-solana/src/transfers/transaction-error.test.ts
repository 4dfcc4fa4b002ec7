import { describe, expect, it } from 'vitest';
import { transactionErrorReason } from './transaction-error.js';

describe('transactionErrorReason', () => {
  it('words an instruction error as the node does', () => {
    expect(transactionErrorReason({ InstructionError: [1, { Custom: 1 }] })).toBe(
      'Error processing Instruction 1: custom program error: 0x1',
    );
    expect(transactionErrorReason({ InstructionError: [0, { Custom: 6001 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1771',
    );
    expect(transactionErrorReason({ InstructionError: [0, 'InsufficientFunds'] })).toBe(
      'Error processing Instruction 0: insufficient funds for instruction',
    );
    expect(transactionErrorReason({ InstructionError: [2, { BorshIoError: 'Unknown' }] })).toBe(
      'Error processing Instruction 2: Failed to serialize or deserialize account data: Unknown',
    );
  });

  it('names an unlisted instruction error by its variant', () => {
    expect(transactionErrorReason({ InstructionError: [0, 'ReentrancyNotAllowed'] })).toBe(
      'Error processing Instruction 0: ReentrancyNotAllowed',
    );
  });

  it('words transaction errors, and shows anything else as JSON', () => {
    expect(transactionErrorReason('InsufficientFundsForFee')).toBe('Insufficient funds for fee');
    expect(transactionErrorReason('WouldExceedMaxBlockCostLimit')).toBe('WouldExceedMaxBlockCostLimit');
    expect(transactionErrorReason({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    );
    expect(transactionErrorReason({ DuplicateInstruction: 3 })).toBe('{"DuplicateInstruction":3}');
  });
});
