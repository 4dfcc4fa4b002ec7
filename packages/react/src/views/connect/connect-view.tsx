'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The Connect view (being built in this session: replaced by the real view). */
export default function ConnectView(_props: ModalViewProps): never {
  throw new Error('The Connect view is not built yet');
}
