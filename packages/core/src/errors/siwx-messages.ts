/**
 * Messages of the sign-in feature and the default SIWX (spec §8; WalletDock's own), loaded with sign-in.
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
/** A sign-in message (ERC-4361 / CAIP-122) with a missing or malformed part. */
export const invalidSiwxMessage = (part: string, problem: string) =>
  `Invalid sign-in message: ${part} ${problem}`;
/** Sign-in needs the page's domain and URI: outside a browser the app passes them. */
export const siwxDomainUnknown =
  'Sign-in needs a domain and a URI: pass them to createSiwx outside a browser';
export const connectionControllerClientNotSet = 'ConnectionController client not set';
