'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useModalState } from '../hooks/use-modal-state.js';
import { useWalletDock } from '../hooks/use-walletdock.js';
import { useTranslation } from '../i18n/use-translation.js';

/** Per-instance texts; each one left out comes from the `I18nProvider` catalogue (English without one). */
export type ConnectButtonLabels = {
  /** Catalogue key `button.connect` ("Connect Wallet"). */
  connect: string;
  /** Shown while the modal is loading its first view; catalogue key `button.connecting` ("Connecting…"). */
  loading: string;
};

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  labels?: Partial<ConnectButtonLabels>;
};

/** A `<button>` that opens the modal (Connect, or Account once connected, by core's rules). */
export function ConnectButton({ labels, className, onClick, ...rest }: ConnectButtonProps): ReactNode {
  const { open } = useWalletDock();
  const { loading } = useModalState();
  const { t } = useTranslation();
  return (
    <button
      {...rest}
      type="button"
      className={className ? `wd-button wd-button--connect ${className}` : 'wd-button wd-button--connect'}
      aria-busy={loading || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) void open();
      }}
    >
      {loading ? (labels?.loading ?? t('button.connecting')) : (labels?.connect ?? t('button.connect'))}
    </button>
  );
}
