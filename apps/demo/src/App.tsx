import type { ThemeMode, WalletDockClient } from '@walletdock/core';
import {
  I18nProvider,
  type Locale,
  WalletDockButtonStyles,
  WalletDockModal,
  WalletDockProvider,
} from '@walletdock/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { AccountCard } from './components/AccountCard';
import { ApprovalDialog } from './components/ApprovalDialog';
import { BalanceCard } from './components/BalanceCard';
import { DemoWalletCard } from './components/DemoWalletCard';
import { DetectedWalletsCard } from './components/DetectedWalletsCard';
import { DirectoryCard } from './components/DirectoryCard';
import { Header } from './components/Header';
import { NetworkCard } from './components/NetworkCard';
import { PageSettings } from './components/PageSettings';
import { SetupNotice } from './components/SetupNotice';
import { SignCard } from './components/SignCard';
import { SignInCard } from './components/SignInCard';
import { TransactionCard } from './components/TransactionCard';
import { WalletButtons } from './components/WalletButtons';
import type { LocalStackInfo } from './config/local-stack';
import { demoWalletAvailability, solanaDemoWalletAvailability } from './config/loopback';
import type { StackConfig } from './config/stack-config';
import type { DemoApprovalContext } from './demo-wallet/approval-context';
import { createApprovalQueue } from './demo-wallet/approval-queue';
import {
  pageStorage,
  readDemoWalletPreference,
  readSolanaDemoWalletPreference,
  writeDemoWalletPreference,
  writeSolanaDemoWalletPreference,
} from './demo-wallet/preference';
import { useDemoWallet } from './demo-wallet/use-demo-wallet';
import { useSolanaDemoWallet } from './demo-wallet/use-solana-demo-wallet';
import { createDemoServices } from './services/service-clients';
import { readAnalyticsTarget } from './walletdock/analytics-target';
import { createDemoClient } from './walletdock/create-demo-client';
import type { ExtraNamespace } from './walletdock/example-namespace';
import {
  readLocalePreference,
  readQueryPreferences,
  readSignInPreference,
  readThemePreference,
  writeLocalePreference,
  writeThemePreference,
} from './walletdock/preferences';

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true
  );
}

function browserLanguages(): readonly string[] | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.languages;
}

/** The page's search string (empty outside a browser). */
function pageQuery(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/**
 * The page's language and theme: remembered in localStorage, the theme applied to the page and the modal. A link's
 * `?theme=` / `?lang=` wins for the page load (`readQueryPreferences`).
 */
function usePageSettings() {
  const [locale, setLocale] = useState<Locale>(
    () => readQueryPreferences(pageQuery()).locale ?? readLocalePreference(pageStorage(), browserLanguages()),
  );
  const [themeMode, setThemeMode] = useState<ThemeMode>(
    () =>
      readQueryPreferences(pageQuery()).themeMode ?? readThemePreference(pageStorage(), systemPrefersDark()),
  );
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode;
  }, [themeMode]);
  return {
    locale,
    themeMode,
    changeLocale(next: Locale) {
      setLocale(next);
      writeLocalePreference(pageStorage(), next);
    },
    changeThemeMode(next: ThemeMode) {
      setThemeMode(next);
      writeThemePreference(pageStorage(), next);
    },
  };
}

function Footer() {
  return (
    <footer className="site-footer">
      <p>
        WalletDock is open source under the MIT licence. This page makes no network request until you act:
        wallet icons are inline, the demo wallet loads only when you turn it on, and the services are called
        only when you open the modal or the directory, or fetch a balance.
      </p>
    </footer>
  );
}

export function App({ config, extraNamespace }: { config: StackConfig; extraNamespace?: ExtraNamespace }) {
  const settings = usePageSettings();
  const pageSettings = (
    <PageSettings
      locale={settings.locale}
      themeMode={settings.themeMode}
      onLocaleChange={settings.changeLocale}
      onThemeModeChange={settings.changeThemeMode}
    />
  );
  return (
    <I18nProvider locale={settings.locale}>
      {config.status === 'ready' ? (
        <DemoPage
          config={config}
          stack={config.stack}
          themeMode={settings.themeMode}
          locale={settings.locale}
          settings={pageSettings}
          extraNamespace={extraNamespace}
        />
      ) : (
        <div className="page">
          <Header config={config} settings={pageSettings} />
          <main id="main" className="sections" tabIndex={-1}>
            <SetupNotice config={config} />
          </main>
          <Footer />
        </div>
      )}
    </I18nProvider>
  );
}

type DemoPageProps = {
  config: StackConfig;
  stack: LocalStackInfo;
  themeMode: ThemeMode;
  /** The language of WalletDock's texts (the page's own copy is English). */
  locale: Locale;
  settings: ReactNode;
  /** A namespace beyond eip155 and solana (`?namespace=example`), loaded before the page renders. */
  extraNamespace?: ExtraNamespace | undefined;
};

/** The page for a configured stack: one WalletDock client, its provider, modal and the "Try it" cards. */
function DemoPage({ config, stack, themeMode, locale, settings, extraNamespace }: DemoPageProps) {
  // One client per app, created once (never at module scope). Creating it requests nothing.
  const [client] = useState<WalletDockClient>(() =>
    createDemoClient(stack, {
      themeMode,
      origin: window.location.origin,
      // `?walletconnect=off`: WalletConnect hidden, so a directory wallet opens its own link (e2e journeys).
      enableWalletConnect: new URLSearchParams(window.location.search).get('walletconnect') !== 'off',
      // `?signin=on|required` or the sign-in card's setting: ask connected accounts to sign in (default off).
      signIn: readSignInPreference(window.location.search, pageStorage()),
      // `?analytics=<url>&project=<id>`: the modal's directory and analytics on a self-hosted server.
      analytics: readAnalyticsTarget(window.location.search),
      // The demo wallet announces itself once its code has loaded: a reload waits longer to restore its session.
      demoWallet: readDemoWalletPreference(pageStorage()),
      solanaDemoWallet:
        readDemoWalletPreference(pageStorage()) && readSolanaDemoWalletPreference(pageStorage()),
      extraNamespace,
    }),
  );
  useEffect(() => {
    client.controllers.theme.setThemeMode(themeMode);
  }, [client, themeMode]);

  const availability = useMemo(() => demoWalletAvailability(config), [config]);
  const [demoWalletOn, setDemoWalletOn] = useState(() => readDemoWalletPreference(pageStorage()));
  const solanaAvailability = useMemo(() => solanaDemoWalletAvailability(config), [config]);
  const [solanaOn, setSolanaOn] = useState(() => readSolanaDemoWalletPreference(pageStorage()));
  const [approvals] = useState(() => createApprovalQueue<DemoApprovalContext>());
  // The service clients request nothing when created; the cards call them only when the visitor acts.
  const services = useMemo(() => createDemoServices(stack.services.url), [stack]);
  const demoWalletActive = demoWalletOn && availability.available;
  const demoWallet = useDemoWallet(demoWalletActive ? availability.stack : undefined, approvals);
  // The Solana account is part of the demo wallet: it runs only while the demo wallet is on.
  const solanaActive = demoWalletActive && solanaOn && solanaAvailability.available;
  const solanaDemoWallet = useSolanaDemoWallet(
    solanaActive && solanaAvailability.available ? solanaAvailability.stack : undefined,
    approvals,
  );

  // EIP-6963 has no "goodbye" event: once the demo wallet has stopped (its effect's cleanup runs before this
  // effect), remount the client so that its wallet discovery starts afresh with the wallets that still answer.
  const wasActive = useRef(demoWalletActive);
  useEffect(() => {
    if (wasActive.current && !demoWalletActive) {
      client.unmount();
      client.mount().catch((error: unknown) => console.error('WalletDock: remounting failed', error));
    }
    wasActive.current = demoWalletActive;
  }, [client, demoWalletActive]);

  const changeDemoWallet = (on: boolean): void => {
    setDemoWalletOn(on);
    writeDemoWalletPreference(pageStorage(), on);
  };
  const changeSolanaDemoWallet = (on: boolean): void => {
    setSolanaOn(on);
    writeSolanaDemoWalletPreference(pageStorage(), on);
  };

  return (
    <WalletDockProvider client={client} modal={<WalletDockModal client={client} />}>
      <WalletDockButtonStyles />
      <div className="page">
        {/* In a landmark of its own: axe-core does not recognise a skip link once the modal's shadow root holds a
            link (its "first page link" is then in another tree), and would report it as content outside landmarks. */}
        <nav aria-label="Skip links">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
        </nav>
        <Header config={config} settings={settings} wallet={<WalletButtons lang={locale} />} />
        <main id="main" className="sections" tabIndex={-1}>
          <section className="section" aria-labelledby="try-title">
            <div className="section__head">
              <h2 id="try-title" className="section__title">
                Try it
              </h2>
              <p className="section__lead">
                No wallet extension? Turn on the demo wallet, then press Connect Wallet.
              </p>
            </div>
            <div className="grid">
              <div className="grid__column">
                <AccountCard />
                <SignInCard />
                <SignCard />
              </div>
              <div className="grid__column">
                <DemoWalletCard
                  availability={availability}
                  on={demoWalletOn}
                  status={demoWallet}
                  onChange={changeDemoWallet}
                  solanaAvailability={solanaAvailability}
                  solanaOn={solanaOn}
                  solanaStatus={solanaDemoWallet}
                  onSolanaChange={changeSolanaDemoWallet}
                />
                <TransactionCard />
                <DetectedWalletsCard />
              </div>
            </div>
          </section>
          <section className="section" aria-labelledby="services-title">
            <div className="section__head">
              <h2 id="services-title" className="section__title">
                Under the hood
              </h2>
              <p className="section__lead">
                The open services the modal uses, called directly with core&rsquo;s clients, and the local
                chains.
              </p>
            </div>
            <div className="grid">
              <div className="grid__column">
                <DirectoryCard client={services.directory} url={services.url} />
              </div>
              <div className="grid__column">
                <BalanceCard stack={stack} client={services.blockchainApi} />
                <NetworkCard stack={stack} />
              </div>
            </div>
          </section>
        </main>
        <Footer />
      </div>
      <ApprovalDialog approvals={approvals} icon={demoWallet.state === 'on' ? demoWallet.icon : undefined} />
    </WalletDockProvider>
  );
}
