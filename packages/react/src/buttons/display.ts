export { shortAddress } from '../views/shared/short-address.js';
