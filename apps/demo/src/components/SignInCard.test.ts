import { createSiwx, createWalletDock, mainnet, memoryStorage } from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { WalletDockProvider } from '@walletdock/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignInCard } from './SignInCard';

function renderCard(signIn: boolean): string {
  const storage = memoryStorage();
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet] })],
    storage,
    ...(signIn ? { siwx: createSiwx({ domain: 'app.example', uri: 'https://app.example', storage }) } : {}),
  });
  try {
    return renderToString(createElement(WalletDockProvider, { client }, createElement(SignInCard)));
  } finally {
    client.destroy();
  }
}

describe('SignInCard (server render)', () => {
  it('says that sign-in is not configured when the client has no siwx option', () => {
    const html = renderCard(false);
    expect(html).toContain('Sign-in is not configured');
    expect(html).not.toContain('>Sign in</button>');
  });

  it('renders "Not signed in" with Sign in disabled until a wallet is connected', () => {
    const html = renderCard(true);
    expect(html).toContain('Not signed in');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Sign in<\/button>/);
    expect(html).toContain('Connect a wallet first.');
  });
});
