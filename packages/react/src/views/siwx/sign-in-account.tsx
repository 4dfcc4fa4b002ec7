'use client';

import type { CaipNetwork, WalletDockClient } from '@walletdock/core';
import { AccountAvatar } from '../account/account-avatar.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { NetworkImage } from '../shared/network-image.js';
import { useViewTranslation } from '../shared/use-view-translation.js';

export type SignInAccountProps = {
  client: WalletDockClient;
  address: string;
  profileImage: string | null | undefined;
  network: CaipNetwork | undefined;
};

/**
 * Who signs in, and where: the account (avatar, address cut in the middle, `0xa0b8…3f21`) and the network, as a
 * description list whose terms screen readers read ("Account", "Network").
 */
export function SignInAccount({ client, address, profileImage, network }: SignInAccountProps) {
  const i18n = useViewTranslation();
  return (
    <dl className="wd-siwx-account">
      <div className="wd-siwx-account-item wd-siwx-account-address">
        <dt className="wd-visually-hidden">{i18n.t('siwx.accountLabel')}</dt>
        <dd>
          <AccountAvatar address={address} image={profileImage} />
          <MiddleTruncate value={address} head={address.startsWith('0x') ? 6 : 4} />
        </dd>
      </div>
      {network ? (
        <div className="wd-siwx-account-item wd-siwx-account-network">
          <dt className="wd-visually-hidden">{i18n.t('siwx.networkLabel')}</dt>
          <dd>
            <NetworkImage network={network} client={client} size={2} className="wd-siwx-network-tile" />
            <span className="wd-siwx-network-name" title={network.name}>
              {network.name}
            </span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
