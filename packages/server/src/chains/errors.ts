import { BadRequestError, UpstreamError } from '../errors.js';

/** 400 `unsupported_chain`: a well-formed CAIP-2 id of a chain this server is not configured for. */
export class UnsupportedChainError extends BadRequestError {
  override name = 'UnsupportedChainError';
  readonly chainId: string;
  constructor(chainId: string, detail = 'is not supported by this server') {
    super(`Chain ${chainId} ${detail}`, 'unsupported_chain');
    this.chainId = chainId;
  }
}

/**
 * 502 `upstream_unavailable`: the JSON-RPC node of a configured chain failed (unreachable, timed out, an error
 * answer, no Multicall3 at the configured address). The message names the chain, never its RPC URL (which may
 * carry an API key); the cause is logged.
 */
export class ChainUnavailableError extends UpstreamError {
  override name = 'ChainUnavailableError';
  readonly chainId: string;
  constructor(chain: { id: string; name: string }, reason: string, options: { cause?: unknown } = {}) {
    super(`the JSON-RPC node of ${chain.id}`, reason, {
      message: `The JSON-RPC node of ${chain.name} (${chain.id}) ${reason}`,
      cause: options.cause,
    });
    this.chainId = chain.id;
  }
}

/** 400 `not_a_token`: an address on a served chain that does not answer as an ERC-20 (no `decimals()`). */
export class NotATokenError extends BadRequestError {
  override name = 'NotATokenError';
  constructor(chainId: string, address: string) {
    super(`${address} is not an ERC-20 token on ${chainId}`, 'not_a_token');
  }
}
