import { useEffect, useState } from 'react';
import type { LocalStackInfo } from '../config/local-stack';
import type { DemoApprovalContext } from './approval-context';
import type { ApprovalQueue } from './approval-queue';

export type SolanaDemoWalletStatus =
  | { readonly state: 'off' }
  | { readonly state: 'starting' }
  | { readonly state: 'on'; readonly address: string; readonly connected: boolean }
  | { readonly state: 'failed'; readonly message: string };

/**
 * Runs the Solana half of the demo wallet while `stack` is given (`startSolanaDemoWallet`, loaded on first use:
 * nothing is fetched before the visitor turns it on). When `stack` becomes undefined it stops: the page is
 * disconnected, the wallet unregistered, and what waits for approval is rejected.
 */
export function useSolanaDemoWallet(
  stack: LocalStackInfo | undefined,
  approvals: ApprovalQueue<DemoApprovalContext>,
): SolanaDemoWalletStatus {
  const [status, setStatus] = useState<SolanaDemoWalletStatus>({ state: 'off' });

  useEffect(() => {
    if (!stack) {
      setStatus({ state: 'off' });
      return;
    }
    let stopped = false;
    let stop: (() => void) | undefined;
    setStatus({ state: 'starting' });
    import('./solana-demo-wallet')
      .then(({ startSolanaDemoWallet }) => {
        if (stopped) return;
        stop = startSolanaDemoWallet(stack, approvals, (address, connected) => {
          if (!stopped) setStatus({ state: 'on', address, connected });
        });
      })
      .catch((error: unknown) => {
        if (!stopped)
          setStatus({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      stopped = true;
      stop?.();
      approvals.rejectAll();
    };
  }, [stack, approvals]);

  return stack ? status : { state: 'off' };
}
