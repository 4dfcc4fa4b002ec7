'use client';

import { useContext, useMemo } from 'react';
import { I18nContext } from './i18n-context.js';
import { enShell } from './messages/en-shell.js';
import { createTranslatorFrom, type Translator } from './translator-core.js';

/**
 * The translator of the nearest `I18nProvider`; English outside one. This module bundles only the English
 * texts of the buttons and the modal's frame (`enShell`): the views add theirs (`useViewTranslation`), and the
 * other languages are loaded by the app's use of `I18nProvider`.
 */
export function useTranslation(): Translator {
  const translator = useContext(I18nContext);
  return useMemo(() => translator ?? createTranslatorFrom({ en: enShell }, { locale: 'en' }), [translator]);
}
