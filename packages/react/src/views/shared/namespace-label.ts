import {
  type ChainNamespace,
  isKnownChainNamespace,
  type KnownChainNamespace,
  type WalletDockClient,
} from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';
import type { MessageArgs, MessageKey } from '../../i18n/types.js';

/** A catalogue message without parameters (a namespace's name). */
type NamespaceMessageKey = {
  [K in MessageKey]: MessageArgs<K> extends [] ? K : never;
}[MessageKey];

/**
 * How a view names a namespace. A namespace WalletDock knows by name has a message in the catalogues
 * (`keys`, one per view's wording); any other namespace (namespaces are open: an adapter makes one supported)
 * is named by its adapter's `displayName`, else by the namespace id itself.
 */
export function namespaceLabel(
  client: WalletDockClient,
  namespace: ChainNamespace,
  i18n: Pick<Translator, 't'>,
  keys: Readonly<Record<KnownChainNamespace, NamespaceMessageKey>>,
): string {
  if (isKnownChainNamespace(namespace)) return i18n.t(keys[namespace]);
  const displayName = client.options.adapters.find((adapter) => adapter.namespace === namespace)?.displayName;
  return typeof displayName === 'string' && displayName.trim() !== '' ? displayName : namespace;
}
