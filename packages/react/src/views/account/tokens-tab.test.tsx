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
  it('in German: the amount is never cut (the symbol gives up the space), the exact one is its title', () => {
    const markup = render({ tokens: [DOCK], loading: false }, 'de').replace(/[\u00a0\u202f]/g, ' ');
    expect(markup).toContain('title="1.000.000,123456789 DOCK"');
    // A list with no amount near a billion writes every amount whole.
    expect(markup).toContain('<span aria-hidden="true">1.000.000,12</span>');
    // Screen readers read the exact amount once (the symbol and separator shown beside it are hidden from them).
    expect(markup).toContain('<span class="wd-account-quantity-symbol" aria-hidden="true">');
    // The fiat value: compact, the exact one as its title.
    expect(markup).toContain('title="500.000,00 $"');
    expect(markup).toContain('<span aria-hidden="true">500.000 $</span>');
  });

  it('shows the name whole, cut by CSS only at its end (it was cut in its middle: "Dock Te… Token")', () => {
    const markup = render({ tokens: [DOCK], loading: false }, 'de');
    expect(markup).toContain(
      '<span class="wd-account-row-title wd-account-name-text" data-lines="2" title="Dock Test Token" dir="auto">Dock Test Token</span>',
    );
    expect(markup).not.toContain('<span class="wd-mt-end">Token</span>');
  });

  it('writes one number format per list: never "≈$30M" beside "≈$10,000.00"', () => {
    const { address: _native, ...withoutAddress } = DOCK;
    const ether = { ...withoutAddress, name: 'Ether', symbol: 'ETH', price: 3000, value: 30_000_000 };
    const usd = { ...DOCK, name: 'Test USD', symbol: 'tUSD', price: 1, value: 10_000 };
    const amounts = (tokens: TokenBalance[]) =>
      [...render({ tokens, loading: false }).matchAll(/<span aria-hidden="true">([^<]*)<\/span>/g)].map(
        (match) => match[1],
      );
    expect(
      amounts([
        { ...ether, quantity: { decimals: '18', numeric: '10000' } },
        { ...DOCK, quantity: { decimals: '18', numeric: '1000000' } },
        { ...usd, quantity: { decimals: '6', numeric: '10000' } },
      ]),
    ).toEqual(['10,000', '$30M', '1,000,000', '$500K', '10,000', '$10K']);
    // Without a value that needs compact notation, every value keeps its cents.
    expect(amounts([{ ...usd, quantity: { decimals: '6', numeric: '10000' } }])).toEqual([
      '10,000',
      '$10,000.00',
    ]);
  });

  it('shows the token-image route’s image, else (none, or a URL the sanitiser refuses) the generic glyph, never letters', () => {
    const withImage = render({
      tokens: [{ ...DOCK, iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/DOCK?projectId=p' }],
      loading: false,
    });
    expect(withImage).toContain('<img class="wd-account-token-icon"');
    expect(withImage).toContain('src="http://127.0.0.1:4000/public/getTokenImage/DOCK?projectId=p"');
    for (const token of [
      DOCK,
      { ...DOCK, iconUrl: 'javascript:alert(1)' },
      { ...DOCK, iconUrl: '/relative.png' },
    ]) {
      const markup = render({ tokens: [token], loading: false });
      expect(markup).not.toContain('<img');
      expect(markup).toMatch(/<span class="wd-account-token-icon wd-account-token-glyph"[^>]*><svg/);
      expect(markup).not.toContain('wd-account-token-letter');
    }
  });
});
