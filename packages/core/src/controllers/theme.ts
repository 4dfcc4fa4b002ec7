import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import { ValidationError } from '../errors/validation-error.js';
import { themeVariablesFor } from '../options/defaults.js';
import { isThemeMode } from '../validation/theme-mode.js';
import type { ThemeController, ThemeState } from './types.js';

/**
 * Creates the theme controller (spec §3 "Theme state"): the mode (light or dark, default from options) and the
 * app's theme variables; `state.resolved` always holds the full set for the current mode with the spec's
 * defaults (accent, background, 360px width, z-index 999, 10px base font, 4px radius) filled in.
 */
export function createTheme(ctx: WalletDockContext): ThemeController {
  const initialVariables = { ...ctx.options.themeVariables };
  const state = proxy<ThemeState>({
    themeMode: ctx.options.themeMode,
    themeVariables: initialVariables,
    resolved: themeVariablesFor(ctx.options.themeMode, initialVariables),
  });

  function resolve(): void {
    state.resolved = themeVariablesFor(state.themeMode, state.themeVariables);
  }

  return {
    state,
    setThemeMode(mode) {
      if (!isThemeMode(mode)) {
        throw new ValidationError('Invalid theme mode', {
          details: `Expected "light" or "dark", got ${String(mode)}.`,
        });
      }
      state.themeMode = mode;
      resolve();
    },
    setThemeVariables(variables) {
      state.themeVariables = { ...state.themeVariables, ...variables };
      resolve();
    },
  };
}
