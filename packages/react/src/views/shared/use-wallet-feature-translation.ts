'use client';

import { enWalletFeatures } from '../../i18n/messages/en-wallet-features.js';
import type { Translator } from '../../i18n/translator-core.js';
import { useViewTranslation } from './use-view-translation.js';

/**
 * `useViewTranslation()` for the wallet features' views (Send, Receive): their English (`enWalletFeatures`) is a
 * part of its own, which only their chunks bring, so that the other views do not carry it.
 */
export function useWalletFeatureTranslation(): Translator {
  return useViewTranslation().withEnglish(enWalletFeatures);
}
