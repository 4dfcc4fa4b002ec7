'use client';

import { type NftsState, safeImageUrl, type WalletDockClient } from '@walletdock/core';
import { useEffect } from 'react';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { AccountName } from './account-name.js';
import { TabError } from './tab-error.js';
import { TokenIcon } from './token-icon.js';

export type NftsTabProps = {
  client: WalletDockClient;
  nfts: NftsState;
  /** The CAIP-10 account shown: the list is loaded again for another account or network. */
  caipAddress: string | undefined;
  /** The NFTs feature's code failed to load (`state.features.nfts === 'failed'`): the error, with "Try again". */
  codeFailed?: boolean;
};

/**
 * Loads the first page through the NFTs feature, whose code loads on first use (`client.feature('nfts')`); its
 * state (in `client.state.nfts`) renders before that; `stillWanted` is asked once the code is there. Never throws:
 * core logs a feature that failed to load.
 */
function fetchNfts(client: WalletDockClient, stillWanted: () => boolean = () => true): void {
  client
    .feature('nfts')
    .then((controller) => (stillWanted() ? controller.fetchNfts() : undefined))
    .catch(() => undefined);
}

/**
 * The NFTs tab: core's NFT list of the account on the active network, 3 to a row, loaded when first shown. A
 * tile's name takes up to two lines and is cut only at its end (its collection one line); its image only
 * through core's image sanitiser.
 */
export function NftsTab({ client, nfts, caipAddress, codeFailed = false }: NftsTabProps) {
  const i18n = useViewTranslation();

  useEffect(() => {
    if (caipAddress === undefined) return;
    // The tab may be left (or the modal closed) before the feature's code arrives: then nothing is requested.
    let shown = true;
    fetchNfts(client, () => shown);
    return () => {
      shown = false;
    };
  }, [client, caipAddress]);

  if (nfts.nfts.length === 0) {
    if ((nfts.failed || codeFailed) && !nfts.loading) {
      return <TabError message={i18n.t('account.nftsFailed')} onRetry={() => fetchNfts(client)} />;
    }
    if (nfts.empty && !nfts.loading) {
      // Not offered on this namespace (core: NFTs are eip155 only), rather than "No NFTs yet".
      const unsupported = nfts.unsupported && nfts.caipAddress === caipAddress;
      return (
        <div className="wd-empty">
          <p className="wd-empty-title">
            {i18n.t(unsupported ? 'account.nftsUnsupported' : 'account.nftsEmpty')}
          </p>
          <p className="wd-empty-hint">
            {i18n.t(unsupported ? 'account.nftsUnsupportedHint' : 'account.nftsEmptyHint')}
          </p>
        </div>
      );
    }
    // Loading, or not asked yet (the feature's code is on its way): one state, never a blank panel.
    return (
      <div className="wd-spinner-block">
        <span className="wd-spinner" role="status" aria-label={i18n.t('common.loading')} />
      </div>
    );
  }

  return (
    <div className="wd-stack">
      <ul className="wd-account-nfts">
        {nfts.nfts.map((nft) => (
          <li key={`${nft.chainId}:${nft.contractAddress}:${nft.tokenId}`} className="wd-account-nft">
            <span className="wd-account-nft-image">
              {safeImageUrl(nft.imageUrl) ? (
                <img
                  src={safeImageUrl(nft.imageUrl)}
                  alt=""
                  decoding="async"
                  loading="lazy"
                  draggable={false}
                />
              ) : (
                <TokenIcon src={undefined} size={4} />
              )}
            </span>
            <AccountName className="wd-account-nft-name" value={nft.name} />
            <AccountName className="wd-account-nft-collection" value={nft.collection} lines={1} />
          </li>
        ))}
      </ul>
      {nfts.next === undefined ? null : (
        <button
          type="button"
          className="wd-button wd-button--secondary wd-button--block"
          disabled={nfts.loading}
          aria-busy={nfts.loading || undefined}
          onClick={() =>
            void client
              .feature('nfts')
              .then((controller) => controller.fetchMore())
              .catch(() => undefined)
          }
        >
          {nfts.loading ? i18n.t('common.loading') : i18n.t('common.loadMore')}
        </button>
      )}
    </div>
  );
}
