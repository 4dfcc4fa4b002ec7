export { type DerivedKey, deriveEip155, deriveSolana, EIP155_PATH, SOLANA_PATH } from './derive.js';
export { entropyToWords, InvalidMnemonicError, newEntropy, seedOf, wordsToEntropy } from './seed.js';
export {
  combineShares,
  decodeShare,
  encodeShare,
  InvalidShareError,
  type Share,
  ShareMismatchError,
  type ShareRole,
  splitEntropy,
} from './shares.js';
