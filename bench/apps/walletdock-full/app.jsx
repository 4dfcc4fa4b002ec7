// The full-feature WalletDock app: what a real dApp that turns everything on ships. Both adapters (EVM with
// WalletConnect, Solana with WalletConnect), two EVM networks and Solana, every feature flag on, sign-in for every
// namespace (`siwx: createSiwx()`), a custom theme, the wallet directory and the Blockchain API on loopback (the
// testing stack's services port; the bench aborts off-origin requests, so they fail fast), tokens for the RPC
// balance fallback, custom and featured wallets, and a page with the Connect button and the Account button.
// The page (index.html) announces the same EIP-6963 test wallet as the minimal app's.
//
// Nothing here is tuned for the bench: what the modal does not need until it opens must stay lazy in the product.
import { evmAdapter } from '@walletdock/adapter-evm';
import { solanaAdapter } from '@walletdock/adapter-solana';
import { arbitrum, base, createSiwx, createWalletDock, mainnet, solana } from '@walletdock/core';
import { AccountButton, ConnectButton, WalletDockModal, WalletDockProvider } from '@walletdock/react';

/** The testing stack's services server (packages/testing) and its WalletConnect relay, on loopback. */
const SERVICES_URL = 'http://127.0.0.1:8547';
const RELAY_URL = 'ws://127.0.0.1:8546';

const metadata = {
  name: 'Bench dApp',
  description: 'The full-feature WalletDock bench app',
  url: 'https://bench.walletdock.invalid',
  icons: [],
};
const evmNetworks = [mainnet, base, arbitrum];

const client = createWalletDock({
  projectId: 'bench',
  networks: [...evmNetworks, solana],
  defaultNetwork: mainnet,
  metadata,
  adapters: [
    evmAdapter({
      networks: evmNetworks,
      walletConnect: { relayUrl: RELAY_URL, metadata, storagePrefix: 'bench-evm' },
    }),
    solanaAdapter({
      networks: [solana],
      walletConnect: { relayUrl: RELAY_URL, metadata, storagePrefix: 'bench-solana' },
    }),
  ],
  features: {
    swaps: true,
    onramp: true,
    receive: true,
    send: true,
    email: true,
    socials: ['google', 'github', 'apple', 'discord', 'x', 'farcaster', 'facebook'],
    history: true,
    analytics: true,
    allWallets: true,
    smartSessions: true,
    collapseWallets: true,
    pay: true,
    legalCheckbox: true,
  },
  siwx: createSiwx({ statement: 'Sign in to the Bench dApp' }),
  themeMode: 'light',
  themeVariables: {
    accent: '#0b7a6e',
    background: '#fbfaf7',
    fontFamily: 'Georgia, serif',
    fontSizeBase: '11px',
    borderRadius: '8px',
    modalWidth: '380px',
    zIndex: 2000,
  },
  services: { blockchainApiUrl: SERVICES_URL, walletDirectoryUrl: SERVICES_URL, timeoutMs: 5_000 },
  tokens: {
    [mainnet.caipNetworkId]: [
      { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 },
    ],
  },
  featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
  customWallets: [
    { id: 'bench-custom', name: 'Bench Custom Wallet', webappLink: 'https://wallet.bench.invalid' },
  ],
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  enableWalletConnect: true,
});

export default function App() {
  return (
    <WalletDockProvider client={client} modal={<WalletDockModal client={client} />}>
      <header>
        <ConnectButton whenConnected="hide" />
        <AccountButton />
      </header>
    </WalletDockProvider>
  );
}
