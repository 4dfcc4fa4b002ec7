import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an Etherscan-compatible API (`/api?module=account&action=txlist|tokentx|tokennfttx`).
 * The row fields and the envelope `{ status, message, result }` are transcribed from Etherscan's public
 * documentation (https://docs.etherscan.io/api-endpoints/accounts, the sample responses of "Get a list of
 * 'Normal' Transactions By Address", "… 'ERC20 - Token Transfer Events' …" and "… 'ERC721 - Token Transfer
 * Events' …"), including the "No transactions found" answer (`status` "0" with an empty list) and the error
 * answer (`status` "0", `message` "NOTOK", `result` the reason). It answers like the API: rows of the
 * address, up to `endblock`, sorted by block (`sort=desc`), the first `offset` of them.
 */
export type FakeEtherscanMode = 'ok' | 'invalid-key' | 'http-500' | 'not-json' | 'hang' | 'malformed';

export type FakeEtherscan = {
  url: string;
  rows: Record<'txlist' | 'tokentx' | 'tokennfttx', Record<string, string>[]>;
  requests: URL[];
  mode: FakeEtherscanMode;
  stop(): Promise<void>;
};

const BLOCK_HASH = '0x7e1638fd2c6bdd05ffd83c1cf06c63e2f67d0f802084bef076d06bdcf86d1bb0';

/** A `txlist` row with every documented field. */
export function txRow(fields: {
  block: number;
  index: number;
  hash: string;
  from: string;
  to: string;
  value?: string;
  nonce?: number;
  isError?: boolean;
  input?: string;
}): Record<string, string> {
  return {
    blockNumber: String(fields.block),
    timeStamp: String(1_654_646_411 + fields.block * 12),
    hash: fields.hash,
    nonce: String(fields.nonce ?? 1),
    blockHash: BLOCK_HASH,
    transactionIndex: String(fields.index),
    from: fields.from,
    to: fields.to,
    value: fields.value ?? '0',
    gas: '6000000',
    gasPrice: '83924748773',
    isError: fields.isError === true ? '1' : '0',
    txreceipt_status: fields.isError === true ? '0' : '1',
    input: fields.input ?? '0x',
    contractAddress: '',
    cumulativeGasUsed: '4730555',
    gasUsed: '21000',
    confirmations: '122',
    methodId: (fields.input ?? '0x').slice(0, 10),
    functionName: '',
  };
}

/** A `tokentx` row (ERC-20) or, with `tokenId`, a `tokennfttx` row (ERC-721), with every documented field. */
export function tokenRow(fields: {
  block: number;
  index: number;
  hash: string;
  from: string;
  to: string;
  contract: string;
  name: string;
  symbol: string;
  value?: string;
  decimals?: number;
  tokenId?: string;
}): Record<string, string> {
  const common = {
    blockNumber: String(fields.block),
    timeStamp: String(1_654_646_411 + fields.block * 12),
    hash: fields.hash,
    nonce: '0',
    blockHash: BLOCK_HASH,
    from: fields.from,
    contractAddress: fields.contract,
    to: fields.to,
  };
  const tail = {
    transactionIndex: String(fields.index),
    gas: '200000',
    gasPrice: '83924748773',
    gasUsed: '51000',
    cumulativeGasUsed: '4730555',
    input: 'deprecated',
    confirmations: '122',
  };
  return fields.tokenId === undefined
    ? {
        ...common,
        value: fields.value ?? '0',
        tokenName: fields.name,
        tokenSymbol: fields.symbol,
        tokenDecimal: String(fields.decimals ?? 18),
        ...tail,
      }
    : {
        ...common,
        tokenID: fields.tokenId,
        tokenName: fields.name,
        tokenSymbol: fields.symbol,
        tokenDecimal: '0',
        ...tail,
      };
}

function answer(fake: FakeEtherscan, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  fake.requests.push(url);
  const send = (status: number, body: string): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  const failures: Partial<Record<FakeEtherscanMode, [number, string]>> = {
    'http-500': [500, '<html>Internal Server Error</html>'],
    'not-json': [200, '<html>Just a moment…</html>'],
    'invalid-key': [200, JSON.stringify({ status: '0', message: 'NOTOK', result: 'Invalid API Key' })],
  };
  if (fake.mode === 'hang') return;
  const failure = failures[fake.mode];
  if (failure !== undefined) {
    send(...failure);
    return;
  }
  const action = url.searchParams.get('action') as keyof FakeEtherscan['rows'];
  const address = url.searchParams.get('address')?.toLowerCase() ?? '';
  const end = Number(url.searchParams.get('endblock') ?? Number.MAX_SAFE_INTEGER);
  const offset = Number(url.searchParams.get('offset') ?? 10_000);
  const rows = (fake.rows[action] ?? [])
    .filter((row) => (row.from === address || row.to === address) && Number(row.blockNumber) <= end)
    .sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber))
    .slice(0, offset)
    .map((row) => (fake.mode === 'malformed' ? { ...row, blockNumber: 'soon' } : row));
  if (rows.length === 0) {
    const message = action === 'txlist' ? 'No transactions found' : 'No token transfers found';
    send(200, JSON.stringify({ status: '0', message, result: [] }));
    return;
  }
  send(200, JSON.stringify({ status: '1', message: 'OK', result: rows }));
}

export async function startFakeEtherscan(): Promise<FakeEtherscan> {
  let server: Server | undefined;
  const fake: FakeEtherscan = {
    url: '',
    rows: { txlist: [], tokentx: [], tokennfttx: [] },
    requests: [],
    mode: 'ok',
    stop: () =>
      new Promise((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
  server = createServer((request, response) => answer(fake, request, response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return fake;
}
