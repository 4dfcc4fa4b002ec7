export { verifySiwxMessage } from './lazy.js';
