/**
 * Every message of the spec's error catalogue (§8, §5), one named constant each (messages with a placeholder are
 * functions). Core's modules import this as a namespace (`import * as MESSAGES from '…/message-texts.js'`): a
 * bundler resolves `MESSAGES.networkNotFound` to the one constant, and puts each group module in the chunk of the
 * code that uses it, so that a lazy feature's messages load with the feature. Grouped by that code.
 */

export * from './connect-flow-messages.js';
export * from './connector-messages.js';
export * from './history-messages.js';
export * from './name-messages.js';
export * from './send-messages.js';
export * from './siwx-messages.js';
export * from './thrown-messages.js';
export * from './toast-messages.js';
