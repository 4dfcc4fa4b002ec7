import { useEffect, useState } from 'react';
import type { LocalStackInfo } from '../config/local-stack';
import type { DemoApprovalContext } from './approval-context';
import type { ApprovalQueue } from './approval-queue';
import { pageStorage, readDemoWalletGrant, writeDemoWalletGrant } from './preference';
import { uuidV4 } from './uuid';

export const DEMO_WALLET_NAME = 'Demo wallet (local dev key)';
export const DEMO_WALLET_RDNS = 'dev.walletdock.demowallet';
export const DEMO_WALLET_COLOR = '#0b7a6e';

export type DemoWalletStatus =
  | { readonly state: 'off' }
  | { readonly state: 'starting' }
  | {
      readonly state: 'on';
      readonly icon: string;
      readonly address: string;
      readonly chainId: number;
      readonly connected: boolean;
      /** Switches the wallet's chain as its user would (the app's chains and `otherNetwork`). */
      switchChain(chainId: number): void;
    }
  | { readonly state: 'failed'; readonly message: string };

/**
 * Runs the demo wallet while `stack` is given: loads `@walletdock/testing/wallet` on first use (nothing is
 * fetched before the visitor turns the wallet on), creates a provider holding the stack's dev account #0 for
 * the stack's chains (and `otherNetwork`, which the app does not offer), and announces it with EIP-6963.
 * Every request that needs consent waits in `approvals`.
 * When `stack` becomes undefined (switched off) the wallet stops answering discovery, rejects what is
 * waiting, and disconnects from the page.
 */
export function useDemoWallet(
  stack: LocalStackInfo | undefined,
  approvals: ApprovalQueue<DemoApprovalContext>,
): DemoWalletStatus {
  const [status, setStatus] = useState<DemoWalletStatus>({ state: 'off' });

  useEffect(() => {
    const account = stack?.accounts[0];
    if (!stack || !account) {
      setStatus({ state: 'off' });
      return;
    }
    let stopped = false;
    let teardown: (() => void) | undefined;
    setStatus({ state: 'starting' });

    // The wallet, its "other network" and the dialog's words are loaded only when the wallet is switched on.
    Promise.all([
      import('@walletdock/testing/wallet'),
      import('./other-network'),
      import('./describe-request'),
      import('./wallet-tokens'),
    ])
      .then(([wallet, { otherNetwork }, { describeRequest }, { demoWalletTokens }]) => {
        if (stopped) return;
        const other = otherNetwork(stack);
        const chains = [...stack.chains, ...(other ? [other] : [])].map(
          ({ chainId, rpcUrl, name, nativeCurrency }) => ({ chainId, rpcUrl, name, nativeCurrency }),
        );
        // Like an extension, the wallet remembers that this page may use its account: after a reload it
        // grants the permission again without asking, so WalletDock restores the session silently.
        let restoring = readDemoWalletGrant(pageStorage());
        const tokens = demoWalletTokens(stack);
        const provider = wallet.createLocalAccountProvider({
          privateKeys: [account.privateKey],
          chains,
          approve: (request) => {
            if (restoring && request.method === 'eth_requestAccounts') return true;
            const site = window.location.host || window.location.origin;
            const context = {
              site,
              account: provider.addresses[0],
              chainId: provider.getState().chainId,
              chains: provider.getChains(),
              tokens,
            };
            return approvals.ask(request, { site, summary: describeRequest(request, context) });
          },
        });
        const icon = wallet.walletIcon('DW', DEMO_WALLET_COLOR);
        return (restoring ? provider.request({ method: 'eth_requestAccounts' }) : Promise.resolve())
          .catch(() => undefined)
          .then(() => {
            restoring = false;
            return { wallet, provider, icon };
          });
      })
      .then((started) => {
        if (stopped || !started) return;
        const { wallet, provider, icon } = started;
        const stopAnnouncing = wallet.announceProvider({
          info: { uuid: uuidV4(), name: DEMO_WALLET_NAME, icon, rdns: DEMO_WALLET_RDNS },
          provider,
        });
        const update = (): void => {
          const state = provider.getState();
          writeDemoWalletGrant(pageStorage(), state.connected);
          setStatus({
            state: 'on',
            icon,
            address: provider.addresses[0] ?? account.address,
            chainId: state.chainId,
            connected: state.connected,
            switchChain: (chainId) => provider.switchChain(chainId),
          });
        };
        provider.on('accountsChanged', update);
        provider.on('chainChanged', update);
        update();
        teardown = () => {
          writeDemoWalletGrant(pageStorage(), false);
          provider.removeListener('accountsChanged', update);
          provider.removeListener('chainChanged', update);
          stopAnnouncing();
          approvals.rejectAll();
          // Tell a page that connected to it that the wallet is gone (accountsChanged [] and disconnect).
          provider.disconnect();
        };
      })
      .catch((error: unknown) => {
        if (stopped) return;
        setStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });

    return () => {
      stopped = true;
      teardown?.();
      approvals.rejectAll();
    };
  }, [stack, approvals]);

  return stack ? status : { state: 'off' };
}
