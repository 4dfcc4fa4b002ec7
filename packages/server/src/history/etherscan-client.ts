import { HistoryUpstreamError } from './errors.js';

/**
 * The rows of an Etherscan-compatible `module=account` API, as documented by Etherscan
 * (https://docs.etherscan.io/api-endpoints/accounts: "Get a list of 'Normal' Transactions By Address",
 * "Get a list of 'ERC20 - Token Transfer Events' by Address", "… 'ERC721 - Token Transfer Events' …") and
 * served alike by Blockscout's RPC-style API (https://docs.blockscout.com/devs/apis/rpc/account). Every value
 * is a string. Only the fields the adapter reads are listed; `transactionIndex` is optional (some
 * implementations leave it out of the token lists).
 */
export type EtherscanTxRow = {
  blockNumber: string;
  timeStamp: string;
  hash: string;
  nonce: string;
  transactionIndex?: string;
  from: string;
  /** Empty for a contract creation (then `contractAddress` is the new contract). */
  to: string;
  value: string;
  /** `"1"` when the transaction reverted. */
  isError: string;
  input?: string;
  contractAddress?: string;
};

export type EtherscanTokenRow = {
  blockNumber: string;
  timeStamp: string;
  hash: string;
  nonce: string;
  transactionIndex?: string;
  logIndex?: string;
  from: string;
  to: string;
  contractAddress: string;
  tokenName: string;
  tokenSymbol: string;
  /** `tokentx`: the amount in the smallest unit. */
  value?: string;
  tokenDecimal?: string;
  /** `tokennfttx`: the token id. */
  tokenID?: string;
};

export type EtherscanAction = 'txlist' | 'tokentx' | 'tokennfttx';

const REQUIRED: Record<EtherscanAction, readonly string[]> = {
  txlist: ['blockNumber', 'timeStamp', 'hash', 'nonce', 'from', 'to', 'value', 'isError'],
  tokentx: [
    'blockNumber',
    'timeStamp',
    'hash',
    'nonce',
    'from',
    'to',
    'contractAddress',
    'tokenName',
    'tokenSymbol',
    'value',
    'tokenDecimal',
  ],
  tokennfttx: [
    'blockNumber',
    'timeStamp',
    'hash',
    'nonce',
    'from',
    'to',
    'contractAddress',
    'tokenName',
    'tokenSymbol',
    'tokenID',
  ],
};

/** Where and how to call the API. */
export type EtherscanEndpoint = {
  chainId: string;
  kind: 'blockscout' | 'etherscan';
  /** The API's URL (`https://api.etherscan.io/v2/api`, `https://base.blockscout.com/api`). */
  url: string;
  apiKey: string | undefined;
  /** Per request (default 10 000 ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

function checkRows(action: EtherscanAction, rows: unknown[], fail: (problem: string) => never): void {
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null) fail(`result[${index}] of ${action} is not an object`);
    for (const field of REQUIRED[action]) {
      const value = (row as Record<string, unknown>)[field];
      if (typeof value !== 'string') fail(`result[${index}].${field} of ${action} is not a string`);
    }
    const { blockNumber, timeStamp } = row as Record<string, string>;
    if (!/^[0-9]{1,15}$/.test(blockNumber ?? '') || !/^[0-9]{1,15}$/.test(timeStamp ?? '')) {
      fail(`result[${index}] of ${action} has a blockNumber or timeStamp that is not a number`);
    }
  });
}

/**
 * One `module=account&action=<action>` call for `address`, newest first (`sort=desc`), blocks up to
 * `endBlock` (all when absent), the first `offset` rows. Etherscan's multichain API (kind `etherscan`) gets
 * the `chainid` too.
 * @throws {HistoryUpstreamError} (502) on a network failure, a timeout, a non-2xx status, a body that is not
 *   the documented JSON, or an API error (`status` "0" with a message in `result`, e.g. an invalid key).
 */
export async function fetchAccountRows(
  endpoint: EtherscanEndpoint,
  action: EtherscanAction,
  params: { address: string; endBlock: number | undefined; offset: number },
): Promise<unknown[]> {
  const fail = (problem: string): never => {
    throw new HistoryUpstreamError(endpoint.chainId, `the ${endpoint.kind} API ${problem}`);
  };
  const url = new URL(endpoint.url);
  if (endpoint.kind === 'etherscan') url.searchParams.set('chainid', endpoint.chainId.split(':')[1] ?? '');
  url.searchParams.set('module', 'account');
  url.searchParams.set('action', action);
  url.searchParams.set('address', params.address);
  url.searchParams.set('startblock', '0');
  if (params.endBlock !== undefined) url.searchParams.set('endblock', String(params.endBlock));
  url.searchParams.set('page', '1');
  url.searchParams.set('offset', String(params.offset));
  url.searchParams.set('sort', 'desc');
  if (endpoint.apiKey !== undefined) url.searchParams.set('apikey', endpoint.apiKey);
  const timeoutMs = endpoint.timeoutMs ?? 10_000;
  let response: Response;
  let text: string;
  try {
    response = await (endpoint.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return fail(
      timedOut
        ? `did not answer ${action} within ${timeoutMs} ms`
        : `could not be reached (${action}): ${(error as Error).message}`,
    );
  }
  if (!response.ok) return fail(`answered ${action} with HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(`answered ${action} with a body that is not JSON`);
  }
  const { status, message, result } = (body ?? {}) as {
    status?: unknown;
    message?: unknown;
    result?: unknown;
  };
  if (status === '0' && Array.isArray(result) && result.length === 0) return []; // "No transactions found"
  if (status === '0')
    return fail(`refused ${action}: ${String(message)}${typeof result === 'string' ? ` (${result})` : ''}`);
  if (status !== '1' || !Array.isArray(result)) return fail(`answered ${action} without a result list`);
  checkRows(action, result, fail);
  return result;
}
