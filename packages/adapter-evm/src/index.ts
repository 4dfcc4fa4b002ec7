export * from './eip6963/index.js';
