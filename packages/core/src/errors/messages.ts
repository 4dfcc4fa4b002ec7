/**
 * Every message of the spec's error catalogue (§8, §5), as named constants used by code and tests alike.
 * Messages with a placeholder are functions.
 */
export const MESSAGES = {
  // Toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  failedToDisconnect: 'Failed to disconnect',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,

  // Embedded-wallet frame
  frameDependencyFailed: 'Unable to load email login dependency',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  anErrorOccurred: 'An error occurred',
  iframeLoadFailed: 'iframe_load_failed',
  iframeRequestTimeout: 'iframe_request_timeout',

  // WalletDock's own (not in the spec's catalogue)
  walletConnectPairingTimeout: 'WalletConnect did not create a pairing code in time',
  /** The visitor refused a transaction in the wallet (a refused signature is 'Signature declined'). */
  transactionDeclined: 'Transaction declined',
  /** A sign-in message (ERC-4361 / CAIP-122) with a missing or malformed part. */
  invalidSiwxMessage: (part: string, problem: string) => `Invalid sign-in message: ${part} ${problem}`,
  /** The app's verifier (or its server) refused a signed sign-in message. */
  siwxVerificationFailed: 'The sign-in could not be verified',
  /** Sign-in needs the page's domain and URI: outside a browser the app passes them. */
  siwxDomainUnknown: 'Sign-in needs a domain and a URI: pass them to createSiwx outside a browser',

  // Thrown
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  chainNotSupported: 'Chain is not supported',
  adapterNotFound: 'Adapter not found',
  chainAdapterNotFound: 'Chain adapter not found',
  networkControllerClientNotSet: 'NetworkController client not set',
  connectionControllerClientNotSet: 'ConnectionController client not set',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  unsupportedChain: 'Unsupported chain',
  adapterForNamespaceMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,

  // Connector
  chainNotConfigured: 'Chain not configured',
  connectorAlreadyConnected: 'Connector already connected',
  connectorNotConnected: 'Connector not connected',
  accountNotFound: 'Account not found',
  chainMismatch: 'Chain mismatch',

  // Validation (§5)
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  invalidDecimal: 'Number is not a valid decimal number',
  invalidChainId: 'Invalid chainId',
  transactionsWithoutAddress: 'Transactions cannot be fetched without an account address',
  invalidAppConfigurationSiwx: 'Cannot set both `siweConfig` and `siwx` options',
} as const;

/** Alerts: each is shown at most once per client (spec §8). */
export const ALERTS = {
  networkNotFound: { id: 'NETWORK_NOT_FOUND', title: 'Network Not Found' },
  invalidAppConfiguration: { id: 'INVALID_APP_CONFIGURATION', title: 'Invalid App Configuration' },
  embeddedWalletLoadFailed: {
    id: 'EMBEDDED_WALLET_LOAD_FAILED',
    title: 'Network Error - Could not load embedded wallet',
  },
  embeddedWalletTimeout: { id: 'EMBEDDED_WALLET_TIMEOUT', title: 'Embedded Wallet Request Timed Out' },
  sessionExpired: { id: 'SESSION_EXPIRED', title: 'Session Expired' },
  projectIdNotConfigured: { id: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' },
} as const;

export type AlertId = (typeof ALERTS)[keyof typeof ALERTS]['id'];
