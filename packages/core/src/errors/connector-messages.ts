/**
 * Messages of connector errors (spec §8 "Connector"), thrown by the adapters and the adapter kit.
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const chainNotConfigured = 'Chain not configured';
export const connectorAlreadyConnected = 'Connector already connected';
export const connectorNotConnected = 'Connector not connected';
export const accountNotFound = 'Account not found';
export const chainMismatch = 'Chain mismatch';
