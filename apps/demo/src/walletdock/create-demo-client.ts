import { evmAdapter } from '@walletdock/adapter-evm';
import { solanaAdapter } from '@walletdock/adapter-solana';
import { createWalletDock, type ServiceUrls, type ThemeMode, type WalletDockClient } from '@walletdock/core';
import type { LocalStackInfo } from '../config/local-stack';
import { DEMO_PROJECT_ID } from '../services/service-clients';
import type { AnalyticsTarget } from './analytics-target';
import { createBackendSiwx, sameSiteBackendUrl } from './backend-siwx';
import type { ExtraNamespace } from './example-namespace';
import { demoEvmNetworks, demoMetadata, demoSolanaNetwork, demoTokens } from './networks';
import type { SignInMode } from './preferences';

/**
 * The demo's brand colour, given to the modal (`themeVariables.accent`); the page gives the same colour to
 * WalletDock's buttons as `--wd-accent` (styles/tokens.css). White text on it passes WCAG AA in both themes.
 */
export const DEMO_ACCENT = '#0b7a6e';

/**
 * How long, after a reload, the EVM adapter waits for the last-used wallet to announce itself when the demo wallet
 * is on. An extension announces as the page starts (the adapter's default wait is 500 ms); the demo wallet
 * announces only once its code has been fetched (it is loaded on first use) and it has granted the page its
 * account again, which on a loaded machine took longer than 500 ms, and the session was not restored
 * (wallet-discovery.spec.ts, 2026-11-29). The wait ends as soon as the wallet announces.
 */
export const DEMO_WALLET_RECONNECT_TIMEOUT_MS = 10_000;

/**
 * The demo's service URLs: the stack's services server is the Blockchain API, and the wallet directory unless the
 * stack description names another one (`services.walletDirectoryUrl`, e.g. the e2e tests' hostile directory).
 */
export function demoServiceUrls(services: LocalStackInfo['services']): ServiceUrls {
  return {
    blockchainApiUrl: services.url,
    walletDirectoryUrl: services.walletDirectoryUrl ?? services.url,
  };
}

/**
 * The demo's WalletDock client, for the local stack: its two anvil chains and its Solana chain, the EVM adapter
 * (EIP-6963 wallets, and WalletConnect through the stack's own relay), the Solana adapter (Wallet Standard
 * wallets), the stack's services server as the blockchain API and the wallet directory (or the directory at
 * `services.walletDirectoryUrl` when the stack description names one), and DOCK/tUSD (EVM)
 * and dUSD (Solana) for the RPC balance fallback. When the stack runs the reference sign-in backend
 * (`services.siwxUrl`), EVM and Solana accounts sign in through it (`siwx`: `createBackendSiwx`). Creating it
 * requests nothing; the provider mounts it (wallet discovery only), and the services are called once the modal
 * opens.
 */
export function createDemoClient(
  stack: LocalStackInfo,
  {
    themeMode,
    origin,
    enableWalletConnect = true,
    signIn = 'off',
    analytics,
    demoWallet = false,
    solanaDemoWallet = false,
    extraNamespace,
  }: {
    themeMode: ThemeMode;
    origin: string;
    /** `false` turns WalletConnect off (the page's `?walletconnect=off`: directory wallets open their own links). */
    enableWalletConnect?: boolean;
    /**
     * Sign-in through the stack's backend (when it runs one): `'on'` asks every connected account to sign in
     * (Cancel closes the modal), `'required'` too but the sign-in view cannot be dismissed and Cancel disconnects,
     * `'off'` (the default) leaves sign-in out. The page's `?signin=` / its sign-in setting chooses it.
     */
    signIn?: SignInMode;
    /**
     * The page's `?analytics=&project=`: a self-hosted `@walletdock/server` that is the wallet directory and
     * the analytics endpoint, for that project id (the blockchain API stays the stack's).
     */
    analytics?: AnalyticsTarget | undefined;
    /**
     * Whether the page's demo wallet is on as the client is created: the EVM adapter then waits up to
     * {@link DEMO_WALLET_RECONNECT_TIMEOUT_MS} for the last-used wallet to announce itself after a reload.
     */
    demoWallet?: boolean;
    /** The same for the demo wallet's Solana account (Wallet Standard) and the Solana adapter. */
    solanaDemoWallet?: boolean;
    /** A further namespace's adapter and networks, after eip155 and solana (`?namespace=example`). */
    extraNamespace?: ExtraNamespace | undefined;
  },
): WalletDockClient {
  const evmNetworks = demoEvmNetworks(stack);
  const solanaNetwork = demoSolanaNetwork(stack.solana);
  const metadata = demoMetadata(origin);
  return createWalletDock({
    projectId: analytics?.projectId ?? DEMO_PROJECT_ID,
    // The first EVM chain is the default network.
    networks: [...evmNetworks, solanaNetwork, ...(extraNamespace?.networks ?? [])],
    adapters: [
      evmAdapter({
        networks: evmNetworks,
        walletConnect: { relayUrl: stack.walletConnect.relayUrl, metadata },
        ...(demoWallet && { reconnectTimeoutMs: DEMO_WALLET_RECONNECT_TIMEOUT_MS }),
      }),
      // Both adapters on the same relay: one WalletConnect session serves EVM and Solana (the first connect
      // proposes both namespaces).
      solanaAdapter({
        networks: [solanaNetwork],
        walletConnect: { relayUrl: stack.walletConnect.relayUrl, metadata },
        ...(solanaDemoWallet && { reconnectTimeoutMs: DEMO_WALLET_RECONNECT_TIMEOUT_MS }),
      }),
      ...(extraNamespace ? [extraNamespace.adapter] : []),
    ],
    services: {
      ...demoServiceUrls(stack.services),
      ...(analytics && { walletDirectoryUrl: analytics.url, analyticsUrl: analytics.url }),
    },
    tokens: demoTokens(stack),
    metadata,
    themeMode,
    themeVariables: { accent: DEMO_ACCENT },
    enableWalletConnect,
    ...(stack.services.siwxUrl === undefined || signIn === 'off'
      ? {}
      : {
          siwx: createBackendSiwx(sameSiteBackendUrl(stack.services.siwxUrl, origin), {
            required: signIn === 'required',
          }),
        }),
  });
}
