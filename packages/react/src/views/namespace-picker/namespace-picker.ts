import type {
  ChainNamespace,
  Connector,
  KnownChainNamespace,
  View,
  WalletDockClient,
} from '@walletdock/core';
import type { MessageKey } from '../../i18n/types.js';

/**
 * The namespace picker's view name. Core's `VIEWS` and the registry list it under this name (until they do,
 * the cast keeps this module compiling; the shell shows an empty placeholder for an unregistered view).
 */
export const NAMESPACE_PICKER_VIEW: View = 'NamespacePicker';

/** One choice of the picker: a namespace and the wallet's connector in it. */
export type NamespaceChoice = { namespace: ChainNamespace; connectorId: string };

/** The picker's router data. */
export type NamespacePickerData = {
  /** The wallet's name: the header title and the question's subject. */
  title: string;
  imageUrl?: string;
  choices: readonly NamespaceChoice[];
};

/** How a namespace is named where the visitor picks one (the EVM row covers every EVM network). */
export const NAMESPACE_LABEL_KEYS = {
  eip155: 'namespacePicker.evm',
  solana: 'networks.namespace.solana',
  bip122: 'networks.namespace.bip122',
  polkadot: 'networks.namespace.polkadot',
  cosmos: 'networks.namespace.cosmos',
} as const satisfies Record<KnownChainNamespace, MessageKey>;

/** The short name of a namespace (segmented controls, tags): "EVM", "Solana"… */
export const NAMESPACE_SHORT_KEYS = {
  eip155: 'networks.namespace.eip155',
  solana: 'networks.namespace.solana',
  bip122: 'networks.namespace.bip122',
  polkadot: 'networks.namespace.polkadot',
  cosmos: 'networks.namespace.cosmos',
} as const satisfies Record<KnownChainNamespace, MessageKey>;

/**
 * Opens the picker for a wallet that has a connector in several namespaces (core's listing row `connectors`):
 * the visitor chooses which namespace to connect, then ConnectingExternal connects it.
 */
export function openNamespacePicker(
  client: WalletDockClient,
  connectors: readonly Connector[],
  imageUrl: string | undefined,
): void {
  const [first] = connectors;
  if (first === undefined) return;
  const data: NamespacePickerData = {
    title: first.name,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    choices: connectors.map((connector) => ({ namespace: connector.chain, connectorId: connector.id })),
  };
  client.controllers.router.push(NAMESPACE_PICKER_VIEW, data);
}
