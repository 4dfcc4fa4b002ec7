import { createEip6963Store, type Eip6963Store } from '@walletdock/adapter-evm';
import { useMemo, useState } from 'react';
import { ApprovalDialog } from './components/ApprovalDialog';
import { BalanceCard } from './components/BalanceCard';
import { DemoWalletCard } from './components/DemoWalletCard';
import { DirectoryCard } from './components/DirectoryCard';
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
import { createDemoServices } from './services/service-clients';

export function App({ config }: { config: StackConfig }) {
  const availability = useMemo(() => demoWalletAvailability(config), [config]);
  const [demoWalletOn, setDemoWalletOn] = useState(() => readDemoWalletPreference(pageStorage()));
  // One discovery store per app (never at module scope). It only listens while the wallet list is mounted.
  const [walletStore, setWalletStore] = useState<Eip6963Store>(() => createEip6963Store());
  const [approvals] = useState(() => createApprovalQueue<WalletContext>());
  // The service clients request nothing when created; the cards call them only when the visitor acts.
  const servicesUrl = config.status === 'ready' ? config.stack.services.url : undefined;
  const services = useMemo(
    () => (servicesUrl === undefined ? undefined : createDemoServices(servicesUrl)),
    [servicesUrl],
  );
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
          {services ? <DirectoryCard client={services.directory} url={services.url} /> : null}
        </div>
        {config.status === 'ready' ? (
          <div className="layout__secondary">
            {services ? <BalanceCard stack={config.stack} client={services.blockchainApi} /> : null}
            <NetworkCard stack={config.stack} />
          </div>
        ) : null}
      </main>
      <footer className="site-footer">
        <p>
          WalletDock is open source under the MIT licence. This page makes no network request until you act:
          wallet icons are inline, the demo wallet loads only when you turn it on, and the services are called
          only when you open the directory or fetch a balance.
        </p>
      </footer>
      <ApprovalDialog approvals={approvals} icon={demoWallet.state === 'on' ? demoWallet.icon : undefined} />
    </div>
  );
}
