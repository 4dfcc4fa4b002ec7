import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../errors/message-texts.js';
import { maxSendAmount, type SendAmountCheck, sendAmountProblem, sendAmountUnits } from './send-amount.js';

const ETH = 10n ** 18n;
const base: SendAmountCheck = { amount: '1', decimals: 18, balance: 2n * ETH, native: true };
const fee = { fee: 21_000n * 10n ** 9n, reserve: 0n };

describe('send amount rules (spec §3, §5)', () => {
  it.each<[string, Partial<SendAmountCheck>, string | undefined]>([
    ['a valid amount', {}, undefined],
    ['the whole balance (no fee known yet)', { amount: '2' }, undefined],
    ['leading and trailing spaces', { amount: ' 1.5 ' }, undefined],
    ['not a number', { amount: 'abc' }, MESSAGES.invalidDecimal],
    ['an exponent', { amount: '1e3' }, MESSAGES.invalidDecimal],
    ['a leading dot', { amount: '.5' }, MESSAGES.invalidDecimal],
    ['a thousands separator', { amount: '1,000' }, MESSAGES.invalidDecimal],
    [
      'more fraction digits than the token has',
      { amount: '0.0000001', decimals: 6, balance: 10n ** 6n },
      MESSAGES.invalidDecimal,
    ],
    [
      'trailing zeros beyond the decimals',
      { amount: '1.0000000', decimals: 6, balance: 10n ** 6n },
      undefined,
    ],
    ['zero', { amount: '0' }, MESSAGES.sendAmountNotPositive],
    ['zero with a fraction', { amount: '0.000' }, MESSAGES.sendAmountNotPositive],
    ['a negative amount', { amount: '-1' }, MESSAGES.sendAmountNotPositive],
    ['above the balance', { amount: '2.000000000000000001' }, MESSAGES.sendAmountAboveBalance],
    ['the whole native balance once the fee is known', { amount: '2', fee }, MESSAGES.sendFeeAboveBalance],
    ['the native balance less the fee', { amount: '1.999979', fee }, undefined],
    ['a token whose fee the native balance pays', { native: false, nativeBalance: fee.fee, fee }, undefined],
    [
      'a token whose fee the native balance cannot pay',
      { native: false, nativeBalance: fee.fee - 1n, fee },
      MESSAGES.sendFeeAboveBalance,
    ],
    [
      'a token whose fee and new-account rent the native balance cannot pay',
      { native: false, nativeBalance: 2_039_280n + 4_999n, fee: { fee: 5_000n, reserve: 2_039_280n } },
      MESSAGES.sendFeeAboveBalance,
    ],
    ['a token with an unknown native balance', { native: false, fee }, undefined],
    [
      'SOL below the minimum a new account needs',
      {
        amount: '0.0001',
        decimals: 9,
        balance: 10n ** 9n,
        fee: { fee: 5_000n, reserve: 0n, minimumAmount: 890_880n },
      },
      MESSAGES.sendAmountBelowMinimum,
    ],
    [
      'SOL at the minimum',
      {
        amount: '0.00089088',
        decimals: 9,
        balance: 10n ** 9n,
        fee: { fee: 5_000n, reserve: 0n, minimumAmount: 890_880n },
      },
      undefined,
    ],
    // Solana: what the sender keeps is none or at least its rent-exempt minimum (890 880 lamports).
    ...(
      [
        ['SOL leaving 1 lamport', 10n ** 9n - 5_000n - 1n, MESSAGES.sendLeavesBelowMinimum],
        [
          'SOL leaving one lamport less than the minimum',
          10n ** 9n - 5_000n - 890_879n,
          MESSAGES.sendLeavesBelowMinimum,
        ],
        ['SOL leaving exactly the minimum', 10n ** 9n - 5_000n - 890_880n, undefined],
        ['SOL leaving nothing (Max)', 10n ** 9n - 5_000n, undefined],
      ] as const
    ).map(([name, lamports, message]): [string, Partial<SendAmountCheck>, string | undefined] => [
      name,
      {
        amount: (Number(lamports) / 1e9).toFixed(9),
        decimals: 9,
        balance: 10n ** 9n,
        fee: { fee: 5_000n, reserve: 0n, senderMinimumBalance: 890_880n },
      },
      message,
    ]),
    [
      'a token whose fee leaves SOL below the minimum',
      {
        native: false,
        nativeBalance: 890_000n + 5_000n,
        fee: { fee: 5_000n, reserve: 0n, senderMinimumBalance: 890_880n },
      },
      MESSAGES.sendLeavesBelowMinimum,
    ],
  ])('%s', (_case, change, expected) => {
    expect(sendAmountProblem({ ...base, ...change })).toBe(expected);
  });

  it('reads amounts exactly in the smallest unit', () => {
    expect(sendAmountUnits('0.5', 18)).toBe(ETH / 2n);
    expect(sendAmountUnits('1.000001', 6)).toBe(1_000_001n);
    expect(sendAmountUnits('1.0000001', 6)).toBeUndefined();
    expect(sendAmountUnits('', 6)).toBeUndefined();
  });
});

describe('Max (spec §3)', () => {
  it('is the whole balance of a token, whatever the fee', () => {
    expect(maxSendAmount({ balance: 5_000_000n, native: false, fee })).toBe(5_000_000n);
  });

  it('leaves the fee on eip155', () => {
    expect(maxSendAmount({ balance: 2n * ETH, native: true, fee })).toBe(2n * ETH - fee.fee);
  });

  it('leaves the fee and the reserve on solana', () => {
    expect(
      maxSendAmount({ balance: 10n ** 9n, native: true, fee: { fee: 5_000n, reserve: 2_039_280n } }),
    ).toBe(10n ** 9n - 5_000n - 2_039_280n);
  });

  it('is never below 0', () => {
    expect(maxSendAmount({ balance: 1_000n, native: true, fee })).toBe(0n);
    expect(maxSendAmount({ balance: fee.fee, native: true, fee })).toBe(0n);
  });
});
