import type { Message } from '../types.js';

/**
 * English, the part the always-loaded code shows: the buttons, the modal's frame (header, titles, toasts,
 * alerts), the Connect view, and the relative times. The rest (the other views' texts) is `enViews`
 * (en-views.ts), which the views bring with them; `en` (en.ts) is both, the source of every key.
 */
export const enShell = {
  // Buttons
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.openAccount': 'Open account {address}',
  'button.openNetworks': 'Switch network, current network {network}',
  'button.unknownNetwork': 'Unknown network',
  'button.wrongNetwork': 'Wrong network',

  // Header and frame
  'header.back': 'Back',
  'header.close': 'Close',
  'modal.label': 'Wallet connection',

  // Common
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.cancel': 'Cancel',
  'common.copied': 'Copied',

  // Connect
  'connect.title': 'Connect Wallet',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.recommended': 'Recommended',
  'connect.allWallets': 'All Wallets',
  'connect.allWalletsCount': { one: '{count} wallet', other: '{count} wallets' },
  'connect.allWalletsBadge': '{count}+',
  'connect.qrCode': 'QR code',
  'connect.or': 'or',
  'connect.emailLabel': 'Email address',
  'connect.emailPlaceholder': 'Email',
  'connect.emailSubmit': 'Continue',
  'connect.socialContinueWith': 'Continue with {provider}',
  'connect.socialMore': 'More sign-in options',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.noWallets': 'No wallets available',
  'connectingExternal.continueIn': 'Continue in {wallet}',

  // AllWallets
  'allWallets.title': 'All Wallets',
  'connect.directoryFailed': 'Could not load wallets',

  // ConnectingWalletConnectBasic
  'walletConnect.title': 'WalletConnect',

  // Account
  'account.title': 'Account',

  // Networks
  'networks.title': 'Choose Network',

  // UnsupportedChain
  'unsupportedChain.title': 'Switch Network',

  // Titles of the other views (the modal header)
  'siwe.title': 'Sign In',
  'farcaster.title': 'Farcaster',
  'approveTransaction.title': 'Approve Transaction',
  'registerAccountName.title': 'Choose Name',
  'registerAccountNameSuccess.title': 'Name Registered',
  'swap.title': 'Swap',
  'send.title': 'Send',
  'sendSelectToken.title': 'Select Token',
  'sendPreview.title': 'Review Send',
  'receive.title': 'Receive',

  // Toasts (spec §8, the messages a visitor sees)
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss',
  'toast.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'toast.failedToFetchTransactions': 'Failed to fetch transactions',
  'toast.signatureDeclined': 'Signature declined',
  'toast.transactionDeclined': 'Transaction declined',
  'toast.failedToDisconnect': 'Failed to disconnect',
  'toast.emailCooldown': {
    one: 'Please try again after {count} second',
    other: 'Please try again after {count} seconds',
  },
  'toast.smartAccountsUnsupported': 'This application might not support Smart Accounts',
  'toast.authInitFailed': 'A problem occurred while trying to initialize authentication',
  'toast.frameDependencyFailed': 'Unable to load email login dependency',
  'toast.requestAborted': 'Request was aborted',
  'toast.somethingWentWrong': 'Something went wrong',
  'toast.walletConnectPairingTimeout': 'WalletConnect did not create a pairing code in time',
  'toast.anErrorOccurred': 'An error occurred',
  'toast.rpcCallNotAllowed': 'Requested RPC call is not allowed',
  'toast.actionNotAllowed': 'Action not allowed',

  // Alerts (spec §8, titles by core's alert id)
  'alert.NETWORK_NOT_FOUND': 'Network Not Found',
  'alert.INVALID_APP_CONFIGURATION': 'Invalid App Configuration',
  'alert.EMBEDDED_WALLET_LOAD_FAILED': 'Network Error - Could not load embedded wallet',
  'alert.EMBEDDED_WALLET_TIMEOUT': 'Embedded Wallet Request Timed Out',
  'alert.SESSION_EXPIRED': 'Session Expired',
  'alert.PROJECT_ID_NOT_CONFIGURED': 'Project ID Not Configured',
  'alert.dismiss': 'Dismiss',

  // Relative time, shortened (spec §9)
  'time.sec': { one: '{count} sec', other: '{count} sec' },
  'time.min': { one: '{count} min', other: '{count} min' },
  'time.hr': { one: '{count} hr', other: '{count} hr' },
  'time.d': { one: '{count} d', other: '{count} d' },
  'time.mo': { one: '{count} mo', other: '{count} mo' },
  'time.yr': { one: '{count} yr', other: '{count} yr' },
  'common.loadMore': 'Load more',
  'connectingExternal.title': 'Connecting',
  'namespacePicker.title': 'Select Chain',
  // Newcomer help, mobile WalletConnect, unsupported networks
  'connect.noWallet': 'I don’t have a wallet',
  'whatIsAWallet.title': 'What is a wallet?',
  'getWallet.title': 'Get a Wallet',
  'toast.siwxNotEnabled': 'SIWX is not enabled',
  'toast.noActiveCaipAddress': 'No ActiveCaipAddress found',
  'toast.siwxVerificationFailed': 'The sign-in could not be verified',
} as const satisfies Record<string, Message>;
