import type { Message } from '../types.js';

/**
 * The English catalogue: the source of every key and of each message's placeholders. Every string the modal
 * and buttons show goes through it. Placeholders are `{name}`; count messages are objects keyed by plural
 * category and use `{count}`. Product names (WalletConnect, WalletDock) are never translated.
 */
export const en = {
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
  'footer.poweredBy': 'Powered by WalletDock',

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

  // ConnectingExternal
  'connectingExternal.waiting': 'Waiting for {wallet}',
  'connectingExternal.continueIn': 'Continue in {wallet}',
  'connectingExternal.acceptRequest': 'Accept the connection request in your wallet',
  'connectingExternal.retry': 'Try again',
  'connectingExternal.signatureDeclined': 'Signature declined',
  'connectingExternal.connectionDeclined': 'Connection declined',
  'connectingExternal.notInstalled': '{wallet} is not installed',

  // AllWallets
  'allWallets.title': 'All Wallets',
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.noResults': 'No wallet found',
  'allWallets.noResultsFor': 'No wallet found for “{query}”',
  'allWallets.count': { one: '{count} wallet', other: '{count} wallets' },
  'allWallets.loading': 'Loading wallets',
  'allWallets.loadFailed': 'Could not load wallets',
  // Failed wallet directory reads (each with a "Try again" button)
  'allWallets.searchFailed': 'Could not search wallets',
  'connect.directoryFailed': 'Could not load wallets',

  // ConnectingWalletConnectBasic
  'walletConnect.title': 'WalletConnect',
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.qrLabel': 'QR code to connect with WalletConnect',
  'walletConnect.generating': 'Generating QR code…',
  'walletConnect.copyLink': 'Copy link',
  'walletConnect.copied': 'Link copied',
  'walletConnect.expired': 'This link has expired',
  'walletConnect.refresh': 'Refresh',
  'walletConnect.openInWallet': 'Open in wallet',
  'walletConnect.openIn': 'Open in {wallet}',

  // Account
  'account.title': 'Account',
  'account.copyAddress': 'Copy address',
  'account.addressCopied': 'Address copied',
  'account.disconnect': 'Disconnect',
  'account.disconnecting': 'Disconnecting…',
  'account.balance': 'Balance',
  'account.balanceLoading': 'Loading balance',
  'account.balanceHidden': 'Balance hidden',
  'account.showBalance': 'Show balance',
  'account.hideBalance': 'Hide balance',
  'account.viewOnExplorer': 'View on explorer',
  'account.viewOnNamedExplorer': 'View on {explorer}',
  'account.tabs': 'Account sections',
  'account.tabTokens': 'Tokens',
  'account.tabNfts': 'NFTs',
  'account.tabActivity': 'Activity',
  'account.tokensEmpty': 'No tokens yet',
  'account.tokensEmptyHint': 'Tokens you receive will appear here',
  'account.nftsEmpty': 'No NFTs yet',
  'account.nftsEmptyHint': 'NFTs you collect will appear here',
  'account.activityEmpty': 'No activity yet',
  'account.activityEmptyHint': 'Your transactions will appear here',
  'account.activitySent': 'Sent',
  'account.activityReceived': 'Received',
  'account.activityApproved': 'Approved',
  'account.activityMinted': 'Minted',
  'account.activitySwapped': 'Swapped',
  'account.activityExecuted': 'Executed',
  'account.activityPending': 'Pending',
  'account.activityFailed': 'Failed',
  'account.switchNetwork': 'Switch network',

  // Networks
  'networks.title': 'Choose Network',
  'networks.testnet': 'Testnet',
  'networks.current': 'Connected',
  'networks.switching': 'Switching to {network}…',
  'networks.switchInWallet': 'Approve the network switch in your wallet',
  'networks.switchFailed': 'Could not switch network',

  // UnsupportedChain
  'unsupportedChain.title': 'Switch Network',
  'unsupportedChain.explanation':
    'This app doesn’t support your current network. Switch to an available network to continue.',
  'unsupportedChain.switchNetwork': 'Switch network',
  'unsupportedChain.disconnect': 'Disconnect',

  // Titles of the other views (the modal header)
  'siwe.title': 'Sign In',
  'farcaster.title': 'Farcaster',
  'approveTransaction.title': 'Approve Transaction',
  'registerAccountName.title': 'Choose Name',
  'registerAccountNameSuccess.title': 'Name Registered',
  'swap.title': 'Swap',

  // Toasts (spec §8, the messages a visitor sees)
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss',
  'toast.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'toast.failedToFetchTransactions': 'Failed to fetch transactions',
  'toast.signatureDeclined': 'Signature declined',
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
  'networks.namespace.eip155': 'EVM',
  'networks.namespace.solana': 'Solana',
  'networks.namespace.bip122': 'Bitcoin',
  'networks.namespace.polkadot': 'Polkadot',
  'networks.namespace.cosmos': 'Cosmos',
  'networks.available': 'Available networks',
  'account.nftsFailed': 'Could not load NFTs',
  'account.activityTo': 'To {address}',
  'account.activityFrom': 'From {address}',
  'account.disconnectAll': 'Disconnect all',
  'account.connectedAccounts': 'Connected accounts',
  // Account: wallet requests waiting for the wallet (views/account/pending-request.tsx)
  'account.pendingRequests': 'Pending wallet requests',
  'account.pendingConfirm': 'Confirm the request in your wallet',
  'account.pendingSignMessage': 'Sign a message',
  'account.pendingSendTransaction': 'Send a transaction',
  'account.cancelRequest': 'Cancel request',
  'namespacePicker.title': 'Select Chain',
  'namespacePicker.description': '{wallet} supports several chains. Choose the one to connect.',
  'namespacePicker.evm': 'EVM networks',
  'namespacePicker.connected': 'Connected',
  // Toasts and list states (issue 12)
  'connectingExternal.rejectedHint': 'You rejected the request in your wallet. Try again?',
  'connectingExternal.pendingHint':
    'A previous request is still open in your wallet. Answer it there, then try again.',
  'account.tokensFailed': 'Could not load tokens',
  'account.activityLoadFailed': 'Could not load activity',
  // Newcomer help, mobile WalletConnect, unsupported networks (issue 12)
  'connect.noWallet': 'I don’t have a wallet',
  'whatIsAWallet.title': 'What is a wallet?',
  'whatIsAWallet.homeTitle': 'A home for your digital assets',
  'whatIsAWallet.homeBody':
    'A wallet lets you send, receive, keep and show digital assets such as tokens and NFTs.',
  'whatIsAWallet.loginTitle': 'A new way to sign in',
  'whatIsAWallet.loginBody':
    'Instead of a new account and password for every website, you connect your wallet.',
  'whatIsAWallet.controlTitle': 'You stay in control',
  'whatIsAWallet.controlBody':
    'Nothing happens without you: your wallet asks before every signature or payment.',
  'whatIsAWallet.getWallet': 'Get a wallet',
  'getWallet.title': 'Get a Wallet',
  'getWallet.intro': 'Popular wallets to start with. Install one, then come back and connect it.',
  'getWallet.chromeStore': 'Extension',
  'getWallet.webapp': 'Web app',
  'getWallet.homepage': 'Website',
  'getWallet.empty': 'No wallets to suggest right now',
  'getWallet.emptyHint': 'Any wallet that supports WalletConnect works here.',
  'getWallet.haveWallet': 'I have a wallet now',
  'walletConnect.chooseWallet': 'Choose the wallet app to open',
  'walletConnect.showQr': 'Show QR code',
  'walletConnect.hideQr': 'Hide QR code',
  'account.nftsUnsupported': 'NFTs aren’t shown on this network',
  'account.nftsUnsupportedHint': 'Your wallet app shows the NFTs you hold.',
  'account.activityUnsupported': 'Activity isn’t shown on this network',
  'account.activityUnsupportedHint': 'Your wallet app lists your transactions.',
  'unsupportedChain.current': 'Your wallet is on {network}',
  'unsupportedChain.unknownNetwork': 'an unknown network (chain ID {id})',
  // Token rows: the screen-reader labels of the holding's value and of the unit price (issue 12)
  'account.tokenValueLabel': 'Value',
  'account.tokenPriceLabel': 'Price',
} as const satisfies Record<string, Message>;
