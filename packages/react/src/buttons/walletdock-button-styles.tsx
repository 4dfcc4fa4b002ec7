import type { ReactNode } from 'react';
import { WALLETDOCK_BUTTONS_CSS } from './buttons-css.js';

/**
 * Renders the buttons' stylesheet as a `<style>` element (server and browser alike). Render it once, e.g.
 * beside `<WalletDockProvider>`; or include `WALLETDOCK_BUTTONS_CSS` in your own CSS instead.
 */
export function WalletDockButtonStyles({ nonce }: { nonce?: string }): ReactNode {
  return (
    <style data-walletdock="buttons" nonce={nonce}>
      {WALLETDOCK_BUTTONS_CSS}
    </style>
  );
}
