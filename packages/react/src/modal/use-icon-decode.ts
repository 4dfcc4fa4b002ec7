'use client';

import type { Connector } from '@walletdock/core';
import { useEffect } from 'react';
import { whenIdle } from './when-idle.js';

/**
 * Decodes the installed wallets' icons while the browser is idle, once `ready` (the shell's sheet is wanted):
 * opening then does not parse them in the Connect view's first frame. Only `data:` images (EIP-6963 icons), so
 * this makes no request.
 */
export function useIconDecode(ready: boolean, connectors: readonly Connector[]): void {
  useEffect(() => {
    if (!ready || typeof Image !== 'function') return;
    const icons = connectors
      .map((connector) => connector.imageUrl)
      .filter((url): url is string => typeof url === 'string' && url.startsWith('data:image/'));
    if (icons.length === 0) return;
    const images: HTMLImageElement[] = [];
    const cancel = whenIdle(() => {
      for (const url of icons) {
        const image = new Image();
        image.src = url;
        image.decode().catch(() => undefined);
        images.push(image);
      }
    });
    return () => {
      cancel();
      images.length = 0;
    };
  }, [ready, connectors]);
}
