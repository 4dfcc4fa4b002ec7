'use client';

import { useEffect, useState } from 'react';

/** The host element's marker attribute (the element that carries the modal's shadow root). */
export const MODAL_HOST_ATTRIBUTE = 'data-walletdock-modal';

/**
 * The modal's shadow root: on a host element appended to `document.body` (the default placement), or, `inline`
 * (disableAppend, embedded), on `inlineHost`, the element rendered where the component is placed. Null until
 * the host is there; the appended host is removed again when the modal unmounts.
 */
export function useShadowRoot(inline: boolean, inlineHost: HTMLElement | null): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  useEffect(() => {
    if (inline) return;
    const host = document.createElement('div');
    host.setAttribute(MODAL_HOST_ATTRIBUTE, '');
    document.body.append(host);
    setRoot(host.attachShadow({ mode: 'open' }));
    return () => {
      host.remove();
      setRoot(null);
    };
  }, [inline]);

  useEffect(() => {
    if (!inlineHost) return;
    setRoot(inlineHost.shadowRoot ?? inlineHost.attachShadow({ mode: 'open' }));
    return () => setRoot(null);
  }, [inlineHost]);

  return root;
}
