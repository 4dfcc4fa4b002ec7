// What the adapter loads with `import()` to connect a Wallet Standard wallet (or restore or end its session):
// `standard:connect` / `standard:disconnect` and opening the session. A page whose visitor has not connected
// (nor is being reconnected) does not load it.

export { solanaSessions } from './open-session.js';
export { connectWallet, disconnectWallet, reconnectWallet } from './standard-connect.js';
