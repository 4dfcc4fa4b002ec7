'use client';

import {
  type ChainNamespace,
  namespaceCanSend,
  type View,
  type WalletDockClient,
  type WalletFeature,
} from '@walletdock/core';
import type { ReactNode } from 'react';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { ArrowDownLeftIcon, ArrowUpRightIcon } from './account-icons.js';

/**
 * The view of each wallet feature and its button's label and icon. On-ramp and swaps have no view yet (their
 * issue adds their line): a feature without a view has no button.
 */
type FeatureView = 'WalletReceive' | 'WalletSend';
type FeatureButton = {
  view: FeatureView;
  label: 'account.actionReceive' | 'account.actionSend';
  icon: () => ReactNode;
};
const FEATURE_BUTTONS: Partial<Record<WalletFeature, FeatureButton>> = {
  receive: { view: 'WalletReceive', label: 'account.actionReceive', icon: ArrowDownLeftIcon },
  send: { view: 'WalletSend', label: 'account.actionSend', icon: ArrowUpRightIcon },
};

/** The wallet features the Account view offers, in core's order (spec §2 "Wallet features order"). */
export function accountActions(
  client: WalletDockClient,
  namespace: ChainNamespace | undefined,
  hasView: ((view: View) => boolean) | undefined,
): ({ feature: WalletFeature } & FeatureButton)[] {
  return client.controllers.connectors.walletFeaturesOrder().flatMap((feature) => {
    const button = FEATURE_BUTTONS[feature];
    if (!button || !hasView?.(button.view)) return [];
    if (feature === 'send' && !namespaceCanSend(namespace, client.options.adapters)) return [];
    return [{ feature, ...button }];
  });
}

function openFeature(client: WalletDockClient, view: FeatureView): void {
  if (view === 'WalletSend') client.controllers.router.push('WalletSend');
  else client.controllers.router.push('WalletReceive');
}

export type AccountActionsProps = {
  client: WalletDockClient;
  namespace: ChainNamespace | undefined;
  hasView: ((view: View) => boolean) | undefined;
};

/**
 * The Account view's wallet-feature buttons (spec §2): one row of icon-and-label buttons, in core's
 * `connectors.walletFeaturesOrder()` (onramp, swaps, receive, send), each only when its feature flag is on and
 * the modal registers its view — Send only where the active namespace can send. Nothing when none applies.
 */
export function AccountActions({ client, namespace, hasView }: AccountActionsProps) {
  const i18n = useViewTranslation();
  const actions = accountActions(client, namespace, hasView);
  if (actions.length === 0) return null;
  return (
    <ul className="wd-account-features" aria-label={i18n.t('account.walletActions')}>
      {actions.map(({ feature, view, label, icon: FeatureIcon }) => (
        <li key={feature} className="wd-account-feature-item">
          <button
            type="button"
            className="wd-account-feature"
            data-feature={feature}
            onClick={() => openFeature(client, view)}
          >
            <span className="wd-account-feature-icon">
              <FeatureIcon />
            </span>
            <span className="wd-account-feature-label">{i18n.t(label)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
