export * from './balances/index.js';
export * from './eip6963/index.js';
