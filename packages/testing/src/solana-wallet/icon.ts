import type { WalletIcon } from '@wallet-standard/base';

/** Default name of the Solana test wallet. */
export const SOLANA_TEST_WALLET_NAME = 'WalletDock Solana Test Wallet';

/** The chains the Solana test wallet supports by default (Wallet Standard ids). */
export const SOLANA_TEST_WALLET_CHAINS = Object.freeze(['solana:localnet', 'solana:devnet'] as const);

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0">' +
  '<stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>' +
  '<circle cx="48" cy="48" r="46" fill="#111827"/>' +
  '<path d="M30 30h42l-8 8H22zM22 44h42l8 8H30zM30 58h42l-8 8H22z" fill="url(#g)"/>' +
  '</svg>';

/**
 * The Solana test wallet's icon: three slanted bars in a purple-to-green gradient on a dark disc (the EVM test
 * wallet shows initials on a square), as an offline `data:image/svg+xml;base64,…` URI.
 */
export const SOLANA_TEST_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;
