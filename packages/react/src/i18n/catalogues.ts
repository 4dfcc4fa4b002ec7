import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { ja } from './messages/ja.js';
import { zhCN } from './messages/zh-CN.js';
import type { Locale, Messages } from './types.js';

/** The shipped catalogues, by locale. */
export const CATALOGUES: { readonly [L in Locale]: Messages } = Object.freeze({
  en,
  de,
  es,
  ja,
  'zh-CN': zhCN,
});
