'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The Networks view (being built in this session: replaced by the real view). */
export default function NetworksView(_props: ModalViewProps): never {
  throw new Error('The Networks view is not built yet');
}
