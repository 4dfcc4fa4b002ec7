// The minimal WalletDock app: React + ConnectButton + the EVM adapter, Ethereum only. The page (index.html)
// announces one EIP-6963 test wallet, so the Connect view lists an installed wallet.
import { evmAdapter } from '@walletdock/adapter-evm';
import { createWalletDock, mainnet } from '@walletdock/core';
import { ConnectButton, WalletDockModal, WalletDockProvider } from '@walletdock/react';

const client = createWalletDock({
  projectId: 'bench',
  networks: [mainnet],
  adapters: [evmAdapter({ networks: [mainnet] })],
});

export default function App() {
  return (
    <WalletDockProvider client={client} modal={<WalletDockModal client={client} />}>
      <main>
        <ConnectButton />
      </main>
    </WalletDockProvider>
  );
}
