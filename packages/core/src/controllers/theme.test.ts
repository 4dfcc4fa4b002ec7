import { describe, expect, it } from 'vitest';
import { createWalletDock } from '../client/create-walletdock.js';
import { ValidationError } from '../errors/index.js';
import { mainnet } from '../networks/eip155.js';
import type { ThemeMode, WalletDockOptions } from '../options/types.js';
import { memoryStorage } from '../storage/backends.js';
import { createFakeAdapter } from '../testing/index.js';

function client(options: Partial<WalletDockOptions> = {}) {
  return createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet] })],
    storage: memoryStorage(),
    ...options,
  });
}

describe('theme', () => {
  it('starts dark with the spec defaults for the modal', () => {
    const { state } = client();
    expect(state.theme.themeMode).toBe('dark');
    expect(state.theme.resolved).toMatchObject({
      accent: 'hsla(230,100%,67%,1)',
      background: '#121313',
      modalWidth: '360px',
      zIndex: 999,
      fontSizeBase: '10px',
      borderRadius: '4px',
    });
  });

  it('switches the default accent and background with the mode', () => {
    const { state, controllers } = client();
    controllers.theme.setThemeMode('light');
    expect(state.theme.resolved).toMatchObject({ accent: 'hsla(231,100%,70%,1)', background: '#fff' });
  });

  it("keeps the app's overrides across mode changes and merges new ones", () => {
    const { state, controllers } = client({ themeMode: 'light', themeVariables: { accent: '#0f8a7c' } });
    expect(state.theme.resolved.accent).toBe('#0f8a7c');
    controllers.theme.setThemeVariables({ borderRadius: '12px' });
    controllers.theme.setThemeMode('dark');
    expect(state.theme.resolved).toMatchObject({
      accent: '#0f8a7c',
      borderRadius: '12px',
      background: '#121313',
    });
  });

  it.each(['blue', '', 'DARK', undefined])('rejects the theme mode %j', (mode) => {
    const { state, controllers } = client();
    expect(() => controllers.theme.setThemeMode(mode as ThemeMode)).toThrow(ValidationError);
    expect(state.theme.themeMode).toBe('dark');
  });
});
