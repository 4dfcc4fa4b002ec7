/**
 * What the server-rendered test app is built from: plain JSON, the same on the server and in the browser (the
 * page receives it inline as `window.__WALLETDOCK_SSR__`), so both sides render from identical input.
 */
export type SsrChain = {
  chainId: number;
  caipNetworkId: `eip155:${number}`;
  name: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
};

export type SsrAppConfig = {
  projectId: string;
  /** The local stack's chain, the app's only network. */
  chain: SsrChain;
};

/** The global the page's inline script sets (see `ssr-server.ts`) and `client.tsx` reads. */
export const SSR_CONFIG_GLOBAL = '__WALLETDOCK_SSR__';

/**
 * Set by a test (with `page.addInitScript`) to make the browser render from a different network name than the
 * server did: a real server/client mismatch, proving that the hydration checks can fail.
 */
export const SSR_MISMATCH_GLOBAL = '__WALLETDOCK_SSR_MISMATCH__';

/** The attribute `client.tsx` sets on `<html>` once React has committed the hydrated tree. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
