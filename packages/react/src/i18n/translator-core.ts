import {
  ALERTS,
  type AlertId,
  actionNotAllowed,
  anErrorOccurred,
  authInitFailed,
  emailCooldown,
  failedToDisconnect,
  failedToFetchTransactions,
  frameDependencyFailed,
  type MESSAGES,
  type Moment,
  noActiveCaipAddress,
  formatRelativeTime as relativeTime,
  requestAborted,
  rpcCallNotAllowed,
  signatureDeclined,
  siwxNotEnabled,
  siwxVerificationFailed,
  smartAccountsUnsupported,
  somethingWentWrong,
  tokenBalanceUnavailable,
  transactionDeclined,
  walletConnectPairingTimeout,
} from '@walletdock/core';
import { firstValidTag, matchRequestedLocale } from './locale.js';
import type { Locale, Message, MessageArgs, MessageKey, Messages, PluralMessage } from './types.js';

/**
 * The catalogues a translator may use: English always (the whole catalogue, or a part of it that
 * `withEnglish` completes, as the modal's own English translator does), the others when the caller bundles them.
 */
export type Catalogues = { readonly en: Partial<Messages> } & {
  readonly [L in Exclude<Locale, 'en'>]?: Messages;
};

export type TranslatorOptions = {
  /** A BCP 47 tag or a preference list (e.g. `navigator.languages`); resolved to the closest shipped locale. */
  readonly locale?: string | readonly string[] | undefined;
  /** Replacement texts per key (brand wording), used before the catalogue. */
  readonly overrides?: Partial<Messages> | undefined;
  /**
   * A catalogue for a language WalletDock does not ship (e.g. French with `locale: 'fr'`), or patches to a
   * shipped one. Keys it lacks fall back to the shipped catalogue of the language, then English (with a
   * development warning).
   */
  readonly messages?: Partial<Messages> | undefined;
  /** Where development warnings go (missing keys and params, unavailable locale); default `console.warn`. */
  readonly warn?: ((message: string) => void) | undefined;
};

export type Translator = {
  /** The shipped catalogue in use ('en' for a language only `messages` covers). */
  readonly locale: Locale;
  /** The tag `Intl` formats with: the requested tag when it matched ('de-AT'), else the locale. */
  readonly intlLocale: string;
  /** The message of `key`, its `{name}` placeholders filled (numbers formatted), the plural form by `count`. */
  t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string;
  /** Translates a message of core's catalogue (e.g. `toast.state.message`); any other text is returned as is. */
  translateCoreMessage(message: string): string;
  /** The title of one of core's alerts. */
  alertTitle(id: AlertId): string;
  /** A number in the locale; at most 2 decimals unless `options` say otherwise (spec §9). */
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  /** An amount of fiat money in the locale, 2 decimals. */
  formatCurrency(value: number, currency?: string): string;
  /** A date in the locale (`dateStyle: 'medium'` unless `options` say otherwise); '' for an invalid date. */
  formatDate(value: Moment, options?: Intl.DateTimeFormatOptions): string;
  /** How long ago, shortened (spec §9: sec, min, hr, d, mo, yr; core's rule) in the locale; '' when invalid. */
  formatRelativeTime(timestamp: Moment, now: Moment): string;
  /**
   * This translator with `messages` added to its English catalogue (the last fallback), same options
   * otherwise; the same translator for the same `messages` object. The views use it to bring their English
   * texts (`enViews`) with them, so the buttons and the modal's frame do not load those.
   */
  withEnglish(messages: Partial<Messages>): Translator;
};

const TIME_UNITS = ['sec', 'min', 'hr', 'd', 'mo', 'yr'] as const;
/**
 * Core's visitor-facing messages (spec §8), each under its catalogue key (`toast.<name>`). Named one by one from
 * core's one-message exports, so that the modal carries these texts only, not core's whole catalogue.
 */
const CORE_MESSAGE_TEXTS = {
  tokenBalanceUnavailable,
  failedToFetchTransactions,
  signatureDeclined,
  transactionDeclined,
  failedToDisconnect,
  smartAccountsUnsupported,
  authInitFailed,
  frameDependencyFailed,
  requestAborted,
  somethingWentWrong,
  anErrorOccurred,
  rpcCallNotAllowed,
  actionNotAllowed,
  walletConnectPairingTimeout,
  // Sign-in: what the sign-in view and useSiwx's `error` show
  siwxNotEnabled,
  noActiveCaipAddress,
  siwxVerificationFailed,
} as const satisfies { readonly [N in keyof typeof MESSAGES]?: (typeof MESSAGES)[N] };
type CoreMessageName = keyof typeof CORE_MESSAGE_TEXTS;
/** The same, by text. */
const CORE_MESSAGES: ReadonlyMap<string, CoreMessageName> = new Map(
  Object.entries(CORE_MESSAGE_TEXTS).map(([name, text]) => [text, name as CoreMessageName]),
);
const COOLDOWN_PROBE = 918273645;

/**
 * Creates a translator for one locale. Every visible string of the modal goes through `t`.
 *
 * Lookup order for a key: `overrides`, `messages`, the shipped catalogue of the resolved locale, English
 * (with a development warning, once per key). An unknown locale resolves to English without per-key warnings.
 */
export function createTranslatorFrom(catalogues: Catalogues, options: TranslatorOptions = {}): Translator {
  const matched = options.locale === undefined ? undefined : matchRequestedLocale(options.locale);
  const requestedTag = options.locale === undefined ? undefined : firstValidTag(options.locale);
  const locale: Locale = matched?.locale ?? 'en';
  const intlLocale = matched?.tag ?? (options.messages !== undefined ? requestedTag : undefined) ?? locale;
  const warn = options.warn ?? defaultWarn;
  const warned = new Set<string>();
  const warnOnce = (message: string): void => {
    if (warned.has(message) || !isDevelopment()) return;
    warned.add(message);
    warn(`[WalletDock i18n] ${message}`);
  };

  if (options.locale !== undefined && matched === undefined && options.messages === undefined) {
    warnOnce(`No catalogue for locale ${JSON.stringify(options.locale)}; using English.`);
  }

  const layers: readonly Partial<Messages>[] = [
    ...(options.overrides === undefined ? [] : [options.overrides]),
    ...(options.messages === undefined ? [] : [options.messages]),
    ...(matched === undefined && options.messages !== undefined ? [] : [catalogues[locale] ?? {}]),
  ];
  const englishIsIntended = locale === 'en' && (options.messages === undefined || matched !== undefined);

  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const numberFormat = (): Intl.NumberFormat => {
    numbers ??= new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
    return numbers;
  };

  function lookup(key: string): Message | undefined {
    for (const layer of layers) {
      const message = (layer as Partial<Record<string, Message>>)[key];
      if (message !== undefined) return message;
    }
    const english = (catalogues.en as Partial<Record<string, Message>>)[key];
    if (english === undefined) {
      warnOnce(`Unknown message key "${key}".`);
    } else if (!englishIsIntended) {
      warnOnce(`Message "${key}" is missing for locale ${intlLocale}; using English.`);
    }
    return english;
  }

  function pick(message: PluralMessage, key: string, count: unknown): string {
    if (typeof count !== 'number') {
      warnOnce(`Message "${key}" needs a numeric {count}.`);
      return message.other;
    }
    plurals ??= new Intl.PluralRules(intlLocale);
    return message[plurals.select(count)] ?? message.other;
  }

  function format(key: MessageKey, params: Readonly<Record<string, unknown>> | undefined): string {
    const message = lookup(key);
    if (message === undefined) return key;
    const text = typeof message === 'string' ? message : pick(message, key, params?.count);
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = params?.[name];
      if (typeof value === 'number' || typeof value === 'bigint') return numberFormat().format(value);
      if (typeof value === 'string') return value;
      warnOnce(`Message "${key}" is missing the param {${name}}.`);
      return placeholder;
    });
  }

  const t = <K extends MessageKey>(key: K, ...args: MessageArgs<K>): string =>
    format(key, args[0] as Readonly<Record<string, unknown>> | undefined);

  const extended = new Map<Partial<Messages>, Translator>();

  return {
    locale,
    intlLocale,
    t,
    translateCoreMessage(message) {
      const name = CORE_MESSAGES.get(message);
      if (name !== undefined) return format(`toast.${name}`, undefined);
      const [before = '', after = ''] = emailCooldown(COOLDOWN_PROBE).split(String(COOLDOWN_PROBE));
      if (message.startsWith(before) && message.endsWith(after)) {
        const seconds = Number(message.slice(before.length, message.length - after.length));
        if (Number.isInteger(seconds)) return format('toast.emailCooldown', { count: seconds });
      }
      return message;
    },
    alertTitle(id) {
      return Object.values(ALERTS).some((alert) => alert.id === id) ? format(`alert.${id}`, undefined) : id;
    },
    formatNumber(value, formatOptions) {
      if (formatOptions === undefined) return numberFormat().format(value);
      return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2, ...formatOptions }).format(value);
    },
    formatCurrency(value, currency = 'USD') {
      return new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    },
    formatDate(value, formatOptions = { dateStyle: 'medium' }) {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return '';
      return new Intl.DateTimeFormat(intlLocale, formatOptions).format(date);
    },
    formatRelativeTime(timestamp, now) {
      const match = /^(\d+) (\w+)$/.exec(relativeTime(timestamp, now));
      const unit = TIME_UNITS.find((candidate) => candidate === match?.[2]);
      if (match?.[1] === undefined || unit === undefined) return '';
      return format(`time.${unit}`, { count: Number(match[1]) });
    },
    withEnglish(messages) {
      let translator = extended.get(messages);
      if (translator === undefined) {
        translator = createTranslatorFrom({ ...catalogues, en: { ...catalogues.en, ...messages } }, options);
        extended.set(messages, translator);
      }
      return translator;
    },
  };
}

function defaultWarn(message: string): void {
  console.warn(message);
}

// Bundlers replace `process.env.NODE_ENV`; in a browser without that, the access throws and we assume development.
declare const process: { env: Record<string, string | undefined> };

/** Development unless the bundler replaced `process.env.NODE_ENV` with 'production' (or Node runs so). */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}
