import type { View, WalletDockClient } from '@walletdock/core';
import type { ComponentType } from 'react';

/** What the shell passes to every view component. */
export type ModalViewProps = {
  client: WalletDockClient;
  /**
   * The characters the visitor typed while this view's code was loading (forgotten when the view changes); e.g.
   * All Wallets starts its search with them. Absent outside the modal's shell.
   */
  typedWhileLoading?: () => string;
  /**
   * Whether the modal registers `view` (the Account view shows a wallet feature's button only when its view
   * exists, spec §2 "Views load per enabled feature"). Absent outside the modal's shell: treat it as false.
   */
  hasView?: (view: View) => boolean;
};

/**
 * The views the modal can show, keyed by core's view names. Values are meant to be `React.lazy` components, so
 * that each view is its own chunk, loaded only when shown (and only registered for enabled features).
 */
export type ModalViewRegistry = Partial<Record<View, ComponentType<ModalViewProps>>>;

/** A registry without views: the shell alone (every view an empty placeholder), e.g. for tests of the shell. */
export const NO_VIEWS: ModalViewRegistry = Object.freeze({});
