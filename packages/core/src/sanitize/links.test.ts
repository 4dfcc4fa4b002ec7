import { describe, expect, it } from 'vitest';
import {
  isDeepLink,
  isLoopbackHost,
  safeImageUrl,
  safeLinkUrl,
  safeWalletLink,
  walletDeepLinkSchemes,
} from './links.js';

// Hostile directory links: every one must be refused, whatever the scheme's spelling.
const HOSTILE_LINKS: readonly [string, string][] = [
  ['plain javascript:', 'javascript:alert(1)'],
  ['mixed case', 'JaVaScRiPt:alert(1)'],
  ['leading space', '  javascript:alert(1)'],
  ['leading tab and newline', '\t\njavascript:alert(1)'],
  ['leading C0 control', '\u0001javascript:alert(1)'],
  ['leading NUL and form feed', '\u0000\u000cjavascript:alert(1)'],
  ['tab inside the scheme', 'java\tscript:alert(1)'],
  ['newline inside the scheme', 'java\nscript:alert(1)'],
  ['CR inside the scheme', 'jav\rascript:alert(1)'],
  ['trailing control after a tab-split scheme', 'java\tscript:alert(1)\u0000'],
  ['data: document', 'data:text/html,<script>alert(1)</script>'],
  ['data: in upper case', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', 'blob:https://dapp.example/0b1f'],
  ['about:', 'about:blank'],
  ['filesystem:', 'filesystem:https://dapp.example/temporary/x'],
  ['view-source:', 'view-source:https://dapp.example'],
  ['HTML entity for the colon (relative link)', 'javascript&colon;alert(1)'],
  ['numeric entity for the colon (relative link)', 'javascript&#58;alert(1)'],
  ['protocol-relative link', '//evil.example/x'],
  ['path-relative link', '/logout'],
  ['bare word (relative link)', 'wallet'],
  ['query-only link', '?x=1'],
  ['http: on a public host', 'http://evil.example/'],
  ['http: on a host that only starts like loopback', 'http://127.0.0.1.evil.example/'],
  ['http: on a localhost look-alike', 'http://localhost.evil.example/'],
  ['empty', ''],
  ['whitespace only', ' \t\n'],
];

describe('safeLinkUrl: which directory links may be opened', () => {
  it.each(HOSTILE_LINKS)('refuses %s', (_case, link) => {
    expect(safeLinkUrl(link)).toBeUndefined();
    // Declaring the scheme in the wallet's own fields does not make a blocked scheme safe.
    expect(
      safeLinkUrl(link, { deepLinkSchemes: ['javascript:', 'data:', 'vbscript:', 'blob:'] }),
    ).toBeUndefined();
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 1, {}, ['https://a.example']]) {
      expect(safeLinkUrl(value)).toBeUndefined();
    }
  });

  it.each([
    ['https', 'https://wallet.example/app', 'https://wallet.example/app'],
    [
      'https in upper case, with surrounding whitespace',
      '  HTTPS://Wallet.Example/app\n',
      'HTTPS://Wallet.Example/app',
    ],
    ['https with a tab the parser removes', 'ht\ttps://wallet.example/', 'https://wallet.example/'],
    ['http on localhost', 'http://localhost:5173/', 'http://localhost:5173/'],
    ['http on 127.0.0.1', 'http://127.0.0.1:8545/x', 'http://127.0.0.1:8545/x'],
    ['http on 127.1 (normalised by the parser)', 'http://127.1/', 'http://127.1/'],
    ['http on [::1]', 'http://[::1]:3000/', 'http://[::1]:3000/'],
  ])('opens %s', (_case, link, expected) => {
    expect(safeLinkUrl(link)).toBe(expected);
  });

  it('opens a custom scheme only when it is one of the wallet’s own', () => {
    expect(safeLinkUrl('rainbow://wc?uri=x')).toBeUndefined();
    expect(safeLinkUrl('rainbow://wc?uri=x', { deepLinkSchemes: ['rainbow:'] })).toBe('rainbow://wc?uri=x');
    expect(safeLinkUrl('RAINBOW://wc', { deepLinkSchemes: ['rainbow:'] })).toBe('RAINBOW://wc');
    expect(safeLinkUrl('other://wc', { deepLinkSchemes: ['rainbow:'] })).toBeUndefined();
  });
});

describe('walletDeepLinkSchemes: the schemes a wallet declares in its own fields', () => {
  it('reads custom schemes from mobile_link and desktop_link, in any spelling', () => {
    expect(walletDeepLinkSchemes({ mobile_link: 'rainbow://', desktop_link: 'Ledger:' })).toEqual([
      'rainbow:',
      'ledger:',
    ]);
    expect(walletDeepLinkSchemes({ mobile_link: 'trust' })).toEqual(['trust:']);
  });

  it('never declares a blocked or web scheme', () => {
    expect(
      walletDeepLinkSchemes({ mobile_link: 'java\tscript:alert(1)', desktop_link: 'https://w.example' }),
    ).toEqual([]);
    expect(walletDeepLinkSchemes({ mobile_link: ' data:text/html,x', desktop_link: 'VBScript:x' })).toEqual(
      [],
    );
    expect(walletDeepLinkSchemes({ mobile_link: null, desktop_link: undefined })).toEqual([]);
  });

  it('safeWalletLink: a wallet whose every link is hostile offers nothing', () => {
    const wallet = { mobile_link: 'javascript:alert(1)', desktop_link: '\u0001javascript:alert(1)' };
    expect(safeWalletLink(wallet, wallet.desktop_link)).toBeUndefined();
    expect(safeWalletLink(wallet, 'JAVASCRIPT:alert(1)')).toBeUndefined();
    const good = { mobile_link: 'rainbow://', desktop_link: 'rainbow://' };
    expect(safeWalletLink(good, 'rainbow://wc?uri=1')).toBe('rainbow://wc?uri=1');
  });
});

describe('isLoopbackHost and isDeepLink', () => {
  it('knows loopback hosts', () => {
    expect(['localhost', 'app.localhost', '127.0.0.1', '127.255.0.9', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['example.com', '10.0.0.1', '127.0.0.1.example', '::1'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('tells a custom scheme from a web link', () => {
    expect(isDeepLink('rainbow://wc')).toBe(true);
    expect(isDeepLink('https://w.example')).toBe(false);
    expect(isDeepLink('javascript:alert(1)')).toBe(false);
  });
});

describe('safeImageUrl: which images may be shown', () => {
  it.each([
    ['https', 'https://cdn.example/w.png', 'https://cdn.example/w.png'],
    ['loopback http', 'http://127.0.0.1:4000/getWalletImage/a', 'http://127.0.0.1:4000/getWalletImage/a'],
    ['a data: PNG', 'data:image/png;base64,QUxJQ0U=', 'data:image/png;base64,QUxJQ0U='],
    [
      'a data: SVG (opaque origin)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
    ],
  ])('shows %s', (_case, src, expected) => {
    expect(safeImageUrl(src)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['a tab-split javascript:', 'java\tscript:alert(1)'],
    ['a data: HTML document', 'data:text/html,<script>alert(1)</script>'],
    ['a blob: URL of unknown content', 'blob:https://dapp.example/0b1f'],
    ['http on a public host', 'http://cdn.example/w.png'],
    ['a relative path', '/getWalletImage/a'],
    ['a protocol-relative URL', '//cdn.example/w.png'],
    ['file:', 'file:///tmp/w.svg'],
  ])('refuses %s', (_case, src) => {
    expect(safeImageUrl(src)).toBeUndefined();
  });

  it.each([
    ['a root-relative path', '/icons/chain.png'],
    ['a dot-relative path', './icons/chain.png'],
    ['a parent-relative path', '../icons/chain.png'],
  ])("shows the dApp's own image by %s (appImage), never a wallet's or a directory's", (_case, src) => {
    expect(safeImageUrl(src, { appImage: true })).toBe(src);
    expect(safeImageUrl(src)).toBeUndefined();
  });

  it.each([
    ['a protocol-relative URL', '//cdn.example/w.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['a blob: URL', 'blob:https://dapp.example/0b1f'],
    ['a bare word', 'chain.png'],
  ])('refuses %s even for an app image', (_case, src) => {
    expect(safeImageUrl(src, { appImage: true })).toBeUndefined();
  });
});
