/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The local stack as JSON (`LocalStackInfo`), read by `vite dev` only. */
  readonly VITE_WALLETDOCK_STACK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** The local stack (`LocalStackInfo`, or its JSON), injected into the page by the server at serve time. */
  __WALLETDOCK_STACK__?: unknown;
}
