'use client';

import { enViews } from '../../i18n/messages/en-views.js';
import type { Translator } from '../../i18n/translator-core.js';
import { useTranslation } from '../../i18n/use-translation.js';

/**
 * `useTranslation()` for a view's own texts (every view but Connect, which is part of the modal's frame): the
 * same translator, with the views' English (`enViews`) added to its English fallback. The views' chunks bring
 * those texts; the buttons and the frame, always loaded, carry only theirs (`enShell`).
 */
export function useViewTranslation(): Translator {
  return useTranslation().withEnglish(enViews);
}
