import { createSiwx, createWalletDock, mainnet, memoryStorage } from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { WalletDockProvider } from '@walletdock/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { readSignInPreference, type SignInMode } from '../walletdock/preferences';
import { applySignInMode, SignInCard } from './SignInCard';

function renderCard(signIn: boolean, mode: SignInMode): string {
  const storage = memoryStorage();
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet] })],
    storage,
    ...(signIn ? { siwx: createSiwx({ domain: 'app.example', uri: 'https://app.example', storage }) } : {}),
  });
  try {
    return renderToString(
      createElement(
        WalletDockProvider,
        { client },
        createElement(SignInCard, { mode, onModeChange: vi.fn() }),
      ),
    );
  } finally {
    client.destroy();
  }
}

/** The `<select>` of the mode, with its options, as rendered. */
function modeSelect(html: string): string {
  return html.match(/<select[^>]*>.*?<\/select>/)?.[0] ?? '';
}

describe('SignInCard (server render)', () => {
  it('with sign-in off: the mode select shows Off and the card says how to turn sign-in on', () => {
    const html = renderCard(false, 'off');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Sign-in mode<\/label>/);
    const id = html.match(/<label[^>]*for="([^"]+)"[^>]*>Sign-in mode/)?.[1];
    expect(modeSelect(html)).toContain(`id="${id}"`);
    expect(modeSelect(html)).toMatch(/<option value="off" selected="">Off<\/option>/);
    expect(modeSelect(html)).toContain('<option value="on">On</option>');
    expect(modeSelect(html)).toContain('<option value="required">Required</option>');
    expect(html).toContain('A change reloads the page: the client is created once per load.');
    expect(html).toContain('Sign-in is off. Choose <strong>On</strong> or <strong>Required</strong> above');
    expect(html).not.toContain('not configured');
    expect(html).not.toContain('>Sign in</button>');
  });

  it('with a mode chosen but no siwx option (no sign-in server): says sign-in is unavailable', () => {
    const html = renderCard(false, 'on');
    expect(modeSelect(html)).toMatch(/<option value="on" selected="">On<\/option>/);
    expect(html).toContain('Sign-in is unavailable: this stack runs no sign-in server');
  });

  it('with sign-in on: "Not signed in" with Sign in disabled until a wallet is connected', () => {
    const html = renderCard(true, 'required');
    expect(modeSelect(html)).toMatch(/<option value="required" selected="">Required<\/option>/);
    expect(html).toContain('The sign-in view cannot be dismissed; Cancel disconnects the wallet.');
    expect(html).toContain('Not signed in');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Sign in<\/button>/);
    expect(html).toContain('Connect a wallet first.');
    expect(html).not.toContain('Sign-in is off');
  });
});

describe('applySignInMode', () => {
  function page(href: string) {
    return { href, reload: vi.fn(), replace: vi.fn() };
  }

  it('remembers the mode and reloads the page', () => {
    const storage = memoryStorage();
    const target = page('http://127.0.0.1:5173/?theme=dark');
    applySignInMode('required', target, storage);
    expect(readSignInPreference('', storage)).toBe('required');
    expect(target.reload).toHaveBeenCalledOnce();
    expect(target.replace).not.toHaveBeenCalled();
  });

  it('drops a ?signin= from the address, which would win over the stored choice', () => {
    const storage = memoryStorage();
    const target = page('http://127.0.0.1:5173/?signin=on&theme=dark#sign-in');
    applySignInMode('off', target, storage);
    expect(readSignInPreference('?theme=dark', storage)).toBe('off');
    expect(target.replace).toHaveBeenCalledWith('http://127.0.0.1:5173/?theme=dark#sign-in');
    expect(target.reload).not.toHaveBeenCalled();
  });
});
