'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The AllWallets view (being built in this session: replaced by the real view). */
export default function AllWalletsView(_props: ModalViewProps): never {
  throw new Error('The AllWallets view is not built yet');
}
