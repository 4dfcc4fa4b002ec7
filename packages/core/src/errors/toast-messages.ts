/**
 * The messages the modal translates (toasts, the embedded-wallet frame, sign-in, pairing; spec §8) and the
 * general ones. Always loaded with the modal.
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const tokenBalanceUnavailable = 'Token Balance Unavailable';
export const failedToFetchTransactions = 'Failed to fetch transactions';
export const signatureDeclined = 'Signature declined';
export const smartAccountsUnsupported = 'This application might not support Smart Accounts';
export const authInitFailed = 'A problem occurred while trying initialize authentication';
export const failedToDisconnect = 'Failed to disconnect';
export const siwxNotEnabled = 'SIWX is not enabled';
export const noActiveCaipAddress = 'No ActiveCaipAddress found';
export const rpcCallNotAllowed = 'Requested RPC call is not allowed';
export const actionNotAllowed = 'Action not allowed';
export const emailCooldown = (seconds: number) => `Please try again after ${seconds} seconds`;
export const frameDependencyFailed = 'Unable to load email login dependency';
export const requestAborted = 'Request was aborted';
export const somethingWentWrong = 'Something went wrong';
export const anErrorOccurred = 'An error occurred';
export const iframeLoadFailed = 'iframe_load_failed';
export const iframeRequestTimeout = 'iframe_request_timeout';
export const walletConnectPairingTimeout = 'WalletConnect did not create a pairing code in time';
/** The visitor refused a transaction in the wallet (a refused signature is 'Signature declined'). */
export const transactionDeclined = 'Transaction declined';
/** The app's verifier (or its server) refused a signed sign-in message. */
export const siwxVerificationFailed = 'The sign-in could not be verified';
