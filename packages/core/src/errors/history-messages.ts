/**
 * Messages of the transaction history (spec §5), loaded with it.
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const transactionsWithoutAddress = 'Transactions cannot be fetched without an account address';
