'use client';

import type { ReceiveAccount, ReceiveController, WalletDockClient } from '@walletdock/core';
import { useRef } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import { INITIAL_FOCUS_ATTRIBUTE } from '../../modal/initial-focus.js';
import type { ModalViewProps } from '../../modal/views.js';
import { NAMESPACE_SHORT_KEYS } from '../namespace-picker/namespace-picker.js';
import { copyText } from '../shared/copy-text.js';
import { MIDDLE_TRUNCATE_CSS, MiddleTruncate } from '../shared/middle-truncate.js';
import { NameText } from '../shared/name-text.js';
import { namespaceLabel } from '../shared/namespace-label.js';
import { NetworkImage } from '../shared/network-image.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { CopyIcon } from '../shared/view-icons.js';
import { QrCode } from '../walletconnect/qr-code.js';
import { RECEIVE_CSS } from './styles.js';
import { useReceiveController } from './use-receive-controller.js';

/**
 * Receive (WalletReceive, spec §2): the address of the account Receive shows (core's `receive.account()`, the
 * active namespace's unless another connected one is chosen) as a QR code (the `qr` package's matrix the
 * WalletConnect view draws, views/walletconnect/qr-matrix.ts), the address cut in the middle with Copy (the copy
 * helper and the "Address copied" toast), the family warning (core's `receive.familyWarning()`: "Only send Solana
 * assets to this address"), and the networks it receives on. With several namespaces connected, a switch chooses
 * whose address shows (`receive.selectNamespace`). The regions keep their size while the feature's code loads.
 */
export default function WalletReceiveView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useWalletFeatureTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS, RECEIVE_CSS);
  const receive = useReceiveController(client, state.features.receive);
  const rootRef = useRef<HTMLDivElement | null>(null);
  // Rendered from core's answers; `state` (read above) re-renders the view when they change.
  const accounts = receive?.accounts() ?? [];
  const account = receive?.account();
  const warning = receive?.familyWarning();

  const onCopy = async (address: string) => {
    const doc = rootRef.current?.ownerDocument ?? document;
    if (await copyText(address, doc)) client.controllers.toast.showSuccess(i18n.t('account.addressCopied'));
  };

  return (
    <div
      ref={(element) => {
        rootRef.current = element;
        ref(element);
      }}
      className="wd-receive"
    >
      {accounts.length > 1 && receive ? (
        <ReceiveSwitch client={client} receive={receive} accounts={accounts} active={account?.namespace} />
      ) : null}
      <div
        className="wd-receive-qr"
        role="img"
        aria-label={
          account ? i18n.t('receive.qrLabel', { address: account.address }) : i18n.t('common.loading')
        }
        data-address={account?.address}
      >
        {account ? (
          <QrCode
            value={account.address}
            logo={
              account.networks[0] ? (
                <NetworkImage
                  network={account.networks[0]}
                  client={client}
                  size={5.2}
                  className="wd-receive-qr-network"
                />
              ) : undefined
            }
          />
        ) : (
          <span className="wd-spinner" aria-hidden="true" />
        )}
      </div>
      <div className="wd-receive-address-row">
        <div className="wd-receive-address">
          <span className="wd-receive-label">{i18n.t('receive.addressLabel')}</span>
          <span className="wd-receive-address-value">
            {account ? (
              <MiddleTruncate
                value={account.address}
                head={account.address.startsWith('0x') ? 14 : 12}
                tail={10}
              />
            ) : (
              '\u200b'
            )}
          </span>
        </div>
        <button
          type="button"
          className="wd-icon-button wd-receive-copy"
          aria-label={i18n.t('account.copyAddress')}
          title={i18n.t('account.copyAddress')}
          disabled={account === undefined}
          {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}
          onClick={() => {
            if (account) void onCopy(account.address);
          }}
        >
          <CopyIcon />
        </button>
      </div>
      <p className="wd-receive-warning" role="note">
        {warning
          ? i18n.t('receive.familyWarning', {
              family: namespaceLabel(client, warning.namespace, i18n, NAMESPACE_SHORT_KEYS),
            })
          : '\u200b'}
      </p>
      <div className="wd-receive-networks">
        <span className="wd-receive-label" id="wd-receive-networks-label">
          {i18n.t('receive.networksLabel')}
        </span>
        <ul className="wd-receive-network-list" aria-labelledby="wd-receive-networks-label">
          {(account?.networks ?? []).map((network) => (
            <li key={network.caipNetworkId} className="wd-receive-network">
              <NetworkImage network={network} client={client} size={2} className="wd-receive-network-image" />
              <NameText className="wd-receive-network-name" name={network.name} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The namespace switch (several namespaces connected): a segmented control of their short names. */
function ReceiveSwitch({
  client,
  receive,
  accounts,
  active,
}: {
  client: WalletDockClient;
  receive: ReceiveController;
  accounts: readonly ReceiveAccount[];
  active: ReceiveAccount['namespace'] | undefined;
}) {
  const i18n = useWalletFeatureTranslation();
  return (
    <fieldset className="wd-receive-switch">
      <legend className="wd-visually-hidden">{i18n.t('receive.accountsLabel')}</legend>
      {accounts.map(({ namespace }) => (
        <button
          key={namespace}
          type="button"
          className="wd-receive-segment"
          aria-pressed={namespace === active}
          data-namespace={namespace}
          onClick={() => receive.selectNamespace(namespace)}
        >
          {namespaceLabel(client, namespace, i18n, NAMESPACE_SHORT_KEYS)}
        </button>
      ))}
    </fieldset>
  );
}
