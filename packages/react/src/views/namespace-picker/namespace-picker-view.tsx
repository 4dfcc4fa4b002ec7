'use client';

import { type CaipNetwork, type ChainNamespace, type NamespaceChoice, viewData } from '@walletdock/core';
import { useId } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { ModalViewProps } from '../../modal/views.js';
import { moveFocusInList } from '../connect/list-keyboard.js';
import { NameText } from '../shared/name-text.js';
import { namespaceLabel } from '../shared/namespace-label.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { ChevronRightIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { NAMESPACE_LABEL_KEYS } from './namespace-picker.js';
import { NAMESPACE_PICKER_CSS } from './styles.js';

const text = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value : undefined;

/**
 * The namespace picker: a wallet that exists in several namespaces (e.g. Phantom for EVM and Solana) is listed
 * once in Connect; core's `connection.connect` opens this view for it (router data `NamespacePickerData`:
 * `{ title, imageUrl?, choices: [{ namespace, connectorId }] }`), which asks which namespace to connect — "EVM
 * networks", "Solana"… — and hands the chosen connector back to `connection.connect` (→ ConnectingExternal).
 * A namespace already connected is tagged "Connected". The rows are one list navigable with the arrow keys.
 */
export default function NamespacePickerView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, NAMESPACE_PICKER_CSS);
  const data = viewData(state.router, 'NamespacePicker');
  const wallet = text(data?.title) ?? '';
  const imageUrl = text(data?.imageUrl);
  // Only choices whose connector is still there (an extension may have gone away meanwhile).
  const choices = (data?.choices ?? []).filter((choice) =>
    state.connectors.connectors.some((c) => c.id === choice.connectorId && c.chain === choice.namespace),
  );
  const descriptionId = useId();
  // Without an image handed on, the wallet's directory image (of the first choice whose connector has one).
  const imageId = choices
    .map((choice) =>
      state.connectors.connectors.find((c) => c.id === choice.connectorId && c.chain === choice.namespace),
    )
    .find((connector) => connector?.imageId)?.imageId;

  const choose = (choice: NamespaceChoice) => {
    client.controllers.connection
      .connect({
        connector: { id: choice.connectorId, chain: choice.namespace },
        title: wallet,
        ...(imageUrl === undefined ? {} : { imageUrl }),
      })
      .catch(() => undefined); // ConnectingExternal renders the outcome
  };

  return (
    <div ref={styles} className="wd-nsp">
      <div className="wd-nsp-intro">
        <WalletImage src={imageUrl} imageId={imageId} client={client} size={6.4} />
        <p className="wd-text-muted" id={descriptionId}>
          {i18n.t('namespacePicker.description', { wallet })}
        </p>
      </div>
      <ul className="wd-list wd-nsp-list" aria-labelledby={descriptionId} onKeyDown={moveFocusInList}>
        {choices.map((choice) => {
          const connected = state.chains.namespaces[choice.namespace]?.account.status === 'connected';
          return (
            <li key={`${choice.namespace}:${choice.connectorId}`} className="wd-list-row">
              <button
                type="button"
                className="wd-list-item"
                data-namespace={choice.namespace}
                onClick={() => choose(choice)}
              >
                <NamespaceIcon
                  namespace={choice.namespace}
                  networks={client.options.networks}
                  label={namespaceLabel(client, choice.namespace, i18n, NAMESPACE_LABEL_KEYS)}
                />
                <NameText
                  name={namespaceLabel(client, choice.namespace, i18n, NAMESPACE_LABEL_KEYS)}
                  lines={2}
                  className="wd-list-item-name"
                />
                {connected ? (
                  <span className="wd-tag wd-tag--accent">{i18n.t('namespacePicker.connected')}</span>
                ) : null}
                <span className="wd-nsp-chevron" aria-hidden="true">
                  <ChevronRightIcon />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A colour per namespace for the letter badge (white text keeps 4.5:1 on each); any other: a neutral one. */
const OTHER_NAMESPACE_BADGE_COLOUR = 'hsl(210 10% 35%)';
const BADGE_COLOURS: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: 'hsl(231 48% 42%)',
  solana: 'hsl(268 62% 42%)',
  bip122: 'hsl(28 90% 30%)',
  polkadot: 'hsl(330 80% 38%)',
  cosmos: 'hsl(240 20% 30%)',
};

function badgeColour(namespace: ChainNamespace): string {
  return (
    (Object.hasOwn(BADGE_COLOURS, namespace) ? BADGE_COLOURS[namespace] : undefined) ??
    OTHER_NAMESPACE_BADGE_COLOUR
  );
}

/**
 * The namespace's icon: the image of its first configured network that has one, else a coloured circle with
 * the namespace's first letter. Decorative: the row's text names it.
 */
function NamespaceIcon({
  namespace,
  networks,
  label,
}: {
  namespace: ChainNamespace;
  networks: readonly CaipNetwork[];
  label: string;
}) {
  const src = networks.find((n) => n.chainNamespace === namespace && n.assets?.imageUrl)?.assets?.imageUrl;
  if (src) return <WalletImage src={src} appImage size={4} round />;
  return (
    <span
      className="wd-nsp-badge"
      style={{ width: '4em', height: '4em', background: badgeColour(namespace) }}
      aria-hidden="true"
    >
      <span>{Array.from(label)[0]?.toUpperCase() ?? '?'}</span>
    </span>
  );
}
