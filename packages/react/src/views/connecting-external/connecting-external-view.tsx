'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The ConnectingExternal view (being built in this session: replaced by the real view). */
export default function ConnectingExternalView(_props: ModalViewProps): never {
  throw new Error('The ConnectingExternal view is not built yet');
}
