import { CATALOGUES } from './catalogues.js';
import { createTranslatorFrom, type Translator, type TranslatorOptions } from './translator-core.js';

export * from './translator-core.js';

/**
 * Creates a translator with every catalogue WalletDock ships (en, de, es, ja, zh-CN). Every visible string of the
 * modal goes through `t`. Lookup order for a key: `overrides`, `messages`, the shipped catalogue of the resolved
 * locale, English (with a development warning, once per key).
 */
export function createTranslator(options: TranslatorOptions = {}): Translator {
  return createTranslatorFrom(CATALOGUES, options);
}
