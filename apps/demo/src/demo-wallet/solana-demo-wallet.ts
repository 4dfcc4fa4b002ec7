import { registerInPageSolanaWallet, walletIcon } from '@walletdock/testing/wallet';
import type { LocalStackInfo } from '../config/local-stack';
import type { DemoApprovalContext } from './approval-context';
import type { ApprovalQueue } from './approval-queue';
import { describeSolanaRequest } from './describe-solana-request';
import { pageStorage, readSolanaDemoWalletGrant, writeSolanaDemoWalletGrant } from './preference';
import { DEMO_WALLET_COLOR, DEMO_WALLET_NAME } from './use-demo-wallet';

/**
 * Starts the Solana half of the demo wallet (loaded with `import()` when it is switched on, like its wallet
 * code): a Wallet Standard wallet (`registerInPageSolanaWallet`) holding the stack's Solana dev key #0 for its
 * chain, under the demo wallet's name and icon — so the modal shows one demo wallet serving EVM and Solana. It
 * asks `approvals` before a connect and every signature (each request described in words as it arrives) and
 * remembers the page's permission like the EVM half, so a reload restores the session silently.
 * `onConnected` hears whether the page is connected. Returns the stop function: it forgets the permission,
 * disconnects the page and unregisters (Wallet Standard apps hear that: no remount is needed).
 */
export function startSolanaDemoWallet(
  stack: LocalStackInfo,
  approvals: ApprovalQueue<DemoApprovalContext>,
  onConnected: (address: string, connected: boolean) => void,
): () => void {
  const { solana } = stack;
  const account = solana.accounts[0];
  if (!account) throw new Error('The local Solana chain has no dev account to hold.');
  const update = (connected: boolean): void => {
    writeSolanaDemoWalletGrant(pageStorage(), connected);
    onConnected(account.publicKey, connected);
  };
  const registered = registerInPageSolanaWallet({
    name: DEMO_WALLET_NAME,
    icon: walletIcon('DW', DEMO_WALLET_COLOR) as `data:image/svg+xml;base64,${string}`,
    secretKey: account.secretKey,
    rpcUrls: { [solana.walletStandardChain]: solana.rpcUrl },
    authorised: readSolanaDemoWalletGrant(pageStorage()),
    onAuthorisedChange: update,
    approve: (request) => {
      const asked = { method: request.method, params: { payloads: request.payloads } };
      const site = window.location.host || window.location.origin;
      const context = {
        namespace: 'solana' as const,
        site,
        account: request.account,
        network: solana.name,
        tokens: [{ mint: solana.mint.address, symbol: solana.mint.symbol, decimals: solana.mint.decimals }],
      };
      return approvals.ask(asked, { site, summary: describeSolanaRequest(asked, context) });
    },
  });
  update(registered.authorised);
  return () => {
    writeSolanaDemoWalletGrant(pageStorage(), false);
    registered.unregister();
  };
}
