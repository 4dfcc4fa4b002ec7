/**
 * Messages of the send inputs' validation (spec §5), loaded with send. (The amount-and-receiver one is in
 * thrown-messages.ts: the adapters' transfers use it too, and a module of its own would be one more chunk.)
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const tokenRequired = 'A token is required';
export const unsupportedChain = 'Unsupported chain';
