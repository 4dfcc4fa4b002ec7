export { parseTransferRequest, type SolanaTransferRequest, sendOptionsOf } from './request.js';
export {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  transferCheckedInstruction,
} from './spl.js';
export {
  type BuildTransferParameters,
  buildTransferTransaction,
  estimateTransactionFee,
  readMint,
} from './transfer.js';
