import { DOCK_TOKEN, TEST_USD } from './deploy.js';

/**
 * The local stack's token images (small SVGs drawn for the stack, no letters): served by the services server's
 * token-image route (`/public/getTokenImage/{symbol}`, docs/services.md) from the stack's directory seed, so
 * that the Account view shows each of the stack's tokens — the native ETH and SOL, DOCK, tUSD and the Solana
 * mint's dUSD — with an image of its own. Keyed by symbol (the route's image id).
 */

/** A white dollar sign (an S-curve and its stroke), centred on a 64×64 coin. */
const DOLLAR =
  '<path d="M40.5 23.5c-1.9-2.6-5-3.9-8.5-3.9-4.8 0-8.4 2.5-8.4 6.4 0 9 17.2 5.2 17.2 14.1 0 4.2-3.9 7-8.9 7-3.8 0-7-1.5-8.9-4.2" fill="none" stroke="#fff" stroke-width="4.4" stroke-linecap="round"/><path d="M32 13.5v37" stroke="#fff" stroke-width="4.4" stroke-linecap="round"/>';

function coin(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${defs}${body}</svg>`;
}

export const STACK_TOKEN_IMAGES: Readonly<Record<string, string>> = Object.freeze({
  // Ether: the octahedron's two faces on Ethereum's blue.
  ETH: coin(
    '<circle cx="32" cy="32" r="32" fill="#627EEA"/><path d="M32 9l-14 23.3 14 8.3 14-8.3z" fill="#fff" fill-opacity=".95"/><path d="M32 9v31.6l14-8.3z" fill="#C0CBF6"/><path d="M18 35l14 19.7L46 35l-14 8.3z" fill="#fff" fill-opacity=".95"/><path d="M32 43.3v11.4L46 35z" fill="#C0CBF6"/>',
  ),
  // Solana: three slanted bars in its violet-to-green on a near-black coin.
  SOL: coin(
    '<circle cx="32" cy="32" r="32" fill="#101114"/><path d="M21.5 19.5h25.5l-4.5 5H17z M17 29.5h25.5l4.5 5H21.5z M21.5 39.5h25.5l-4.5 5H17z" fill="url(#g)"/>',
    '<defs><linearGradient id="g" x1="17" y1="44" x2="47" y2="20" gradientUnits="userSpaceOnUse"><stop stop-color="#9945FF"/><stop offset="1" stop-color="#14F195"/></linearGradient></defs>',
  ),
  // Dock Test Token: a berth (a dock's U) holding a block, on WalletDock's accent.
  [DOCK_TOKEN.symbol]: coin(
    '<circle cx="32" cy="32" r="32" fill="#5B74F5"/><path d="M17 22v14a10 10 0 0 0 10 10h10a10 10 0 0 0 10-10V22" fill="none" stroke="#fff" stroke-width="4.6" stroke-linecap="round"/><rect x="25" y="19" width="14" height="18" rx="3.5" fill="#fff" fill-opacity=".85"/>',
  ),
  // Test USD: a dollar on a green coin, ringed.
  [TEST_USD.symbol]: coin(
    `<circle cx="32" cy="32" r="32" fill="#1F9E74"/><circle cx="32" cy="32" r="26.5" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>${DOLLAR}`,
  ),
  // Dock Solana USD: a dollar on Solana's violet-to-green.
  dUSD: coin(
    `<circle cx="32" cy="32" r="32" fill="url(#s)"/><circle cx="32" cy="32" r="26.5" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>${DOLLAR}`,
    '<defs><linearGradient id="s" x1="6" y1="58" x2="58" y2="6" gradientUnits="userSpaceOnUse"><stop stop-color="#7B3FE4"/><stop offset="1" stop-color="#12B886"/></linearGradient></defs>',
  ),
});
