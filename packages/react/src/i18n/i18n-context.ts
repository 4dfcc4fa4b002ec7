import { createContext } from 'react';
import type { Translator } from './translator-core.js';

/** The translator of the nearest `I18nProvider` (undefined outside one). */
export const I18nContext = createContext<Translator | undefined>(undefined);
