'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The UnsupportedChain view (being built in this session: replaced by the real view). */
export default function UnsupportedChainView(_props: ModalViewProps): never {
  throw new Error('The UnsupportedChain view is not built yet');
}
