// The demo's start banner (`npm run demo`): every part of the local stack the page talks to, then its URL.

/**
 * @param {import('@walletdock/testing').LocalStackInfo} stack the running stack (`stack.toJSON()`)
 * @param {string} url where the demo is served
 * @returns {string} the banner, one part of the stack per block
 */
export function formatStartBanner(stack, url) {
  const contracts = stack.chains[0]?.contracts;
  const { solana } = stack;
  return [
    '',
    '  EVM chains (anvil)',
    ...stack.chains.map(
      (chain) => `    ${chain.name.padEnd(21)} ${chain.caipNetworkId.padEnd(14)} ${chain.rpcUrl}`,
    ),
    ...(contracts
      ? [
          `    Contracts (same on every chain): DOCK ${contracts.dockToken}`,
          `                                     tUSD ${contracts.testUsd}`,
          `                                     NFT  ${contracts.testNft}`,
        ]
      : []),
    '  Solana chain (LiteSVM)',
    `    ${solana.name.padEnd(21)} ${solana.caipNetworkId}`,
    `    RPC ${solana.rpcUrl}   WS ${solana.wsUrl}`,
    `    ${solana.mint.symbol} (SPL token) ${solana.mint.address}`,
    '  WalletConnect relay (local)',
    `    ${stack.walletConnect.relayUrl}`,
    '  Services (wallet directory + blockchain API): @walletdock/server (PGlite)',
    `    ${stack.services.url}`,
    ...(stack.services.siwxUrl
      ? ['  Sign-in backend (SIWE / SIWX reference)', `    ${stack.services.siwxUrl}`]
      : []),
    '',
    `  WalletDock demo ready: ${url}`,
    "  No wallet extension? Turn on the page's demo wallet: EVM and Solana, nothing to install.",
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
