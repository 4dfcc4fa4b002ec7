import { localStorageBackend } from '@walletdock/core';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { HYDRATED_ATTRIBUTE, SSR_CONFIG_GLOBAL, SSR_MISMATCH_GLOBAL, type SsrAppConfig } from './config.js';

/** The browser side: hydrates the server's HTML in `#root` with the same app and config. */
const globals = globalThis as unknown as Record<string, unknown>;
const config = globals[SSR_CONFIG_GLOBAL] as SsrAppConfig;
// Only the negative-control test sets this: the browser then renders another network name than the server.
const rendered: SsrAppConfig = globals[SSR_MISMATCH_GLOBAL]
  ? { ...config, chain: { ...config.chain, name: `${config.chain.name} (client)` } }
  : config;

function Hydrated({ children }: { children: ReactNode }): ReactNode {
  // Runs after the hydrated tree commits (also after a client re-render that recovered from a mismatch).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return children;
}

const container = document.getElementById('root');
if (!container) throw new Error('client.tsx: the page has no #root');
hydrateRoot(
  container,
  <Hydrated>
    <App config={rendered} storage={localStorageBackend()} />
  </Hydrated>,
  {
    // React's default reports these with `reportError`; logging them makes every mismatch a console error.
    onRecoverableError: (error) => console.error('Recoverable React error:', error),
  },
);
