import { VERSION } from '../version.js';

/** The `st` query parameter WalletDock sends to every service. */
export const SDK_TYPE = 'walletdock';

/** The `sv` query parameter: `walletdock-core-<version>` (the package's `VERSION`). */
export const SDK_VERSION = `walletdock-core-${VERSION}`;
