'use client';

import { type ReactNode, useMemo } from 'react';
import { I18nContext } from './i18n-context.js';
import { createTranslator } from './translator.js';
import type { Messages } from './types.js';

export type I18nProviderProps = {
  /** A BCP 47 tag or a preference list (e.g. `navigator.languages`); default English. */
  readonly locale?: string | readonly string[] | undefined;
  /** Replacement texts per key; pass a stable object (a new object re-creates the translator). */
  readonly overrides?: Partial<Messages> | undefined;
  /** A catalogue for a language WalletDock does not ship; stable, like `overrides`. */
  readonly messages?: Partial<Messages> | undefined;
  readonly children?: ReactNode;
};

/** Supplies the translator to `useTranslation()` below it. */
export function I18nProvider({ locale, overrides, messages, children }: I18nProviderProps): ReactNode {
  const localeKey = typeof locale === 'string' || locale === undefined ? locale : locale.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a preference list is compared by its contents
  const translator = useMemo(
    () => createTranslator({ locale, overrides, messages }),
    [localeKey, overrides, messages],
  );
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export { useTranslation } from './use-translation.js';
