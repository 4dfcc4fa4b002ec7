import type { EmbeddedWalletOption } from '@walletdock/core';

/** Options of {@link embeddedWallet}. */
export type EmbeddedWalletOptions = {
  /** The frame page's URL: an origin of its own (never the dApp's), e.g. the server's frame host. */
  frameUrl: string;
};

/**
 * The `embeddedWallet` option of `createWalletDock`: the frame's address and the loader of the app-side client.
 * This entry is all a dApp loads up front; the client (`@walletdock/frame/client`) loads with `import()` only
 * when the visitor picks e-mail or a stored embedded session is restored.
 */
export function embeddedWallet(options: EmbeddedWalletOptions): EmbeddedWalletOption {
  return {
    frameUrl: options.frameUrl,
    load: () => import('./client/index.js'),
  };
}
