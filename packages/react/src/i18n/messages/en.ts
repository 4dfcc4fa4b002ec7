import { enShell } from './en-shell.js';
import { enViews } from './en-views.js';
import { enWalletFeatures } from './en-wallet-features.js';

/**
 * The English catalogue: the source of every key and of each message's placeholders. Every string the modal
 * and buttons show goes through it. Placeholders are `{name}`; count messages are objects keyed by plural
 * category and use `{count}`. Product names (WalletConnect, WalletDock) are never translated.
 *
 * Kept in three parts so that an app's always-loaded code carries only what it shows before the modal opens, and
 * the views only what they show: `enShell` (en-shell.ts), `enViews` (en-views.ts) and `enWalletFeatures`
 * (en-wallet-features.ts: Send and Receive).
 */
export const en = { ...enShell, ...enViews, ...enWalletFeatures };
