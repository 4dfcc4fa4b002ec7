'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The Account view (being built in this session: replaced by the real view). */
export default function AccountView(_props: ModalViewProps): never {
  throw new Error('The Account view is not built yet');
}
