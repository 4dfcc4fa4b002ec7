'use client';

import type { ChainNamespace } from '@walletdock/core';
import { useId, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { ModalViewProps } from '../../modal/views.js';
import { NetworkList } from '../networks/network-list.js';
import { NETWORK_LIST_CSS } from '../networks/styles.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { DisconnectIcon, WarningIcon } from '../shared/view-icons.js';
import { readableNetworkName } from './network-name.js';
import { UNSUPPORTED_CHAIN_CSS } from './styles.js';

/**
 * The UnsupportedChain view: the wallet is on a network the app does not support. It names that network for
 * people ("Ethereum", not `eip155:1`: `readableNetworkName`), explains, and lists the app's networks to switch
 * to — only those of the wallet's namespace (an EVM wallet is not offered Solana, even with a Solana wallet
 * connected too), every one when no wallet is connected. A successful switch closes the modal; with a connected address, Disconnect disconnects (core shows
 * "Failed to disconnect" when that fails) and closes the modal.
 */
export default function UnsupportedChainView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, NETWORK_LIST_CSS, UNSUPPORTED_CHAIN_CSS);
  const headingId = useId();
  const [disconnecting, setDisconnecting] = useState(false);
  const namespace = state.chains.activeNamespace;
  const connected =
    namespace !== undefined && state.chains.namespaces[namespace]?.account.address !== undefined;
  const current = state.chains.activeCaipNetwork;
  // The way out is a network the wallet on the unsupported network can switch to: one of its own namespace (an
  // EVM wallet is not offered Solana, which would leave it where it is). Without a connected wallet: every one.
  const namespaces: readonly ChainNamespace[] | undefined =
    connected && current !== undefined ? [current.chainNamespace] : undefined;

  async function disconnect(): Promise<void> {
    setDisconnecting(true);
    try {
      await client.controllers.connection.disconnect();
    } catch {
      // Core already told the visitor ('Failed to disconnect' toast); they may try again or pick a network.
      setDisconnecting(false);
      return;
    }
    await client.controllers.modal.close();
  }

  return (
    <div ref={styles} className="wd-unsupported">
      <div className="wd-unsupported-intro">
        <span className="wd-unsupported-icon" aria-hidden="true">
          <WarningIcon />
        </span>
        {current ? (
          <p className="wd-unsupported-current">
            <bdi>{i18n.t('unsupportedChain.current', { network: readableNetworkName(current, i18n) })}</bdi>
          </p>
        ) : null}
        <p className="wd-unsupported-explanation">{i18n.t('unsupportedChain.explanation')}</p>
      </div>
      <h3 className="wd-unsupported-heading" id={headingId}>
        {i18n.t('networks.available')}
      </h3>
      <NetworkList
        client={client}
        labelledBy={headingId}
        groupHeadingLevel={4}
        {...(namespaces === undefined ? {} : { namespaces })}
        onSwitched={() => client.controllers.modal.close()}
      />
      {connected ? (
        <button
          type="button"
          className="wd-button wd-button--secondary wd-button--block"
          disabled={disconnecting}
          aria-busy={disconnecting || undefined}
          onClick={() => void disconnect()}
        >
          <DisconnectIcon />
          {i18n.t('unsupportedChain.disconnect')}
        </button>
      ) : null}
    </div>
  );
}
