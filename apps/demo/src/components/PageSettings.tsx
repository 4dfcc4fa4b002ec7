import type { ThemeMode } from '@walletdock/core';
import type { Locale } from '@walletdock/react';
import { useId } from 'react';
import { LANGUAGES } from '../walletdock/preferences';
import { GlobeIcon, MoonIcon, SunIcon } from './icons';

type PageSettingsProps = {
  locale: Locale;
  themeMode: ThemeMode;
  onLocaleChange(locale: Locale): void;
  onThemeModeChange(mode: ThemeMode): void;
};

/** The header's language picker (the modal and buttons' language) and light/dark switch (page and modal). */
export function PageSettings({ locale, themeMode, onLocaleChange, onThemeModeChange }: PageSettingsProps) {
  const id = useId();
  const dark = themeMode === 'dark';
  return (
    <div className="settings">
      <div className="language">
        <label className="visually-hidden" htmlFor={id}>
          Language of the modal
        </label>
        <GlobeIcon className="language__icon" width={16} height={16} />
        <select
          id={id}
          className="language__select"
          value={locale}
          onChange={(event) => {
            const next = LANGUAGES.find((item) => item.locale === event.target.value);
            if (next) onLocaleChange(next.locale);
          }}
        >
          {LANGUAGES.map((item) => (
            <option key={item.locale} value={item.locale} lang={item.locale}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Dark theme"
        aria-pressed={dark}
        title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
        onClick={() => onThemeModeChange(dark ? 'light' : 'dark')}
      >
        {dark ? <SunIcon width={18} height={18} /> : <MoonIcon width={18} height={18} />}
      </button>
    </div>
  );
}
