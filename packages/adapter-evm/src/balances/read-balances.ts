import type { AdapterTokenBalance, TokenConfig } from '@walletdock/core';
import { ChainError, isEvmAddress, MESSAGES, VALIDATION_MESSAGES, ValidationError } from '@walletdock/core';
import {
  type Address,
  type Client,
  createPublicClient,
  erc20Abi,
  http,
  type MulticallResponse,
  type Transport,
} from 'viem';
import { getBalance, getChainId, multicall } from 'viem/actions';
import { MULTICALL_BATCH_BYTES, MULTICALL3_ADDRESS } from './constants.js';

// viem-based: loaded with import() by `readEvmBalances` of './lazy.js' (the one the package exports).

/** Where to read from: an existing viem client, or an RPC URL for which a batching HTTP client is made. */
export type EvmBalanceSource =
  | {
      /** A viem client (public or wallet) connected to the chain. */ client: Client<Transport>;
      rpcUrl?: never;
    }
  | { /** HTTP(S) JSON-RPC endpoint of the chain. */ rpcUrl: string; client?: never };

/** Parameters of {@link readEvmBalances}. */
export type ReadEvmBalancesParameters = EvmBalanceSource & {
  /** The chain's numeric id; the RPC must answer `eth_chainId` with it (else a `ChainError` "Chain mismatch"). */
  chainId: number;
  /** The account whose balances are read (0x and 40 hex digits; mixed case must be a valid EIP-55 checksum). */
  address: string;
  /** The ERC-20 tokens to read. An empty list reads only the native balance. */
  tokens: readonly TokenConfig[];
  /** Multicall3-compatible contract; default the canonical {@link MULTICALL3_ADDRESS}. */
  multicallAddress?: string;
};

/** Why a token is missing from `tokens` in the result. */
export type EvmTokenReadFailureReason =
  /** The token's address is not an EVM address (0x and 40 hex digits, valid checksum). */
  | 'invalid-address'
  /** `balanceOf(address)` reverted, returned nothing (no contract there) or returned something else. */
  | 'balance-unavailable'
  /** `decimals()` failed and the token's configuration gives no `decimals` to fall back on. */
  | 'decimals-unavailable';

/** A token that could not be read; the others are read normally. */
export type EvmTokenReadFailure = {
  /** The token as given in `tokens`. */
  token: TokenConfig;
  reason: EvmTokenReadFailureReason;
  /** viem's short explanation of the failed call, for logs. */
  message: string;
};

/** What {@link readEvmBalances} returns. */
export type EvmBalances = {
  /** Native-currency balance in wei. */
  native: bigint;
  /** The balances of the tokens that could be read, in the order given (failed tokens are omitted). */
  tokens: AdapterTokenBalance[];
  /** The tokens that could not be read, in the order given, with the reason. Empty when all were read. */
  failed: EvmTokenReadFailure[];
};

/** Creates the client for an RPC URL: JSON-RPC batching, and viem's retry default (3, 150 ms exponential). */
function clientFor(rpcUrl: string): Client<Transport> {
  return createPublicClient({ transport: http(rpcUrl, { batch: { wait: 0 } }) });
}

type Response = MulticallResponse<unknown>;

function failureMessage(response: Response | undefined): string {
  if (response === undefined) return 'No answer from the multicall.';
  if (response.status === 'success') return `Unexpected answer: ${String(response.result)}`;
  const { error } = response;
  return 'shortMessage' in error && typeof error.shortMessage === 'string'
    ? error.shortMessage
    : error.message;
}

function resultOf<T>(response: Response | undefined, isT: (value: unknown) => value is T): T | undefined {
  return response?.status === 'success' && isT(response.result) ? response.result : undefined;
}

const isBigint = (value: unknown): value is bigint => typeof value === 'bigint';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

/** Turns the four answers of one token (balanceOf, decimals, symbol, name) into its balance or a failure. */
function toBalance(
  token: TokenConfig,
  address: Address,
  [balanceOf, decimals, symbol, name]: readonly (Response | undefined)[],
): AdapterTokenBalance | EvmTokenReadFailure {
  const balance = resultOf(balanceOf, isBigint);
  if (balance === undefined) {
    return { token, reason: 'balance-unavailable', message: failureMessage(balanceOf) };
  }
  // The chain is the truth; the configuration fills in what a token does not expose (e.g. a bytes32 symbol).
  const tokenDecimals = resultOf(decimals, isNumber) ?? token.decimals;
  if (tokenDecimals === undefined) {
    return { token, reason: 'decimals-unavailable', message: failureMessage(decimals) };
  }
  const tokenSymbol = resultOf(symbol, isString) ?? token.symbol ?? '';
  const tokenName = resultOf(name, isString) ?? token.name ?? tokenSymbol;
  return { address, name: tokenName, symbol: tokenSymbol, decimals: tokenDecimals, balance };
}

/**
 * Reads an account's native balance and ERC-20 token balances straight from a chain's RPC — WalletDock's
 * fallback when no blockchain API is configured (spec §7 "Chain RPC": `eth_getBalance` and Multicall3
 * `aggregate3` reads).
 *
 * One `eth_chainId`, one `eth_getBalance` and the `aggregate3` calls (balanceOf, decimals, symbol and name of
 * every token, split into chunks of {@link MULTICALL_BATCH_BYTES} bytes of calldata) are sent together; with
 * `rpcUrl` they travel in one HTTP JSON-RPC batch. Each call may fail on its own (`allowFailure`), so one broken
 * token never hides the others:
 * - a token whose `balanceOf` fails, or whose decimals are known neither on chain nor in its configuration, is
 *   **omitted** from `tokens` and **reported** in `failed` with the reason;
 * - a failed `symbol`/`name`/`decimals` read falls back to the token's configuration (`symbol`, `name`,
 *   `decimals`); the name falls back to the symbol, and a missing symbol is `''`.
 *
 * Throws a `ValidationError` for an invalid account address, a `ChainError` ("Chain mismatch") when the RPC
 * serves another chain, and viem's error when `eth_chainId` or `eth_getBalance` fails.
 *
 * @example
 * const { native, tokens } = await readEvmBalances({
 *   rpcUrl: 'http://127.0.0.1:8545',
 *   chainId: 31337,
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }],
 * });
 */
export async function readEvmBalances(parameters: ReadEvmBalancesParameters): Promise<EvmBalances> {
  const { chainId, address, tokens } = parameters;
  if (!isEvmAddress(address, { strict: true })) {
    throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(address));
  }
  const multicallAddress = parameters.multicallAddress ?? MULTICALL3_ADDRESS;
  if (!isEvmAddress(multicallAddress, { strict: true })) {
    throw new ValidationError(VALIDATION_MESSAGES.invalidAddress(multicallAddress), {
      details: 'multicallAddress must be an EVM address.',
    });
  }
  const client = parameters.client ?? clientFor(parameters.rpcUrl);

  // Tokens with a valid address are read, at `index` among the read ones; the others fail at once.
  const readable: Address[] = [];
  const outcomes = tokens.map(
    (token): EvmTokenReadFailure | { token: TokenConfig; address: Address; index: number } => {
      if (!isEvmAddress(token.address, { strict: true })) {
        return {
          token,
          reason: 'invalid-address',
          message: VALIDATION_MESSAGES.invalidAddress(token.address),
        };
      }
      readable.push(token.address);
      return { token, address: token.address, index: readable.length - 1 };
    },
  );

  const contracts = readable.flatMap((tokenAddress) => [
    { address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] } as const,
    { address: tokenAddress, abi: erc20Abi, functionName: 'decimals' } as const,
    { address: tokenAddress, abi: erc20Abi, functionName: 'symbol' } as const,
    { address: tokenAddress, abi: erc20Abi, functionName: 'name' } as const,
  ]);

  const [actualChainId, native, responses] = await Promise.all([
    getChainId(client),
    getBalance(client, { address }),
    contracts.length === 0
      ? Promise.resolve([])
      : multicall(client, {
          contracts,
          allowFailure: true,
          batchSize: MULTICALL_BATCH_BYTES,
          multicallAddress,
        }),
  ]);
  if (actualChainId !== chainId) {
    throw new ChainError(MESSAGES.chainMismatch, {
      details: `Expected chain ${chainId}, but the RPC serves chain ${actualChainId}.`,
    });
  }

  const balances: AdapterTokenBalance[] = [];
  const failed: EvmTokenReadFailure[] = [];
  for (const outcome of outcomes) {
    const result =
      'index' in outcome
        ? toBalance(outcome.token, outcome.address, responses.slice(outcome.index * 4, outcome.index * 4 + 4))
        : outcome;
    if ('reason' in result) failed.push(result);
    else balances.push(result);
  }
  return { native, tokens: balances, failed };
}
