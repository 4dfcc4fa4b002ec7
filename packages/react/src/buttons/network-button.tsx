'use client';

import { safeImageUrl, type ViewWithoutRequiredData } from '@walletdock/core';
import { type ButtonHTMLAttributes, type ReactNode, useState } from 'react';
import { useDirectoryImage } from '../hooks/use-directory-image.js';
import { useWalletDock } from '../hooks/use-walletdock.js';
import { useWalletDockSelector } from '../hooks/use-walletdock-selector.js';
import { useTranslation } from '../i18n/use-translation.js';
import { useWalletDockClient } from '../provider/context.js';
import { networkTileColour, networkTileLetter } from '../views/shared/network-tile.js';

/** Per-instance texts; each one left out comes from the `I18nProvider` catalogue (English without one). */
export type NetworkButtonLabels = {
  /**
   * The accessible name's prefix, followed by the network ("Netz: Ethereum"). Without it the accessible name is
   * the catalogue's `button.openNetworks` ("Switch network, current network {network}").
   */
  network: string;
  /** Shown when there is no active network or it is one the app does not configure; catalogue key `button.unknownNetwork` ("Unknown network"). */
  noNetwork: string;
  /**
   * Appended in parentheses to the accessible name on a network the app does not support; catalogue key
   * `button.wrongNetwork` ("Wrong network").
   */
  unsupported: string;
};

export type NetworkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  /**
   * The view to open on a supported network (default: Networks, to switch networks; core's choice, Account
   * when connected, else Connect, when the app disables network switching). On an unsupported network the
   * button always opens UnsupportedChain.
   */
  view?: ViewWithoutRequiredData;
  labels?: Partial<NetworkButtonLabels>;
};

/**
 * A `<button>` showing the active network's image and name (marked when unsupported) that opens the modal on
 * Networks (UnsupportedChain on a network the app does not support). The image is the network's
 * `assets.imageUrl`, else its directory image (`assets.imageId`, requested only once the modal has opened), else
 * a letter tile in the network's colour. A network the app does not configure shows as "Unknown network", never
 * as its raw CAIP-2 id; the UnsupportedChain view names it.
 */
export function NetworkButton({ view, labels, className, onClick, ...rest }: NetworkButtonProps): ReactNode {
  const client = useWalletDockClient();
  const { open } = useWalletDock();
  const { name, id, imageId, imageUrl, hasOpened, unsupported } = useWalletDockSelector(
    (state) => {
      const network = state.chains.activeCaipNetwork;
      return {
        // A network the app does not configure is known to core only by its raw id (`eip155:1`): not a name.
        name: network?.name === network?.caipNetworkId ? undefined : network?.name,
        id: network?.caipNetworkId,
        imageId: network?.assets?.imageId,
        imageUrl: network?.assets?.imageUrl,
        hasOpened: state.modal.hasOpened,
        // core's rule, evaluated whenever the chains state changes
        unsupported: network !== undefined && !client.controllers.chains.isSupported(network.caipNetworkId),
      };
    },
    [client],
  );
  // The directory image is asked for only once the modal has opened (core remembers it, whenever this button
  // mounts): nothing is requested before the visitor acts. Before that, core's stored copy of the icon (kept when
  // it last loaded, read at mount) shows after a reload.
  const loaded = useDirectoryImage(client, imageId, 'asset', { request: hasOpened });
  const [failed, setFailed] = useState<string>();
  const image = safeImageUrl(imageUrl, { appImage: true }) ?? loaded;
  const { t } = useTranslation();
  const shown = name ?? labels?.noNetwork ?? t('button.unknownNetwork');
  const named =
    labels?.network !== undefined
      ? `${labels.network}: ${shown}`
      : t('button.openNetworks', { network: shown });
  const marked = unsupported ? ` (${labels?.unsupported ?? t('button.wrongNetwork')})` : '';
  return (
    <button
      {...rest}
      type="button"
      className={className ? `wd-button wd-button--network ${className}` : 'wd-button wd-button--network'}
      aria-label={`${named}${marked}`}
      data-unsupported={unsupported || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const target: ViewWithoutRequiredData | undefined = unsupported
          ? 'UnsupportedChain'
          : (view ?? (client.options.enableNetworkSwitch ? 'Networks' : undefined));
        void open(target ? { view: target } : undefined);
      }}
    >
      {image && image !== failed ? (
        <img
          className="wd-button__icon"
          src={image}
          alt=""
          aria-hidden="true"
          onError={() => setFailed(image)}
        />
      ) : (
        <span
          className="wd-button__icon"
          aria-hidden="true"
          data-letter={name ? networkTileLetter(name) : undefined}
          style={id ? { background: networkTileColour(id) } : undefined}
        />
      )}
      <span className="wd-button__name">{shown}</span>
      {unsupported && (
        <span className="wd-button__warning" aria-hidden="true">
          !
        </span>
      )}
    </button>
  );
}
