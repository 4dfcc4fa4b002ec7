'use client';

import type { ChainNamespace, WalletDockClient } from '@walletdock/core';
import { NAMESPACE_SHORT_KEYS } from '../namespace-picker/namespace-picker.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { namespaceLabel } from '../shared/namespace-label.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { AccountAvatar } from './account-avatar.js';

/** A connected namespace, its active address and profile image, as the switcher shows it. */
export type ConnectedNamespace = {
  namespace: ChainNamespace;
  address: string;
  image?: string | null | undefined;
};

export type NamespaceSwitcherProps = {
  client: WalletDockClient;
  connected: readonly ConnectedNamespace[];
  active: ChainNamespace | undefined;
};

/**
 * The Account view's namespace switcher, shown when more than one namespace is connected: a segmented control
 * ("EVM 0x12…abcd | Solana 9xQe…VFin"), each segment with the account's avatar (its profile image, else the
 * gradient of its address: the header's account button shows the same), whose pressed segment is the active
 * namespace. Choosing another makes it
 * active through core (`chains.setActiveNamespace`); the view then shows that namespace's account and network,
 * and Disconnect acts on it.
 */
export function NamespaceSwitcher({ client, connected, active }: NamespaceSwitcherProps) {
  const i18n = useViewTranslation();
  return (
    <fieldset className="wd-account-switcher">
      <legend className="wd-visually-hidden">{i18n.t('account.connectedAccounts')}</legend>
      {connected.map(({ namespace, address, image }) => {
        const pressed = namespace === active;
        return (
          <button
            key={namespace}
            type="button"
            className="wd-account-segment"
            aria-pressed={pressed}
            data-namespace={namespace}
            onClick={() => {
              if (!pressed) client.controllers.chains.setActiveNamespace(namespace);
            }}
          >
            <AccountAvatar address={address} image={image} />
            <span className="wd-account-segment-name">
              {namespaceLabel(client, namespace, i18n, NAMESPACE_SHORT_KEYS)}
            </span>{' '}
            <span className="wd-account-segment-address">
              <MiddleTruncate value={address} head={address.startsWith('0x') ? 6 : 4} />
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
