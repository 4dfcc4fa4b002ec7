'use client';

import type { ReactNode } from 'react';
import type { IconProps } from '../../modal/icons.js';
import type { ModalViewProps } from '../../modal/views.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { KeyIcon, ShieldIcon, VaultIcon } from './help-icons.js';
import { WALLET_HELP_CSS } from './styles.js';

/** What a wallet is, in three plain points: where assets live, how it signs you in, and that you approve everything. */
const POINTS: readonly {
  icon: (props: IconProps) => ReactNode;
  title: 'whatIsAWallet.homeTitle' | 'whatIsAWallet.loginTitle' | 'whatIsAWallet.controlTitle';
  body: 'whatIsAWallet.homeBody' | 'whatIsAWallet.loginBody' | 'whatIsAWallet.controlBody';
}[] = [
  { icon: VaultIcon, title: 'whatIsAWallet.homeTitle', body: 'whatIsAWallet.homeBody' },
  { icon: KeyIcon, title: 'whatIsAWallet.loginTitle', body: 'whatIsAWallet.loginBody' },
  { icon: ShieldIcon, title: 'whatIsAWallet.controlTitle', body: 'whatIsAWallet.controlBody' },
];

/**
 * WhatIsAWallet, behind the Connect view's "I don't have a wallet": explains in plain words what a wallet is,
 * then "Get a wallet" opens GetWallet (popular wallets with links to get them). Back returns to Connect.
 */
export default function WhatIsAWalletView({ client }: ModalViewProps) {
  const i18n = useViewTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, WALLET_HELP_CSS);
  return (
    <div ref={ref} className="wd-help">
      <ul className="wd-help-points">
        {POINTS.map(({ icon: PointIcon, title, body }) => (
          <li key={title} className="wd-help-point">
            <span className="wd-help-point-icon" aria-hidden="true">
              <PointIcon />
            </span>
            <div className="wd-help-point-text">
              <h3 className="wd-help-point-title">{i18n.t(title)}</h3>
              <p className="wd-help-point-body">{i18n.t(body)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="wd-help-actions">
        <button
          type="button"
          className="wd-button wd-button--block"
          onClick={() => client.controllers.router.push('GetWallet')}
        >
          {i18n.t('whatIsAWallet.getWallet')}
        </button>
      </div>
    </div>
  );
}
