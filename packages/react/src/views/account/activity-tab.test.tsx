import type { CaipNetwork, HistoryItem, HistoryState, WalletDockClient } from '@walletdock/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/react.js';
import { ActivityTab } from './activity-tab.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const NETWORK = {
  caipNetworkId: 'eip155:31337',
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Dock Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as unknown as CaipNetwork;

function item(
  id: string,
  minutesAgo: number,
  overrides: Partial<HistoryItem['metadata']>,
  transfers: HistoryItem['transfers'] = [],
): HistoryItem {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt: new Date(Date.now() - minutesAgo * 60_000 - 5_000).toISOString(),
      sentFrom: ACCOUNT,
      sentTo: OTHER,
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:31337',
      ...overrides,
    },
    transfers,
  };
}

const ether = (numeric: string, direction: 'in' | 'out' | 'self') => ({
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  direction,
  quantity: { numeric },
});

function render(transactions: HistoryItem[], locale = 'en') {
  const history: HistoryState = {
    transactions,
    grouped: [{ year: 2026, month: 11, transactions }],
    loading: false,
    empty: false,
    failed: false,
    unsupported: false,
    next: undefined,
    caipAddress: `eip155:31337:${ACCOUNT}`,
  };
  // Rendering on the server runs no effect: the client is never used.
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <ActivityTab
        client={{} as WalletDockClient}
        history={history}
        network={NETWORK}
        caipAddress={`eip155:31337:${ACCOUNT}`}
      />
    </I18nProvider>,
  );
}

/**
 * The rows' visible texts (screen-reader-only parts left out; a cut address reads head and tail, its ellipsis
 * being drawn by CSS).
 */
function rows(markup: string): string[][] {
  const document = new DOMParser().parseFromString(markup, 'text/html');
  return [...document.querySelectorAll('li')].map((row) => {
    for (const hidden of row.querySelectorAll('.wd-visually-hidden')) hidden.remove();
    return [
      ...row.querySelectorAll('.wd-account-row-title, .wd-account-counterpart, .wd-account-row-value, time'),
    ].map((part) => (part.textContent ?? '').replace(/\s+/g, ' ').trim());
  });
}

describe('ActivityTab rows', () => {
  it('a transfer to oneself is a send with its amount — 0 ETH when the source lists no transfer (it said "Executed", no amount)', () => {
    const shown = rows(
      render([
        item('1', 2, { operationType: 'execute', sentTo: ACCOUNT.toLowerCase() }),
        item('2', 3, { sentTo: ACCOUNT }, [ether('1.5', 'self')]),
        item('3', 4, {}, [ether('0.25', 'out')]),
      ]),
    );
    expect(shown.map((row) => row.slice(0, 3).map((text) => text.toLowerCase()))).toEqual([
      ['sent', 'to 0xf39f2266', '0 eth'],
      ['sent', 'to 0xf39f2266', '1.5 eth'],
      ['sent', 'to 0xa0ee9720', '0.25 eth'],
    ]);
  });

  it('says each time as a time ago in the visitor’s language (Intl.RelativeTimeFormat)', () => {
    const list = [item('1', 5, {}, [ether('1', 'out')]), item('2', 180, {}, [ether('2', 'out')])];
    expect(rows(render(list)).map((row) => row.at(-1))).toEqual([
      expect.stringMatching(/^5 min\.? ago$/),
      expect.stringMatching(/^3 hr\.? ago$/),
    ]);
    expect(rows(render(list, 'de')).map((row) => row.at(-1))).toEqual(['vor 5 Min.', 'vor 3 Std.']);
  });

  it('keeps the time on the second line of a row that moved nothing (an approval): its first line is kept', () => {
    const markup = render([item('1', 1, { operationType: 'approve' }, [])]);
    const document = new DOMParser().parseFromString(markup, 'text/html');
    const end = document.querySelector('.wd-account-row-end');
    expect([...(end?.children ?? [])].map((child) => child.className)).toEqual([
      'wd-account-row-value',
      'wd-account-row-meta',
    ]);
  });

  it('shows an NFT’s name whole (cut only at its end by CSS, never in its middle) and one amount format per list', () => {
    const nft = {
      nft_info: { name: 'Dock Test NFT #1', flags: { is_spam: false } },
      direction: 'in' as const,
      quantity: { numeric: '1' },
    };
    const markup = render([
      item('1', 1, { operationType: 'mint', sentFrom: OTHER, sentTo: ACCOUNT }, [nft]),
      item('2', 2, {}, [ether('10000', 'out')]),
      item('3', 3, {}, [ether('1000000', 'out')]),
    ]);
    expect(markup).toContain('title="Dock Test NFT #1"');
    expect(rows(markup).map((row) => row[2])).toEqual(['Dock Test NFT #1', '10,000 ETH', '1,000,000 ETH']);
  });
});
