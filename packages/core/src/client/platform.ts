/**
 * What the client knows about where it runs. Detected at `mount()` from `navigator` (never at module scope),
 * or given in options (tests, SSR). Every field defaults to false on a server.
 */
export type Platform = {
  /** A phone or tablet browser. */
  mobile: boolean;
  /** Inside a Telegram mini app. */
  telegram: boolean;
  /** iOS (any browser: they all use WebKit). */
  ios: boolean;
  /** Safari (desktop or iOS). */
  safari: boolean;
  android: boolean;
  mac: boolean;
};

export const SERVER_PLATFORM: Platform = Object.freeze({
  mobile: false,
  telegram: false,
  ios: false,
  safari: false,
  android: false,
  mac: false,
});

type NavigatorLike = { userAgent?: string; maxTouchPoints?: number; platform?: string };

/** Reads the platform from a navigator-like object and the Telegram WebApp global when present. */
export function detectPlatform(
  nav: NavigatorLike | undefined = (globalThis as { navigator?: NavigatorLike }).navigator,
  telegramWebApp: unknown = (globalThis as { Telegram?: { WebApp?: { initData?: string } } }).Telegram
    ?.WebApp,
): Platform {
  if (!nav?.userAgent) return SERVER_PLATFORM;
  const ua = nav.userAgent;
  const touchMac = /Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1; // iPadOS reports as a Mac
  const ios = /iPhone|iPad|iPod/.test(ua) || touchMac;
  const android = /Android/i.test(ua);
  const mac = /Macintosh|Mac OS X/.test(ua) && !ios;
  const safari = /Safari/.test(ua) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Android/.test(ua);
  const mobile = ios || android || /Mobi/i.test(ua);
  const initData = (telegramWebApp as { initData?: unknown } | undefined)?.initData;
  const telegram = typeof initData === 'string' && initData.length > 0;
  return { mobile, telegram, ios, safari, android, mac };
}
