/**
 * Messages of the send inputs' validation (spec §5), loaded with send. (The amount-and-receiver one is in
 * thrown-messages.ts: the adapters' transfers use it too, and a module of its own would be one more chunk.)
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const tokenRequired = 'A token is required';
export const unsupportedChain = 'Unsupported chain';
export const invalidReceiverAddress = 'Invalid receiver address';
export const sendAmountNotPositive = 'The amount must be greater than 0';
export const sendAmountAboveBalance = 'The amount is more than your balance';
export const sendFeeAboveBalance = 'Not enough balance left to pay the network fee';
export const sendAmountBelowMinimum = 'The amount is below the minimum a new account needs';
export const sendLeavesBelowMinimum =
  'The amount would leave less than the minimum balance your account must keep';
export const sendFeeEstimateFailed = 'The network fee could not be estimated';
export const sendNameNotResolved = 'No address found for this name';
export const transactionReverted = 'The transaction failed on the network';
