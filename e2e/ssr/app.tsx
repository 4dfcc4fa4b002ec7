import { evmAdapter } from '@walletdock/adapter-evm';
import { createWalletDock, defineNetwork, type StorageBackend } from '@walletdock/core';
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  WalletDockButtonStyles,
  WalletDockModal,
  WalletDockProvider,
} from '@walletdock/react';
import { type ReactNode, useState } from 'react';
import type { SsrAppConfig } from './config.js';

export type AppProps = {
  config: SsrAppConfig;
  /** Memory on the server (it knows nothing of the visitor), `localStorage` in the browser. */
  storage: StorageBackend;
};

/** The app rendered with `renderToString` in Node (server.tsx) and hydrated in the browser (client.tsx). */
export function App({ config, storage }: AppProps): ReactNode {
  const [client] = useState(() => {
    const { chain } = config;
    const networks = [
      defineNetwork({
        id: chain.chainId,
        caipNetworkId: chain.caipNetworkId,
        name: chain.name,
        nativeCurrency: { ...chain.nativeCurrency },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        testnet: true,
      }),
    ] as const;
    return createWalletDock({
      projectId: config.projectId,
      networks,
      adapters: [evmAdapter({ networks })],
      storage,
    });
  });
  return (
    <WalletDockProvider client={client} modal={<WalletDockModal client={client} />}>
      <WalletDockButtonStyles />
      <header>
        <ConnectButton whenConnected="hide" />
        <AccountButton />
        <NetworkButton />
      </header>
    </WalletDockProvider>
  );
}
