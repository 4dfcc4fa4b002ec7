import type { ThemeMode } from '../options/types.js';

/** The theme modes (spec §5). */
export const THEME_MODES: readonly ThemeMode[] = Object.freeze(['light', 'dark']);

/** True for 'light' or 'dark' exactly. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}
