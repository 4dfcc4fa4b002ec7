import { memoryStorage } from '@walletdock/core';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';
import type { SsrAppConfig } from './config.js';

/** The server side: the app's HTML for a first request (no cookies, no storage: the disconnected state). */
export function renderApp(config: SsrAppConfig): string {
  return renderToString(<App config={config} storage={memoryStorage()} />);
}
