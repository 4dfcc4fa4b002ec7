import type { ChainNamespace } from '@walletdock/core';
import { useWalletDockSelector } from '@walletdock/react';
import { useMemo, useState } from 'react';
import { connectedNamespaces, requestNamespace } from './namespaces';

export type RequestNamespace = {
  /** The connected namespaces, in the page's order. */
  connected: readonly ChainNamespace[];
  /** Where the next wallet request goes (see `requestNamespace`); `undefined` when nothing is connected. */
  namespace: ChainNamespace | undefined;
  /** The visitor picks a namespace (kept while it stays connected). */
  pick: (namespace: ChainNamespace) => void;
};

/** The namespace a card's wallet request goes to: the visitor's pick while it is connected, else the active one. */
export function useRequestNamespace(): RequestNamespace {
  const [picked, setPicked] = useState<ChainNamespace | undefined>(undefined);
  // A string, so that the selector's result compares equal while the list is unchanged.
  const key = useWalletDockSelector((state) => connectedNamespaces(state).join(' '));
  const active = useWalletDockSelector((state) => state.chains.activeNamespace);
  const connected = useMemo(() => (key === '' ? [] : (key.split(' ') as ChainNamespace[])), [key]);
  return { connected, namespace: requestNamespace(connected, active, picked), pick: setPicked };
}
