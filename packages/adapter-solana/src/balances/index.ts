export { decodeTokenAccount, readSolBalance, readTokenBalances, SOL_DECIMALS } from './read-balances.js';
