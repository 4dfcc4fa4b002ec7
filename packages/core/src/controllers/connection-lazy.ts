/**
 * The connection's code loaded with one `import()` on first use (connection-lazy-parts.ts), not with the
 * client: the rest of a direct connect and of a disconnect.
 */
export { finishConnect } from './connection-connect.js';
export { finishDisconnect } from './connection-disconnect.js';
