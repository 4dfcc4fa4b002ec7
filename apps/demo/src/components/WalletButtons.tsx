import { AccountButton, ConnectButton, NetworkButton, useAccount } from '@walletdock/react';

/**
 * WalletDock's own buttons: Connect while disconnected, then the account and its network.
 * The balance is hidden for now: with it, AccountButton's accessible name ("Open account 0x…, 1.00 ETH") does
 * not contain its visible text ("0x… 1.00 ETH"), which axe reports (label-content-name-mismatch).
 */
export function WalletButtons({ lang }: { lang: string }) {
  const { isConnected } = useAccount();
  return (
    <div className="wallet-buttons" lang={lang}>
      {isConnected ? (
        <>
          <NetworkButton />
          <AccountButton balance="hide" />
        </>
      ) : (
        <ConnectButton />
      )}
    </div>
  );
}
