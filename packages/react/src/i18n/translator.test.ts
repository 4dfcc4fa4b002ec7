import { ALERTS, MESSAGES } from '@walletdock/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator.js';
import type { Messages } from './types.js';

function collector(): { warnings: string[]; warn: (message: string) => void } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => warnings.push(message) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createTranslator', () => {
  it('defaults to English', () => {
    const { t, locale } = createTranslator();
    expect(locale).toBe('en');
    expect(t('connect.title')).toBe('Connect Wallet');
  });

  it('translates into the resolved locale', () => {
    expect(createTranslator({ locale: 'de-AT' }).t('button.connect')).toBe('Wallet verbinden');
    expect(createTranslator({ locale: 'zh-Hans' }).t('button.connect')).toBe('连接钱包');
    expect(createTranslator({ locale: 'ja' }).t('header.close')).toBe('閉じる');
    expect(createTranslator({ locale: 'es' }).t('account.tabActivity')).toBe('Actividad');
  });

  it('fills {name} placeholders', () => {
    expect(createTranslator().t('connectingExternal.continueIn', { wallet: 'MetaMask' })).toBe(
      'Continue in MetaMask',
    );
    expect(createTranslator({ locale: 'ja' }).t('connectingExternal.waiting', { wallet: 'Rabby' })).toBe(
      'Rabby を待っています',
    );
  });

  it('formats numeric params in the locale', () => {
    expect(createTranslator({ locale: 'de' }).t('allWallets.count', { count: 1234 })).toBe('1.234 Wallets');
    expect(createTranslator({ locale: 'en' }).t('connect.allWalletsBadge', { count: 1500 })).toBe('1,500+');
  });

  it('chooses the plural form with Intl.PluralRules', () => {
    const en = createTranslator({ locale: 'en' });
    expect(en.t('allWallets.count', { count: 1 })).toBe('1 wallet');
    expect(en.t('allWallets.count', { count: 0 })).toBe('0 wallets');
    expect(en.t('allWallets.count', { count: 2 })).toBe('2 wallets');
    expect(en.t('toast.emailCooldown', { count: 1 })).toBe('Please try again after 1 second');
    expect(en.t('toast.emailCooldown', { count: 30 })).toBe('Please try again after 30 seconds');
    const es = createTranslator({ locale: 'es' });
    expect(es.t('allWallets.count', { count: 1 })).toBe('1 billetera');
    expect(es.t('allWallets.count', { count: 5 })).toBe('5 billeteras');
    expect(es.t('allWallets.count', { count: 1_000_000 })).toBe('1.000.000 de billeteras');
    expect(createTranslator({ locale: 'ja' }).t('allWallets.count', { count: 1 })).toBe('1 件のウォレット');
  });

  it('uses an override per key before the catalogue, in any locale', () => {
    const overrides: Partial<Messages> = {
      'button.connect': 'Sign in',
      'allWallets.count': { one: 'one wallet', other: '{count} apps' },
    };
    const { t } = createTranslator({ locale: 'de', overrides });
    expect(t('button.connect')).toBe('Sign in');
    expect(t('allWallets.count', { count: 1 })).toBe('one wallet');
    expect(t('allWallets.count', { count: 3 })).toBe('3 apps');
    expect(t('header.close')).toBe('Schließen');
  });

  it('falls back to English, with one development warning, for a key a catalogue lacks', () => {
    const { warnings, warn } = collector();
    const { t, locale, intlLocale } = createTranslator({
      locale: 'fr-FR',
      messages: {
        'button.connect': 'Connecter le portefeuille',
        'allWallets.count': { one: '{count} portefeuille', other: '{count} portefeuilles' },
      },
      warn,
    });
    expect(locale).toBe('en');
    expect(intlLocale).toBe('fr-FR');
    expect(t('button.connect')).toBe('Connecter le portefeuille');
    expect(t('allWallets.count', { count: 1234 })).toBe('1\u202f234 portefeuilles');
    expect(t('header.close')).toBe('Close');
    expect(t('header.close')).toBe('Close');
    expect(warnings).toEqual([
      '[WalletDock i18n] Message "header.close" is missing for locale fr-FR; using English.',
    ]);
  });

  it('patches a shipped catalogue with partial messages, the rest from that catalogue', () => {
    const { warnings, warn } = collector();
    const { t } = createTranslator({ locale: 'de', messages: { 'header.back': 'Zurückgehen' }, warn });
    expect(t('header.back')).toBe('Zurückgehen');
    expect(t('header.close')).toBe('Schließen');
    expect(warnings).toEqual([]);
  });

  it('uses English for an unknown locale, warning once at creation', () => {
    const { warnings, warn } = collector();
    const { t, locale, intlLocale } = createTranslator({ locale: ['pt-BR', 'fr'], warn });
    expect(locale).toBe('en');
    expect(intlLocale).toBe('en');
    expect(t('connect.title')).toBe('Connect Wallet');
    expect(t('header.back')).toBe('Back');
    expect(warnings).toEqual(['[WalletDock i18n] No catalogue for locale ["pt-BR","fr"]; using English.']);
  });

  it('returns the key of an unknown message and leaves a missing param visible, with warnings', () => {
    const { warnings, warn } = collector();
    const { t } = createTranslator({ warn });
    const untypedT = t as (key: string, params?: Record<string, unknown>) => string;
    expect(untypedT('no.such.key')).toBe('no.such.key');
    expect(untypedT('connectingExternal.continueIn', {})).toBe('Continue in {wallet}');
    expect(untypedT('allWallets.count')).toBe('{count} wallets');
    expect(warnings).toEqual([
      '[WalletDock i18n] Unknown message key "no.such.key".',
      '[WalletDock i18n] Message "connectingExternal.continueIn" is missing the param {wallet}.',
      '[WalletDock i18n] Message "allWallets.count" needs a numeric {count}.',
      '[WalletDock i18n] Message "allWallets.count" is missing the param {count}.',
    ]);
  });

  it('types keys and params at compile time', () => {
    const { warn } = collector();
    const { t } = createTranslator({ warn });
    // @ts-expect-error an unknown key
    t('no.such.key');
    // @ts-expect-error the {wallet} param is required
    t('connectingExternal.continueIn');
    // @ts-expect-error {count} is a number
    t('allWallets.count', { count: '3' });
    // @ts-expect-error a message without placeholders takes no params
    t('header.back', { wallet: 'x' });
    expect(t('connectingExternal.continueIn', { wallet: 'Rabby' })).toBe('Continue in Rabby');
  });

  it('does not warn in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { warnings, warn } = collector();
    const { t } = createTranslator({ locale: 'fr', messages: {}, warn });
    expect(t('header.back')).toBe('Back');
    expect(warnings).toEqual([]);
  });

  it('translates the visitor-facing messages of core’s catalogue and passes other text through', () => {
    const de = createTranslator({ locale: 'de' });
    expect(de.translateCoreMessage(MESSAGES.tokenBalanceUnavailable)).toBe('Token-Guthaben nicht verfügbar');
    expect(de.translateCoreMessage(MESSAGES.failedToFetchTransactions)).toBe(
      'Transaktionen konnten nicht abgerufen werden',
    );
    expect(de.translateCoreMessage(MESSAGES.signatureDeclined)).toBe('Signatur abgelehnt');
    expect(de.translateCoreMessage(MESSAGES.transactionDeclined)).toBe('Transaktion abgelehnt');
    expect(de.translateCoreMessage(MESSAGES.failedToDisconnect)).toBe('Trennen fehlgeschlagen');
    expect(de.translateCoreMessage(MESSAGES.walletConnectPairingTimeout)).toBe(
      'WalletConnect hat nicht rechtzeitig einen Kopplungscode erstellt',
    );
    expect(de.translateCoreMessage(MESSAGES.emailCooldown(12))).toBe(
      'Bitte versuche es in 12 Sekunden erneut',
    );
    expect(createTranslator().translateCoreMessage(MESSAGES.authInitFailed)).toBe(
      'A problem occurred while trying to initialize authentication',
    );
    expect(de.translateCoreMessage('User rejected the request.')).toBe('User rejected the request.');
  });

  it('translates the sign-in messages (spec §8) the sign-in view and useSiwx show', () => {
    const de = createTranslator({ locale: 'de' });
    expect(de.translateCoreMessage(MESSAGES.siwxNotEnabled)).toBe('Die Anmeldung (SIWX) ist nicht aktiviert');
    expect(de.translateCoreMessage(MESSAGES.siwxVerificationFailed)).toBe(
      'Die Anmeldung konnte nicht überprüft werden',
    );
    expect(createTranslator({ locale: 'ja' }).translateCoreMessage(MESSAGES.noActiveCaipAddress)).toBe(
      '有効なアカウントアドレスが見つかりません',
    );
    // English keeps the catalogue's exact wording.
    expect(createTranslator().translateCoreMessage(MESSAGES.siwxNotEnabled)).toBe('SIWX is not enabled');
  });

  it('titles every core alert in the locale', () => {
    const ja = createTranslator({ locale: 'ja' });
    for (const { id } of Object.values(ALERTS)) expect(ja.alertTitle(id)).not.toBe(id);
    expect(ja.alertTitle('SESSION_EXPIRED')).toBe('セッションの有効期限が切れました');
    expect(createTranslator().alertTitle('PROJECT_ID_NOT_CONFIGURED')).toBe(
      ALERTS.projectIdNotConfigured.title,
    );
  });

  it('formats numbers, money and dates with Intl in the locale', () => {
    const de = createTranslator({ locale: 'de-DE' });
    expect(de.formatNumber(1234.5678)).toBe('1.234,57');
    expect(de.formatNumber(0.5, { style: 'percent' })).toBe('50\u00a0%');
    expect(de.formatCurrency(12.5, 'EUR')).toBe('12,50\u00a0€');
    const en = createTranslator();
    expect(en.formatNumber(1234.5678)).toBe('1,234.57');
    expect(en.formatNumber(10n ** 20n)).toBe('100,000,000,000,000,000,000');
    expect(en.formatCurrency(7500)).toBe('$7,500.00');
    const date = Date.UTC(2026, 0, 15, 12);
    expect(en.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Jan 15, 2026');
    expect(de.formatDate(new Date(date), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('15.01.2026');
    expect(en.formatDate('not a date')).toBe('');
  });

  it('shortens relative time with core’s units in the locale', () => {
    const now = Date.UTC(2026, 5, 1);
    const ago = (ms: number) => now - ms;
    const en = createTranslator();
    expect(en.formatRelativeTime(ago(5_000), now)).toBe('5 sec');
    expect(en.formatRelativeTime(ago(3 * 60_000), now)).toBe('3 min');
    expect(en.formatRelativeTime(ago(2 * 3_600_000), now)).toBe('2 hr');
    expect(en.formatRelativeTime(ago(4 * 86_400_000), now)).toBe('4 d');
    expect(en.formatRelativeTime(ago(45 * 86_400_000), now)).toBe('1 mo');
    expect(en.formatRelativeTime(ago(800 * 86_400_000), now)).toBe('2 yr');
    expect(en.formatRelativeTime('garbage', now)).toBe('');
    const es = createTranslator({ locale: 'es' });
    expect(es.formatRelativeTime(ago(45 * 86_400_000), now)).toBe('1 mes');
    expect(es.formatRelativeTime(ago(100 * 86_400_000), now)).toBe('3 meses');
    expect(createTranslator({ locale: 'ja' }).formatRelativeTime(ago(2 * 3_600_000), now)).toBe('2時間');
    expect(createTranslator({ locale: 'zh-CN' }).formatRelativeTime(ago(3 * 60_000), now)).toBe('3分钟');
    expect(createTranslator({ locale: 'de' }).formatRelativeTime(ago(4 * 86_400_000), now)).toBe('4 T.');
  });
});
