// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslatorFrom } from '../translator-core.js';
import { en } from './en.js';
import { enShell } from './en-shell.js';
import { enViews } from './en-views.js';
import { enWalletFeatures } from './en-wallet-features.js';

/**
 * The English catalogue in two parts: `enShell`, what the always-loaded code (buttons, provider, the modal's
 * frame and its Connect view) shows, and `enViews`, the other views' texts, which only the views' chunks bring
 * (`useViewTranslation`). Reads the sources: a static import there is one a bundler follows (type-only imports
 * aside).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The always-loaded entry points of the package (the views' registry loads every other view with import()). */
const ALWAYS_LOADED = [
  'provider/walletdock-provider.tsx',
  'buttons/connect-button.tsx',
  'buttons/account-button.tsx',
  'buttons/network-button.tsx',
  'modal/walletdock-modal.tsx',
  'views/registry.ts',
  'views/connect/connect-view.tsx',
];

function sourceOf(specifier: string, importer: string): string | undefined {
  const base = resolve(dirname(importer), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Every source file statically imported (not `import type`) from `entries`, relative to src/. */
function staticGraph(entries: readonly string[]): string[] {
  const files: string[] = [];
  const queue = entries.map((entry) => join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (files.includes(file)) continue;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    const pattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g;
    for (const [, specifier = ''] of source.matchAll(pattern)) {
      const target = sourceOf(specifier, file);
      if (target) queue.push(target);
    }
  }
  return files.map((file) => relative(SRC, file));
}

const KEYS = new Set(Object.keys(en));

describe('the English catalogue in three parts', () => {
  it('is en: enShell, enViews and enWalletFeatures, without a key in two of them', () => {
    const shell = Object.keys(enShell);
    const views = Object.keys(enViews);
    const walletFeatures = Object.keys(enWalletFeatures);
    expect(shell.filter((key) => views.includes(key) || walletFeatures.includes(key))).toEqual([]);
    expect(views.filter((key) => walletFeatures.includes(key))).toEqual([]);
    expect([...shell, ...views, ...walletFeatures].sort()).toEqual([...KEYS].sort());
  });

  it("keeps enWalletFeatures in the wallet features' views: no other view's code reaches it", () => {
    const otherViews = [
      'views/account/account-view.tsx',
      'views/all-wallets/all-wallets-view.tsx',
      'views/networks/networks-view.tsx',
      'views/walletconnect/walletconnect-view.tsx',
      'views/siwx/sign-in-view.tsx',
    ];
    expect(staticGraph(otherViews)).not.toContain('i18n/messages/en-wallet-features.ts');
    expect(staticGraph(['views/send/wallet-send-view.tsx'])).toContain('i18n/messages/en-wallet-features.ts');
    expect(staticGraph(['views/receive/wallet-receive-view.tsx'])).toContain(
      'i18n/messages/en-wallet-features.ts',
    );
  });

  it('keeps enViews (and the whole en) off the always-loaded code', () => {
    const files = staticGraph(ALWAYS_LOADED);
    expect(files).toContain('i18n/messages/en-shell.ts');
    expect(files).not.toContain('i18n/messages/en-views.ts');
    expect(files).not.toContain('i18n/messages/en-wallet-features.ts');
    expect(files).not.toContain('i18n/messages/en.ts');
  });

  it('has in enShell every key the always-loaded code names, and the keys it builds', () => {
    const named = staticGraph(ALWAYS_LOADED).flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z.]+)['"`]/g)]
        .map(([, key = '']) => key)
        .filter((key) => KEYS.has(key)),
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((key) => !Object.hasOwn(enShell, key))).toEqual([]);
    // Built from core's state: toasts, alerts, the header's titles and relative times.
    for (const key of KEYS) {
      if (/^(toast|alert|time|modal)\./.test(key)) expect(Object.hasOwn(enShell, key), key).toBe(true);
    }
  });

  it("adds a view's English to a translator with withEnglish (once per catalogue part), options kept", () => {
    const warnings: string[] = [];
    const shell = createTranslatorFrom(
      { en: enShell },
      { locale: 'en', overrides: { 'header.close': 'Shut' }, warn: (message) => warnings.push(message) },
    );
    expect(shell.t('networks.title')).toBe(enShell['networks.title']);
    const views = shell.withEnglish(enViews);
    expect(shell.withEnglish(enViews)).toBe(views);
    expect(views.t('allWallets.noResults')).toBe('No wallet found');
    expect(views.t('header.close')).toBe('Shut');
    expect(views.locale).toBe('en');
    expect(warnings).toEqual([]);
  });
});
