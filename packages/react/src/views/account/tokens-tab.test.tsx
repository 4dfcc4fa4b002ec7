import type { TokenBalance } from '@walletdock/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/react.js';
import { TokensTab, type TokensTabProps } from './tokens-tab.js';

const DOCK: TokenBalance = {
  name: 'Dock Test Token',
  symbol: 'DOCK',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 0.5,
  value: 500_000,
  quantity: { decimals: '18', numeric: '1000000.123456789' },
};

const render = (props: TokensTabProps, locale = 'en', wrap = (node: ReactNode) => node) =>
  renderToStaticMarkup(<I18nProvider locale={locale}>{wrap(<TokensTab {...props} />)}</I18nProvider>);

/** The texts of the markup, tags removed (what the states say). */
const texts = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean);

describe('TokensTab: one state at a time', () => {
  it('says what the toast says where balances are unavailable — not "No tokens yet", and no retry', () => {
    const markup = render({ tokens: [], loading: false, unavailable: true });
    expect(texts(markup)).toEqual(['Token Balance Unavailable']);
    expect(markup).toContain('role="alert"');
    expect(markup).not.toContain('<button');
  });

  it('a failed load is the error with "Try again", not "No tokens yet"', () => {
    expect(texts(render({ tokens: [], loading: false, failed: true, onRetry: () => {} }))).toEqual([
      'Could not load tokens',
      'Try again',
    ]);
  });

  it('loading shows only the spinner; an empty list only "No tokens yet"', () => {
    const loading = render({ tokens: [], loading: true, failed: true, unavailable: true });
    expect(texts(loading)).toEqual([]);
    expect(loading).toContain('role="status"');
    expect(texts(render({ tokens: [], loading: false }))).toEqual([
      'No tokens yet',
      'Tokens you receive will appear here',
    ]);
  });
});

describe('TokensTab rows', () => {
  it('in German: the amount is shortened, never cut (the symbol gives up the space), the exact one is its title', () => {
    const markup = render({ tokens: [DOCK], loading: false }, 'de').replace(/[\u00a0\u202f]/g, ' ');
    expect(markup).toContain('title="1.000.000,123456789 DOCK"');
    expect(markup).toContain('<span aria-hidden="true">1 Mio.</span>');
    // Screen readers read the exact amount once (the symbol and separator shown beside it are hidden from them).
    expect(markup).toContain('<span class="wd-account-quantity-symbol" aria-hidden="true">');
    // The fiat value: compact, the exact one as its title.
    expect(markup).toContain('title="500.000,00 $"');
    expect(markup).toContain('<span aria-hidden="true">500.000 $</span>');
  });

  it('in English the same row reads 1M DOCK and $500K', () => {
    const markup = render({ tokens: [DOCK], loading: false });
    expect(markup).toContain('title="1,000,000.123456789 DOCK"');
    expect(markup).toContain('<span aria-hidden="true">1M</span>');
    expect(markup).toContain('<span aria-hidden="true">$500K</span>');
    // The name is cut in the middle when it must be: its end stays outside the part CSS may cut.
    expect(markup).toContain('<span class="wd-mt-end">Token</span>');
  });
});
