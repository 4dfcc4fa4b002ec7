import type { ChainNamespace } from '../caip/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { View } from './views.js';

/** ConnectingExternal: the connector being connected (`connection.connect` routes here) and how to show it. */
export type ConnectingExternalData = {
  connectorId: string;
  namespace: ChainNamespace;
  /** The wallet's name (header title and status text); default: the connector's name. */
  title?: string;
  imageUrl?: string;
};

/** ConnectingWalletConnectBasic: the directory wallet chosen (for its image and phone deep link), if any. */
export type WalletConnectViewData = {
  wallet?: DirectoryWallet;
  title?: string;
  imageUrl?: string;
};

/** One choice of the namespace picker: a namespace and the wallet's connector in it. */
export type NamespaceChoice = { namespace: ChainNamespace; connectorId: string };

/** NamespacePicker: a wallet with connectors in several namespaces. */
export type NamespacePickerData = {
  /** The wallet's name: the header title and the question's subject. */
  title: string;
  imageUrl?: string;
  choices: readonly NamespaceChoice[];
};

/** Swap: the input it is opened with (the swap feature defines its fields). */
export type SwapViewData = Readonly<Record<string, unknown>>;

/**
 * The data each view is opened with. `undefined` means the view takes none; a union with `undefined` means the
 * data is optional. `router.push`, `replace`, `reset` and `modal.open` check it at compile time, and a view reads
 * its own entry with `viewData(state, view)` without casts.
 */
export type ViewDataMap = {
  Connect: undefined;
  ConnectingSiwe: undefined;
  ConnectingFarcaster: undefined;
  UnsupportedChain: undefined;
  ApproveTransaction: undefined;
  Account: undefined;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  Swap: SwapViewData | undefined;
  AllWallets: undefined;
  ConnectingWalletConnectBasic: WalletConnectViewData | undefined;
  SIWXSignMessage: undefined;
  ConnectingExternal: ConnectingExternalData;
  Networks: undefined;
  NamespacePicker: NamespacePickerData;
  WhatIsAWallet: undefined;
  GetWallet: undefined;
  // The send flow's state is the send feature's (`state.send`), not view data: its views take none.
  WalletSend: undefined;
  WalletSendSelectToken: undefined;
  WalletSendPreview: undefined;
  WalletReceive: undefined;
};

/** The data of view `V`. */
export type ViewData<V extends View> = ViewDataMap[V];

/** The rest parameters after a view name: none or optional data when the view may go without, else required data. */
export type ViewDataArgs<V extends View> = undefined extends ViewDataMap[V]
  ? [data?: ViewDataMap[V]]
  : [data: ViewDataMap[V]];

/** A view and its data, as one value (history entries, `modal.open`). */
export type ViewWithData = {
  [V in View]: undefined extends ViewDataMap[V]
    ? { view: V; data?: ViewDataMap[V] }
    : { view: V; data: ViewDataMap[V] };
}[View];

/** The views that can be opened without data (their data is optional or none). */
export type ViewWithoutRequiredData = {
  [V in View]: undefined extends ViewDataMap[V] ? V : never;
}[View];

/** Any view's data (what the router stores). */
export type AnyViewData = Exclude<ViewDataMap[View], undefined>;

/**
 * The data of the current view when it is `view`, typed; `undefined` when another view is shown (a view reads
 * its own data with this, never with casts).
 */
export function viewData<V extends View>(
  router: { readonly view: View; readonly data: unknown },
  view: V,
): ViewDataMap[V] | undefined {
  return router.view === view ? (router.data as ViewDataMap[V] | undefined) : undefined;
}
