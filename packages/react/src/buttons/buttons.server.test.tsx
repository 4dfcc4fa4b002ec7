// @vitest-environment node
import { createWalletDock, mainnet, memoryStorage } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { AccountButton } from './account-button.js';
import { ConnectButton } from './connect-button.js';
import { NetworkButton } from './network-button.js';
import { WalletDockButtonStyles } from './walletdock-button-styles.js';

describe('server rendering', () => {
  it('renders the provider and buttons under Node without a window, mounting nothing', () => {
    expect(typeof window).toBe('undefined');
    const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: ['0x1'] });
    const adapter = createFakeAdapter({ networks: [mainnet], wallets: [wallet] });
    const client = createWalletDock({
      projectId: 'test',
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryStorage(),
    });
    const html = renderToString(
      <WalletDockProvider client={client}>
        <WalletDockButtonStyles />
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </WalletDockProvider>,
    );
    expect(html).toContain('<style data-walletdock="buttons">');
    expect(html).toContain(
      '<button type="button" class="wd-button wd-button--connect">Connect Wallet</button>',
    );
    expect(html).toContain('aria-label="Switch network, current network Ethereum"');
    expect(html).not.toContain('class="wd-button wd-button--account');
    expect(adapter.mounted).toBe(false);
  });
});
