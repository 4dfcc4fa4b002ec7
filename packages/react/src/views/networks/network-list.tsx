'use client';

import {
  type CaipNetwork,
  type ChainNamespace,
  isUserRejection,
  type KnownChainNamespace,
  type WalletDockClient,
} from '@walletdock/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { MessageKey } from '../../i18n/types.js';
import { NameText } from '../shared/name-text.js';
import { namespaceLabel } from '../shared/namespace-label.js';
import { NetworkImage } from '../shared/network-image.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { CheckIcon, WarningIcon } from '../shared/view-icons.js';

/** The group heading of each namespace (shown when the app configures networks of several namespaces). */
const NAMESPACE_KEYS = {
  eip155: 'networks.namespace.eip155',
  solana: 'networks.namespace.solana',
  bip122: 'networks.namespace.bip122',
  polkadot: 'networks.namespace.polkadot',
  cosmos: 'networks.namespace.cosmos',
} as const satisfies Record<KnownChainNamespace, MessageKey>;

export { NetworkImage };

/** Marks the network buttons, for the arrow-key navigation (and tests): the value is the CAIP-2 id. */
const NETWORK_ATTRIBUTE = 'data-network-id';

export type NetworkListProps = {
  client: WalletDockClient;
  /**
   * Runs after the wallet (or, without a connected address, core alone) switched to the chosen network, while
   * this view is still the one shown: go back, close the modal…
   */
  onSwitched(): unknown;
  /**
   * Id of a visible heading naming the networks. Without it a list without group headings is named "Available
   * networks" (aria-label).
   */
  labelledBy?: string;
  /** Level of the namespace group headings: 3 below the modal's title (default), 4 below a view's own heading. */
  groupHeadingLevel?: 3 | 4;
  /**
   * Only the networks of these namespaces (e.g. UnsupportedChain: those the connected wallet can switch to);
   * default every configured network.
   */
  namespaces?: readonly ChainNamespace[];
};

/** The app's networks in their configured order, grouped by namespace when there are several. */
function groupsOf(networks: readonly CaipNetwork[]): [ChainNamespace, CaipNetwork[]][] {
  const groups = new Map<ChainNamespace, CaipNetwork[]>();
  for (const network of networks) {
    const group = groups.get(network.chainNamespace);
    if (group) group.push(network);
    else groups.set(network.chainNamespace, [network]);
  }
  return [...groups];
}

/**
 * Arrow keys, Home and End on a network button: focus moves to the next, previous, first or last enabled network
 * button of the list (wrapping around), across the namespace groups.
 */
function moveBetweenNetworks(event: KeyboardEvent<HTMLButtonElement>): void {
  const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const list = event.currentTarget.closest('.wd-networks');
  const buttons = [
    ...(list?.querySelectorAll<HTMLButtonElement>(`button[${NETWORK_ATTRIBUTE}]`) ?? []),
  ].filter((button) => !button.disabled);
  if (buttons.length === 0) return;
  const index = buttons.indexOf(event.currentTarget);
  const last = buttons.length - 1;
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = last;
  else if (event.key === 'ArrowDown' || event.key === 'ArrowRight')
    next = index < 0 || index === last ? 0 : index + 1;
  else next = index <= 0 ? last : index - 1;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The app's networks (`client.options.networks`) as a list of buttons that switch to one through core
 * (`chains.switchNetwork`, which applies the spec's rules). While a switch is pending its row says so, with
 * the hint to approve it in the wallet when a wallet is asked, and the other rows are disabled. A visitor's
 * rejection (4001) leaves the list as it was; any other failure shows "Could not switch network".
 * Choosing a network of another connected namespace makes that namespace active (core); choosing one of a
 * namespace without an account while another is connected opens Connect for that namespace.
 * Arrow keys, Home and End move between the rows.
 */
export function NetworkList({
  client,
  onSwitched,
  labelledBy,
  groupHeadingLevel = 3,
  namespaces,
}: NetworkListProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const headingId = useId();
  const [pending, setPending] = useState<CaipNetwork | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const groups = groupsOf(
    namespaces === undefined
      ? client.options.networks
      : client.options.networks.filter((network) => namespaces.includes(network.chainNamespace)),
  );
  const grouped = groups.length > 1;
  const GroupHeading = groupHeadingLevel === 4 ? 'h4' : 'h3';
  const activeId = state.chains.activeCaipNetwork?.caipNetworkId;
  /** A wallet is asked to switch only when the network's namespace has a connected address. */
  const asksWallet = (network: CaipNetwork) =>
    state.chains.namespaces[network.chainNamespace]?.account.address !== undefined;

  async function choose(network: CaipNetwork): Promise<void> {
    if (pending) return;
    const { router, modal, chains } = client.state;
    const view = router.view;
    const depth = router.history.length;
    // A network of a namespace without an account while another namespace is connected: after the switch
    // (core makes that namespace active) the visitor connects a wallet of it.
    const toConnect =
      chains.namespaces[network.chainNamespace]?.account.address === undefined &&
      Object.values(chains.namespaces).some((entry) => entry?.account.status === 'connected');
    setPending(network);
    setFailed(false);
    try {
      await client.controllers.chains.switchNetwork(network);
    } catch (error) {
      setPending(undefined);
      // The visitor said no in the wallet: nothing went wrong, they can pick again.
      if (!isUserRejection(error)) setFailed(true);
      return;
    }
    setPending(undefined);
    // Navigate only if this view is still the one shown (core may have routed elsewhere, the visitor may have
    // gone back or closed the modal while the wallet was asked).
    const now = client.state;
    if (now.modal.open === modal.open && now.router.view === view && now.router.history.length === depth) {
      if (toConnect && now.modal.open) {
        await client.controllers.modal.open({ view: 'Connect', namespace: network.chainNamespace });
      } else {
        await onSwitched();
      }
    }
  }

  const renderList = (
    networks: CaipNetwork[],
    labelling: { 'aria-labelledby': string } | { 'aria-label': string },
  ) => (
    <ul className="wd-list" {...labelling}>
      {networks.map((network) => {
        const current = network.caipNetworkId === activeId;
        const switching = pending?.caipNetworkId === network.caipNetworkId;
        return (
          <li key={network.caipNetworkId} className="wd-list-row">
            <button
              type="button"
              className="wd-list-item wd-networks-item"
              {...{ [NETWORK_ATTRIBUTE]: network.caipNetworkId }}
              aria-current={current ? 'true' : undefined}
              aria-busy={switching ? 'true' : undefined}
              disabled={pending !== undefined && !switching}
              onClick={() => void choose(network)}
              onKeyDown={moveBetweenNetworks}
            >
              <NetworkImage network={network} client={client} />
              <span className="wd-networks-text">
                {/* One line: a second would make the row grow while it switches (the layout contract). */}
                <NameText
                  name={switching ? i18n.t('networks.switching', { network: network.name }) : network.name}
                  className="wd-list-item-name"
                />
                {switching && asksWallet(network) ? (
                  <span className="wd-networks-hint">{i18n.t('networks.switchInWallet')}</span>
                ) : network.testnet ? (
                  <span className="wd-networks-hint">{i18n.t('networks.testnet')}</span>
                ) : null}
              </span>
              <span className="wd-networks-status">
                {switching ? (
                  <span className="wd-spinner" aria-hidden="true" />
                ) : current ? (
                  // A check, not a worded tag: long network names keep their room. The word is for screen readers.
                  <span className="wd-networks-current" title={i18n.t('networks.current')}>
                    <CheckIcon />
                    <span className="wd-visually-hidden">{i18n.t('networks.current')}</span>
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="wd-networks">
      {failed ? (
        <p className="wd-networks-error" role="alert">
          <WarningIcon />
          {i18n.t('networks.switchFailed')}
        </p>
      ) : null}
      <div className="wd-networks-scroll">
        {grouped
          ? groups.map(([namespace, networks]) => (
              <section key={namespace} className="wd-networks-group">
                <GroupHeading className="wd-networks-group-title" id={`${headingId}-${namespace}`}>
                  {namespaceLabel(client, namespace, i18n, NAMESPACE_KEYS)}
                </GroupHeading>
                {renderList(networks, { 'aria-labelledby': `${headingId}-${namespace}` })}
              </section>
            ))
          : renderList(
              groups[0]?.[1] ?? [],
              labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': i18n.t('networks.available') },
            )}
      </div>
      <p className="wd-visually-hidden" role="status">
        {pending
          ? [
              i18n.t('networks.switching', { network: pending.name }),
              asksWallet(pending) ? i18n.t('networks.switchInWallet') : '',
            ]
              .filter(Boolean)
              .join('. ')
          : ''}
      </p>
    </div>
  );
}
