export { CATALOGUES } from './catalogues.js';
export { isLocale, resolveLocale } from './locale.js';
export { en } from './messages/en.js';
export { I18nProvider, type I18nProviderProps, useTranslation } from './react.js';
export {
  type Catalogues,
  createTranslator,
  createTranslatorFrom,
  type Translator,
  type TranslatorOptions,
} from './translator.js';
export {
  LOCALES,
  type Locale,
  type Message,
  type MessageArgs,
  type MessageKey,
  type MessageParams,
  type Messages,
  type PluralCategory,
  type PluralMessage,
} from './types.js';
