import { memoryStorage } from '@walletdock/core';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';
import type { SsrAppConfig } from './config.js';

// For the tests: the keys the browser's client reads on mount (a stored connection is seeded with them).
export { STORAGE_KEYS } from '@walletdock/core';

/** The server side: the app's HTML for a first request (no cookies, no storage: the disconnected state). */
export function renderApp(config: SsrAppConfig): string {
  return renderToString(<App config={config} storage={memoryStorage()} />);
}
