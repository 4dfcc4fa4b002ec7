import { describe, expect, it } from 'vitest';
import {
  EIP6963_MAX_ICON_LENGTH,
  EIP6963_MAX_NAME_LENGTH,
  isDataImageUri,
  isReverseDns,
  isUuidV4,
  isWalletName,
  validateAnnouncement,
} from './validate.js';

const UUID = '350670db-19fa-4704-a166-e52e178b59d2';
const SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const provider = { request: async () => null };

function announcement(info: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    info: { uuid: UUID, name: 'Example Wallet', icon: SVG, rdns: 'com.example.wallet', ...info },
    provider,
    ...extra,
  };
}

describe('isUuidV4', () => {
  it.each([
    [UUID, true],
    [UUID.toUpperCase(), true],
    ['00000000-0000-4000-8000-000000000000', true],
    ['350670db-19fa-1704-a166-e52e178b59d2', false], // version 1
    ['350670db-19fa-4704-c166-e52e178b59d2', false], // wrong variant
    ['350670db19fa4704a166e52e178b59d2', false],
    [`{${UUID}}`, false],
    [`${UUID}\n`, false],
    [` ${UUID}`, false],
    ['350670db-19fa-4704-a166-e52e178b59dz', false],
    ['', false],
    [42, false],
    [null, false],
    [{ toString: () => UUID }, false],
  ])('%j → %s', (value, expected) => {
    expect(isUuidV4(value)).toBe(expected);
  });
});

describe('isWalletName', () => {
  it.each([
    ['Example Wallet', true],
    ['W', true],
    ['Ünïcødé 钱包 🦊', true],
    ['x'.repeat(EIP6963_MAX_NAME_LENGTH), true],
    ['x'.repeat(EIP6963_MAX_NAME_LENGTH + 1), false],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    ['Meta\u0000Mask', false],
    ['Meta\u001bMask', false],
    ['Meta\u0085Mask', false],
    ['Meta\u202eksaM', false],
    ['Wallet\u2066x\u2069', false],
    [123, false],
    [['Wallet'], false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isWalletName(value)).toBe(expected);
  });
});

describe('isDataImageUri', () => {
  it.each([
    [SVG, true],
    [PNG, true],
    ['data:image/png;base64,iVBORw0KGgo', true], // padding optional (forgiving-base64)
    ['DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;charset=utf-8,%3Csvg/%3E', true],
    ['data:image/svg+xml;charset="utf-8",%3Csvg/%3E', true],
    ['data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"></svg>', true],
    ['data:image/webp;base64,UklGRg==', true],
    ['data:image/png;base64,iVBORw0KGgo==', false], // padding makes the length not a multiple of 4
    ['data:image/png;base64,iVBORw0KG', false], // one character left over
    ['data:image/png;base64,iVBO Rw0K', false],
    ['data:image/png;base64,iVBO*Rw0K', false],
    ['data:image/png;base64,', false],
    ['data:image/png,', false],
    ['data:image/png', false],
    ['data:image/,abc', false],
    ['data:,hello', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:application/javascript,alert(1)', false],
    ['https://example.com/icon.png', false],
    ['//example.com/icon.png', false],
    ['javascript:alert(1)', false],
    [' data:image/png;base64,iVBORw0KGgo=', false],
    ['data:image/svg+xml,<svg>\u0000</svg>', false],
    ['data:image/svg+xml,<svg>\n</svg>', false],
    [`data:image/png;base64,${'A'.repeat(EIP6963_MAX_ICON_LENGTH)}`, false],
    [null, false],
    [{}, false],
  ])('%# %s → %s', (value, expected) => {
    expect(isDataImageUri(value)).toBe(expected);
  });

  it('rejects a huge malformed icon quickly (no catastrophic backtracking)', () => {
    const hostile = [
      `data:image/${'a'.repeat(EIP6963_MAX_ICON_LENGTH - 20)}`,
      `data:image/png${';a=b'.repeat(200_000)}`,
      `data:image/png;${'a'.repeat(500_000)}`,
    ];
    const started = performance.now();
    for (const value of hostile) expect(isDataImageUri(value)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isReverseDns', () => {
  it.each([
    ['com.example.wallet', true],
    ['io.metamask', true],
    ['io.metamask.flask', true],
    ['Com.Example', true],
    ['xyz.wallet-app.v2', true],
    ['com.3example', true],
    [`com.${'a'.repeat(63)}`, true],
    [`com.${'a'.repeat(64)}`, false],
    [`com${'.abcdefghi'.repeat(25)}`, true], // 253 characters
    [`com${'.abcdefghi'.repeat(25)}x`, false], // 254 characters
    ['com', false],
    ['', false],
    ['.com.example', false],
    ['com.example.', false],
    ['com..example', false],
    ['com.-example', false],
    ['com.example-', false],
    ['1com.example', false],
    ['com.exa mple', false],
    ['com.exa_mple', false],
    ['com.exämple', false],
    ['com.example\n', false],
    ['https://example.com', false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isReverseDns(value)).toBe(expected);
  });
});

describe('validateAnnouncement', () => {
  it('accepts a well-formed announcement and returns a frozen copy of its info', () => {
    const detail = announcement({ name: '  Example Wallet ' });
    const result = validateAnnouncement(detail);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.info).toEqual({
      uuid: UUID,
      name: 'Example Wallet',
      icon: SVG,
      rdns: 'com.example.wallet',
    });
    expect(result.value.info).not.toBe(detail.info);
    expect(result.value.provider).toBe(provider);
    expect(Object.isFrozen(result.value)).toBe(true);
    expect(Object.isFrozen(result.value.info)).toBe(true);
  });

  it('ignores extra properties', () => {
    const result = validateAnnouncement(announcement({ extra: '<img onerror>' }, { more: 1 }));
    expect(result.ok && Object.keys(result.value.info)).toEqual(['uuid', 'name', 'icon', 'rdns']);
  });

  it.each([
    ['null detail', null, 'detail-not-object'],
    ['string detail', 'io.metamask', 'detail-not-object'],
    ['missing info', { provider }, 'info-not-object'],
    ['info is a string', { info: 'x', provider }, 'info-not-object'],
    ['missing uuid', announcement({ uuid: undefined }), 'invalid-uuid'],
    ['uuid not v4', announcement({ uuid: '350670db-19fa-1704-a166-e52e178b59d2' }), 'invalid-uuid'],
    ['empty name', announcement({ name: '' }), 'invalid-name'],
    ['name is a number', announcement({ name: 7 }), 'invalid-name'],
    ['bidi-spoofed name', announcement({ name: 'Meta\u202eksaM' }), 'invalid-name'],
    ['remote icon', announcement({ icon: 'https://tracker.example/pixel.png' }), 'invalid-icon'],
    ['html icon', announcement({ icon: 'data:text/html,<script>alert(1)</script>' }), 'invalid-icon'],
    ['missing rdns', announcement({ rdns: undefined }), 'invalid-rdns'],
    ['rdns is a url', announcement({ rdns: 'https://example.com' }), 'invalid-rdns'],
    ['missing provider', announcement({}, { provider: undefined }), 'invalid-provider'],
    ['provider is a string', announcement({}, { provider: 'window.ethereum' }), 'invalid-provider'],
    ['provider without request', announcement({}, { provider: { send: () => {} } }), 'invalid-provider'],
    ['request is not a function', announcement({}, { provider: { request: 'yes' } }), 'invalid-provider'],
  ])('rejects %s', (_label, detail, reason) => {
    expect(validateAnnouncement(detail)).toEqual({ ok: false, reason });
  });

  it('reports throwing getters and proxies as unreadable', () => {
    const throwingInfo = {
      get info(): never {
        throw new Error('boom');
      },
      provider,
    };
    const throwingProvider = announcement(
      {},
      {
        provider: new Proxy(
          {},
          {
            get() {
              throw new Error('trap');
            },
          },
        ),
      },
    );
    expect(validateAnnouncement(throwingInfo)).toEqual({ ok: false, reason: 'unreadable' });
    expect(validateAnnouncement(throwingProvider)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads every property once, so a getter cannot pass the check with one value and store another', () => {
    let reads = 0;
    const info = {
      uuid: UUID,
      icon: SVG,
      rdns: 'com.example.wallet',
      get name() {
        reads += 1;
        return reads === 1 ? 'Honest Wallet' : '';
      },
    };
    const result = validateAnnouncement({ info, provider });
    expect(reads).toBe(1);
    expect(result.ok && result.value.info.name).toBe('Honest Wallet');
  });
});
