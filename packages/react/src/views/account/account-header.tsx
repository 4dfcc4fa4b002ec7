'use client';

import { type AccountState, type CaipNetwork, getExplorerUrl, type WalletDockClient } from '@walletdock/core';
import { useRef } from 'react';
import { copyText } from '../shared/copy-text.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { NetworkImage } from '../shared/network-image.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { CopyIcon, ExternalLinkIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { AccountAvatar } from './account-avatar.js';
import { formatFullAmount, formatTokenAmount } from './format.js';

export type AccountHeaderProps = {
  client: WalletDockClient;
  account: AccountState;
  address: string;
  network: CaipNetwork | undefined;
  /** True until the first native balance load settles. */
  balancePending: boolean;
};

/** The Account view's centred header: avatar, name or address (copyable), native balance, network, explorer. */
export function AccountHeader({ client, account, address, network, balancePending }: AccountHeaderProps) {
  const i18n = useViewTranslation();
  const rootRef = useRef<HTMLDivElement>(null);

  const onCopy = async () => {
    const doc = rootRef.current?.ownerDocument ?? document;
    if (await copyText(address, doc)) client.controllers.toast.showSuccess(i18n.t('account.addressCopied'));
  };

  const networkName = network?.name ?? i18n.t('button.unknownNetwork');

  const explorerName = network?.blockExplorers?.default.name;
  const explorerUrl =
    account.addressExplorerUrl ?? (network ? getExplorerUrl(network, 'address', address) : undefined);

  const showSkeleton = account.balance === undefined && (account.balanceLoading || balancePending);

  return (
    <div className="wd-account-header" ref={rootRef}>
      <AccountAvatar address={address} image={account.profileImage} />
      <div className="wd-account-identity">
        <span className="wd-account-name" title={address}>
          {account.profileName ? (
            <MiddleTruncate value={account.profileName} />
          ) : (
            <MiddleTruncate value={address} head={address.startsWith('0x') ? 6 : 4} />
          )}
        </span>
        <button
          type="button"
          className="wd-icon-button wd-account-copy"
          aria-label={i18n.t('account.copyAddress')}
          title={i18n.t('account.copyAddress')}
          onClick={() => void onCopy()}
        >
          <CopyIcon />
        </button>
      </div>
      {showSkeleton ? (
        <span
          className="wd-account-balance wd-account-skeleton"
          role="status"
          aria-label={i18n.t('account.balanceLoading')}
        />
      ) : account.balance === undefined ? null : (
        <p className="wd-account-balance">
          <span className="wd-visually-hidden">{i18n.t('account.balance')} </span>
          <MiddleTruncate
            value={`${formatFullAmount(i18n, account.balance)} ${account.balanceSymbol ?? ''}`.trim()}
            shown={formatTokenAmount(i18n, account.balance)}
          />
          {account.balanceSymbol ? (
            <span className="wd-account-symbol" aria-hidden="true">
              {' '}
              <MiddleTruncate value={account.balanceSymbol} />
            </span>
          ) : null}
        </p>
      )}
      <div className="wd-account-actions">
        <button
          type="button"
          className="wd-account-pill"
          aria-label={i18n.t('button.openNetworks', { network: networkName })}
          title={i18n.t('account.switchNetwork')}
          onClick={() => client.controllers.router.push('Networks')}
        >
          {network ? (
            <NetworkImage network={network} client={client} size={2.2} className="wd-account-network-tile" />
          ) : (
            <WalletImage src={undefined} size={2.2} round />
          )}
          <span>{networkName}</span>
        </button>
        {explorerUrl ? (
          <a className="wd-account-pill" href={explorerUrl} target="_blank" rel="noopener noreferrer">
            <span>
              {explorerName
                ? i18n.t('account.viewOnNamedExplorer', { explorer: explorerName })
                : i18n.t('account.viewOnExplorer')}
            </span>
            <ExternalLinkIcon />
          </a>
        ) : null}
      </div>
    </div>
  );
}
