import { describe, expect, it } from 'vitest';
import { detectPlatform, SERVER_PLATFORM } from './platform.js';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    [
      'iPhone Safari',
      { userAgent: UA.iphoneSafari, maxTouchPoints: 5 },
      { mobile: true, ios: true, safari: true, mac: false },
    ],
    [
      'iPhone Chrome',
      { userAgent: UA.iphoneChrome, maxTouchPoints: 5 },
      { mobile: true, ios: true, safari: false },
    ],
    [
      'iPad reporting as a Mac',
      { userAgent: UA.ipadOs, maxTouchPoints: 5 },
      { mobile: true, ios: true, safari: true, mac: false },
    ],
    [
      'Mac Safari',
      { userAgent: UA.macSafari, maxTouchPoints: 0 },
      { mobile: false, ios: false, safari: true, mac: true },
    ],
    [
      'Mac Chrome',
      { userAgent: UA.macChrome, maxTouchPoints: 0 },
      { mobile: false, safari: false, mac: true },
    ],
    [
      'Android Chrome',
      { userAgent: UA.android, maxTouchPoints: 5 },
      { mobile: true, android: true, safari: false, ios: false },
    ],
    [
      'desktop Linux Chrome',
      { userAgent: UA.linuxChrome },
      { mobile: false, android: false, ios: false, mac: false },
    ],
  ])('reads %s', (_label, nav, expected) => {
    expect(detectPlatform(nav, undefined)).toMatchObject({ telegram: false, ...expected });
  });

  it('is the server platform without a navigator', () => {
    expect(detectPlatform(undefined, undefined)).toEqual(SERVER_PLATFORM);
    expect(detectPlatform({}, undefined)).toEqual(SERVER_PLATFORM);
  });

  it('detects a Telegram mini app only when it has init data', () => {
    expect(detectPlatform({ userAgent: UA.android }, { initData: 'query_id=AAH&user=%7B%7D' }).telegram).toBe(
      true,
    );
    expect(detectPlatform({ userAgent: UA.android }, { initData: '' }).telegram).toBe(false);
    expect(detectPlatform({ userAgent: UA.android }, {}).telegram).toBe(false);
  });
});
