import type { en } from './messages/en.js';

/** The locales WalletDock ships a complete catalogue for. */
export const LOCALES = ['en', 'de', 'es', 'ja', 'zh-CN'] as const;

/** A locale WalletDock ships a complete catalogue for. */
export type Locale = (typeof LOCALES)[number];

/** A CLDR plural category (`Intl.PluralRules#select`). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A count message: one text per plural category of the locale, `other` always present. The text for
 * `Intl.PluralRules(locale).select(count)` is used, `other` when that category is missing.
 */
export type PluralMessage = { readonly other: string } & {
  readonly [C in Exclude<PluralCategory, 'other'>]?: string;
};

/** A message: a text with `{name}` placeholders, or a count message. */
export type Message = string | PluralMessage;

/** Every key of the catalogue; the English catalogue is the source. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: every key, plain where English is plain and a count message where English is one. */
export type Messages = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};

type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type Texts<M> = M extends string ? M : M[keyof M];

/** The placeholders of a key's English message; `count` (of count messages) is a number. */
export type MessageParams<K extends MessageKey> = {
  readonly [P in Placeholders<Texts<(typeof en)[K]>>]: P extends 'count' ? number : string | number;
};

/** The arguments of `t` after the key: none for a message without placeholders, else its params. */
export type MessageArgs<K extends MessageKey> = [keyof MessageParams<K>] extends [never]
  ? []
  : [params: MessageParams<K>];
