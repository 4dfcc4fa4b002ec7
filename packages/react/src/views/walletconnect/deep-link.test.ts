import { describe, expect, it } from 'vitest';
import { deepLink } from './deep-link.js';

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=58f2';
const ENCODED = 'wc%3A7f6e%402%3Frelay-protocol%3Dirn%26symKey%3D58f2';

describe('deepLink', () => {
  it.each([
    [
      'universal link with a slash',
      'https://metamask.app.link/',
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    ],
    [
      'universal link without a slash',
      'https://link.trustwallet.com',
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    ],
    [
      'universal link with a path',
      'https://wallet.example/app/',
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    ],
    ['scheme with ://', 'rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['scheme with a colon only', 'rainbow:', `rainbow://wc?uri=${ENCODED}`],
    ['bare scheme', 'zerion', `zerion://wc?uri=${ENCODED}`],
    ['scheme with a host', 'okex://main', `okex://main/wc?uri=${ENCODED}`],
    ['surrounding spaces', '  trust://  ', `trust://wc?uri=${ENCODED}`],
  ])('%s: %s', (_case, mobileLink, expected) => {
    expect(deepLink(mobileLink, URI)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['javascript:', 'javascript:alert(1)//'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['upper-case JavaScript:', 'JavaScript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript://alert(1)'],
    ['leading control character', '\u0001javascript://%0aalert(1)'],
    ['vbscript:', 'vbscript://x'],
    ['protocol-relative', '//evil.example/'],
    ['http on a public host', 'http://evil.example/'],
  ])('refuses a %s link', (_case, mobileLink) => {
    expect(deepLink(mobileLink, URI)).toBeUndefined();
  });

  it('encodes the whole URI so its query survives as one parameter', () => {
    const link = deepLink('https://wallet.example/', URI) ?? '';
    expect(new URL(link).searchParams.get('uri')).toBe(URI);
  });
});
