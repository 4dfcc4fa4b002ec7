import { createEip6963Store, type Eip6963Store } from '@walletdock/adapter-evm';
import { useMemo, useState } from 'react';
import { ApprovalDialog } from './components/ApprovalDialog';
import { DemoWalletCard } from './components/DemoWalletCard';
import { Header } from './components/Header';
import { NetworkCard } from './components/NetworkCard';
import { SetupNotice } from './components/SetupNotice';
import { WalletsCard } from './components/WalletsCard';
import { demoWalletAvailability } from './config/loopback';
import type { StackConfig } from './config/stack-config';
import { createApprovalQueue } from './demo-wallet/approval-queue';
import type { WalletContext } from './demo-wallet/describe-request';
import { pageStorage, readDemoWalletPreference, writeDemoWalletPreference } from './demo-wallet/preference';
import { useDemoWallet } from './demo-wallet/use-demo-wallet';

export function App({ config }: { config: StackConfig }) {
  const availability = useMemo(() => demoWalletAvailability(config), [config]);
  const [demoWalletOn, setDemoWalletOn] = useState(() => readDemoWalletPreference(pageStorage()));
  // One discovery store per app (never at module scope). It only listens while the wallet list is mounted.
  const [walletStore, setWalletStore] = useState<Eip6963Store>(() => createEip6963Store());
  const [approvals] = useState(() => createApprovalQueue<WalletContext>());
  const demoWallet = useDemoWallet(
    demoWalletOn && availability.available ? availability.stack : undefined,
    approvals,
  );

  const changeDemoWallet = (on: boolean): void => {
    setDemoWalletOn(on);
    writeDemoWalletPreference(pageStorage(), on);
    // EIP-6963 has no "goodbye" event: start a fresh discovery so that the list shows the wallets that
    // still answer, without the one just switched off.
    if (!on) setWalletStore(createEip6963Store());
  };

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header config={config} />
      <main id="main" className="layout" tabIndex={-1}>
        {config.status === 'ready' ? null : (
          <div className="layout__secondary">
            <SetupNotice config={config} />
          </div>
        )}
        <div className="layout__primary">
          <WalletsCard store={walletStore} />
          <DemoWalletCard
            availability={availability}
            on={demoWalletOn}
            status={demoWallet}
            onChange={changeDemoWallet}
          />
        </div>
        {config.status === 'ready' ? (
          <div className="layout__secondary">
            <NetworkCard stack={config.stack} />
          </div>
        ) : null}
      </main>
      <footer className="site-footer">
        <p>
          WalletDock is open source under the MIT licence. This page makes no network request until you act:
          wallet icons are inline and the demo wallet loads only when you turn it on.
        </p>
      </footer>
      <ApprovalDialog approvals={approvals} icon={demoWallet.state === 'on' ? demoWallet.icon : undefined} />
    </div>
  );
}
