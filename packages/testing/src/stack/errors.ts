/** The anvil binary could not be found (neither `WALLETDOCK_ANVIL_BIN` nor the `@foundry-rs/anvil` package). */
export class AnvilNotFoundError extends Error {
  override name = 'AnvilNotFoundError';
  /** The paths that were tried, in order. */
  readonly candidates: readonly string[];

  constructor(message: string, candidates: readonly string[]) {
    super(message);
    this.candidates = candidates;
  }
}

/** An anvil process exited, or printed something unexpected, before its JSON-RPC server was ready. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError';
  /** The chain id the process was started for. */
  readonly chainId: number;
  /** What anvil printed (stdout and stderr, possibly truncated at the start). */
  readonly output: string;

  constructor(message: string, details: { chainId: number; output: string; cause?: unknown }) {
    const output = details.output.trimEnd() || '(none)';
    super(`${message}\n--- anvil output ---\n${output}`, causeOption(details.cause));
    this.chainId = details.chainId;
    this.output = details.output;
  }
}

/** An anvil process did not answer `eth_chainId` with its chain id within the start timeout. */
export class AnvilStartTimeoutError extends AnvilStartError {
  override name = 'AnvilStartTimeoutError';
}

/** Placing or deploying the test contracts, or seeding balances, failed on a chain. */
export class StackDeployError extends Error {
  override name = 'StackDeployError';
  readonly chainId: number;

  constructor(message: string, details: { chainId: number; cause?: unknown }) {
    super(message, causeOption(details.cause));
    this.chainId = details.chainId;
  }
}

/** `startLocalStack` was given options it cannot honour (for example two equal chain ids). */
export class InvalidStackOptionsError extends Error {
  override name = 'InvalidStackOptionsError';
}

function causeOption(cause: unknown): ErrorOptions | undefined {
  return cause === undefined ? undefined : { cause };
}

/** The stack's `@walletdock/server` could not be set up (its fixtures could not be recorded). */
export class StackServerStartError extends Error {
  override name = 'StackServerStartError';
}
