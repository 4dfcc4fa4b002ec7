'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useModalState } from '../hooks/use-modal-state.js';
import { useWalletDock } from '../hooks/use-walletdock.js';

export type ConnectButtonLabels = {
  /** Default "Connect Wallet". */
  connect: string;
  /** Shown while the modal is loading its first view; default "Connecting…". */
  loading: string;
};

export const DEFAULT_CONNECT_BUTTON_LABELS: ConnectButtonLabels = Object.freeze({
  connect: 'Connect Wallet',
  loading: 'Connecting…',
});

export type ConnectButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  labels?: Partial<ConnectButtonLabels>;
};

/** A `<button>` that opens the modal (Connect, or Account once connected, by core's rules). */
export function ConnectButton({ labels, className, onClick, ...rest }: ConnectButtonProps): ReactNode {
  const { open } = useWalletDock();
  const { loading } = useModalState();
  const text = { ...DEFAULT_CONNECT_BUTTON_LABELS, ...labels };
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
      {loading ? text.loading : text.connect}
    </button>
  );
}
