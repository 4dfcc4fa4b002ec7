'use client';

import type { ThemeMode, ThemeVariables } from '@walletdock/core';
import { useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseThemeResult = {
  themeMode: ThemeMode;
  /** The app's overrides (core resolves the spec's defaults into `state.theme.resolved`). */
  themeVariables: ThemeVariables;
  /** Throws core's ValidationError for anything but 'light' or 'dark'. */
  setThemeMode(mode: ThemeMode): void;
  /** Merges the given variables into the app's overrides. */
  setThemeVariables(variables: ThemeVariables): void;
};

/** The theme mode and variables, and core's setters. */
export function useTheme(): UseThemeResult {
  const client = useWalletDockClient();
  const { themeMode, themeVariables } = useWalletDockSelector((state) => ({
    themeMode: state.theme.themeMode,
    themeVariables: state.theme.themeVariables,
  }));
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: ThemeMode) => client.controllers.theme.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => client.controllers.theme.setThemeVariables(variables),
    }),
    [client, themeMode, themeVariables],
  );
}
