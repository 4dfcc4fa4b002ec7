import { describe, expect, it } from 'vitest';
import { walletGetLink } from './wallet-get-link.js';

const wallet = {
  app_store: 'https://apps.apple.com/app/id1',
  play_store: 'https://play.google.com/store/apps/details?id=x',
  chrome_store: 'https://chromewebstore.google.com/detail/x',
  webapp_link: 'https://app.example',
  homepage: 'https://wallet.example',
};
const desktop = { mobile: false, ios: false, android: false };
const iphone = { mobile: true, ios: true, android: false };
const android = { mobile: true, ios: false, android: true };

describe('walletGetLink', () => {
  it('offers the store of the platform: App Store on iOS, Google Play on Android, the extension on a desktop', () => {
    expect(walletGetLink(wallet, iphone)).toEqual({ kind: 'appStore', url: wallet.app_store });
    expect(walletGetLink(wallet, android)).toEqual({ kind: 'playStore', url: wallet.play_store });
    expect(walletGetLink(wallet, desktop)).toEqual({ kind: 'chromeStore', url: wallet.chrome_store });
  });

  it('falls back to the web app, then the homepage, never to another platform’s store', () => {
    expect(walletGetLink({ ...wallet, app_store: null }, iphone)).toEqual({
      kind: 'webapp',
      url: wallet.webapp_link,
    });
    expect(walletGetLink({ homepage: wallet.homepage, play_store: wallet.play_store }, iphone)).toEqual({
      kind: 'homepage',
      url: wallet.homepage,
    });
    expect(walletGetLink({ app_store: wallet.app_store }, desktop)).toBeUndefined();
  });

  it('offers no link that fails core’s link rule (scripts, custom schemes, plain http, relative links)', () => {
    expect(
      walletGetLink(
        {
          chrome_store: 'javascript:alert(1)',
          webapp_link: 'wallet://open',
          homepage: 'http://wallet.example',
        },
        desktop,
      ),
    ).toBeUndefined();
    expect(
      walletGetLink({ chrome_store: ' JaVaScRiPt:alert(1)', homepage: '//evil.example' }, desktop),
    ).toBeUndefined();
    expect(
      walletGetLink({ chrome_store: 'data:text/html,x', homepage: 'https://ok.example' }, desktop),
    ).toEqual({
      kind: 'homepage',
      url: 'https://ok.example',
    });
  });
});
