export { verifySiwxMessage } from './lazy.js';
export type { EvmSiwxVerifyOptions } from './types.js';
