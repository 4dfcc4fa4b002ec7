import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed } from './origin.js';

describe('isOriginAllowed', () => {
  it.each<[string, string, string]>([
    ['an exact entry', 'https://app.example.com', 'https://app.example.com'],
    ['letter case', 'https://APP.Example.com', 'https://app.example.COM'],
    ['an entry with a trailing slash', 'https://app.example.com', 'https://app.example.com/'],
    ['one label for *.', 'https://x.vercel.app', 'https://*.vercel.app'],
    ['several labels for *.', 'https://a.b.vercel.app', 'https://*.vercel.app'],
    ['a * inside a label', 'https://app-pr-12.example.com', 'https://app-*.example.com'],
    ['a * at the end of a label', 'https://preview1.example.com', 'https://preview*.example.com'],
    ['any port', 'http://localhost:5173', 'http://localhost:*'],
    ['no port under :*', 'http://localhost', 'http://localhost:*'],
    ['the same explicit port', 'https://example.com:8443', 'https://example.com:8443'],
    ['the default port written out', 'https://example.com', 'https://example.com:443'],
    ['the default port in the origin', 'https://example.com:443', 'https://example.com'],
    ['a full URL as origin', 'https://x.vercel.app/path?q=1', 'https://*.vercel.app'],
    ['a lone * with https', 'https://anything.example', '*'],
  ])('allows %s', (_label, origin, entry) => {
    expect(isOriginAllowed(origin, [entry], [])).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['the bare parent of *.', 'https://vercel.app', 'https://*.vercel.app'],
    ['a suffix attack', 'https://vercel.app.evil.com', 'https://*.vercel.app'],
    ['a look-alike parent', 'https://x.evilvercel.app', 'https://*.vercel.app'],
    ['a trailing-dot host', 'https://x.vercel.app.', 'https://*.vercel.app'],
    ['another scheme', 'http://x.vercel.app', 'https://*.vercel.app'],
    ['a scheme wildcard', 'https://x.example.com', '*://x.example.com'],
    ['user-info tricks', 'https://x.vercel.app@evil.com', 'https://*.vercel.app'],
    ['back-slash tricks', 'https://evil.com\\.vercel.app', 'https://*.vercel.app'],
    ['fragment tricks', 'https://evil.com#.vercel.app', 'https://*.vercel.app'],
    ['a * in the middle not spanning labels', 'https://app-a.b.example.com', 'https://app-*.example.com'],
    ['an empty * inside a label', 'https://app-.example.com', 'https://app-*.example.com'],
    ['a * as a middle label', 'https://a.b.example.com', 'https://a.*.example.com'],
    ['a * in the TLD', 'https://example.com', 'https://example.*'],
    ['another port', 'https://example.com:8443', 'https://example.com'],
    ['another explicit port', 'https://example.com:8443', 'https://example.com:9443'],
    ['an entry with a path', 'https://example.com', 'https://example.com/app'],
    ['a unicode look-alike host', 'https://exаmple.com', 'https://example.com'],
    ['the opaque origin null', 'null', '*'],
    ['a file URL', 'file:///etc/passwd', '*'],
    ['a data URL', 'data:text/html,hi', '*'],
    ['a javascript URL', 'javascript:alert(1)', '*'],
    ['an empty origin', '', '*'],
    ['a non-URL', 'example.com', 'https://example.com'],
    ['a number', 42, '*'],
    ['null', null, '*'],
    ['undefined', undefined, '*'],
    ['__proto__', '__proto__', '*'],
    ['a very long origin', `https://${'a.'.repeat(5000)}vercel.app`, 'https://*.vercel.app'],
  ])('refuses %s', (_label, origin, entry) => {
    expect(isOriginAllowed(origin, [entry], [])).toBe(false);
  });

  it('ignores non-string and hostile entries in the allow-list', () => {
    const entries = [null, 42, {}, '__proto__', '', ' '.repeat(10_000)] as unknown as string[];
    expect(isOriginAllowed('https://example.com', entries, [])).toBe(false);
    expect(isOriginAllowed('https://example.com', 'https://example.com' as unknown as string[], [])).toBe(
      false,
    );
  });

  describe('default allowed ancestors', () => {
    it('lists localhost on any port and the preview-hosting wildcards', () => {
      expect(DEFAULT_ALLOWED_ANCESTORS).toMatchInlineSnapshot(`
        [
          "http://localhost:*",
          "https://localhost:*",
          "http://127.0.0.1:*",
          "https://127.0.0.1:*",
          "https://*.vercel.app",
          "https://*.netlify.app",
          "https://*.pages.dev",
        ]
      `);
    });

    it.each([
      'http://localhost:3000',
      'https://localhost:8443',
      'http://127.0.0.1:5173',
      'https://my-app-git-main-team.vercel.app',
      'https://deploy-preview-42--site.netlify.app',
      'https://abc123.project.pages.dev',
    ])('allows %s with an empty project allow-list', (origin) => {
      expect(isOriginAllowed(origin, [])).toBe(true);
    });

    it.each([
      'https://example.com',
      'http://localhost.evil.com',
      'https://vercel.app',
      'http://my.vercel.app',
    ])('still refuses %s', (origin) => {
      expect(isOriginAllowed(origin, [])).toBe(false);
    });

    it('checks the project allow-list and the defaults together', () => {
      expect(isOriginAllowed('https://dapp.example', ['https://dapp.example'])).toBe(true);
      expect(isOriginAllowed('http://localhost:3000', ['https://dapp.example'])).toBe(true);
      expect(isOriginAllowed('http://localhost:3000', ['https://dapp.example'], [])).toBe(false);
    });
  });
});
