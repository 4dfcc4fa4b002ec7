export { assertSolanaAddress, isSolanaAddress } from './address.js';
export {
  assertPreflightCommitment,
  type StandardCommitment,
  toStandardCommitment,
} from './preflight-commitment.js';
