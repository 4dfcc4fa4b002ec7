import type { KnownChainNamespace } from '@walletdock/core';
import type { MessageKey } from '../../i18n/types.js';

/**
 * The namespace picker's view name (core's `VIEWS`; the registry maps it to the view). Its router data is core's
 * `NamespacePickerData` (router/view-data.ts), and core's `connection.connect` opens it.
 */
export const NAMESPACE_PICKER_VIEW = 'NamespacePicker' as const;

/**
 * How a namespace is named where the visitor picks one (the EVM row covers every EVM network). A namespace not
 * listed here is named by its adapter's `displayName`, else its id (`views/shared/namespace-label.ts`).
 */
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
