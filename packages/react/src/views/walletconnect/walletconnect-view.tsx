'use client';

import type { ModalViewProps } from '../../modal/views.js';

/** The ConnectingWalletConnectBasic view (being built in this session: replaced by the real view). */
export default function WalletConnectView(_props: ModalViewProps): never {
  throw new Error('The ConnectingWalletConnectBasic view is not built yet');
}
