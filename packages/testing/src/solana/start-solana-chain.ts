import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { deriveSolanaDevKeypairs, LOCAL_SOLANA_GENESIS_HASH } from './dev-keys.js';
import { SolanaChainStartError } from './errors.js';
import { createLedger, type Ledger } from './ledger.js';
import { RPC_ERROR, SolanaRpcError } from './rpc-error.js';
import { createRpcMethods, type RpcMethod } from './rpc-methods.js';
import { seedLedger } from './seed.js';
import type { LocalSolanaChain, RunningSolanaChain, StartSolanaChainOptions } from './types.js';

/** The largest JSON-RPC request body the server reads (a node allows 50 kB; batches can be larger). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_ACCOUNTS = 10;

/**
 * Starts a local Solana chain: LiteSVM (with the SPL Token, Token-2022 and Associated Token Account programs)
 * behind a JSON-RPC server and a PubSub WebSocket server, on loopback. The RPC answers what
 * `@solana/web3.js`'s `Connection` and the WalletDock adapter use (balances, accounts, token accounts,
 * blockhashes, fees, send/simulate, statuses, airdrops, `getTransaction`), in the node's response shapes;
 * PubSub answers `signatureSubscribe`. Every landed transaction advances the slot and the blockhash (older
 * blockhashes stay valid for 150 blocks); all commitments are the same: a transaction is final once processed.
 *
 * `wsUrl` is the RPC port + 1 (as `solana-test-validator` and web3.js's default `wsEndpoint` expect); the RPC
 * port accepts WebSocket upgrades too.
 *
 * Seeded: `accounts` deterministic dev keypairs (`deriveSolanaDevKeypairs`), 100 SOL and 1,000 dUSD
 * (the test SPL token, 6 decimals) each.
 *
 * @example
 * const chain = await startSolanaChain();
 * const connection = new Connection(chain.rpcUrl, 'confirmed');
 * await connection.getBalance(new PublicKey(chain.accounts[0].publicKey)); // 100 SOL in lamports
 * await chain.stop();
 * @throws {SolanaChainStartError} when no free port pair is found or seeding fails.
 */
export async function startSolanaChain(options: StartSolanaChainOptions = {}): Promise<RunningSolanaChain> {
  const host = options.host ?? '127.0.0.1';
  const keypairs = deriveSolanaDevKeypairs(options.accounts ?? DEFAULT_ACCOUNTS);
  const ledger = createLedger();
  const mint = seedLedger(ledger, keypairs);
  const methods = createRpcMethods(ledger, { genesisHash: LOCAL_SOLANA_GENESIS_HASH });

  const sockets = new WebSocketServer({ noServer: true });
  const stopPubSub = servePubSub(sockets, ledger);
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    handleHttp(request, response, methods).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  };
  const [rpcServer, wsServer] = await listenOnPortPair(host, handler);
  for (const server of [rpcServer, wsServer]) {
    server.on('upgrade', (request, socket, head) => {
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
    });
  }

  const urlHost = connectableHost(host);
  const info: LocalSolanaChain = {
    rpcUrl: `http://${urlHost}:${(rpcServer.address() as AddressInfo).port}`,
    wsUrl: `ws://${urlHost}:${(wsServer.address() as AddressInfo).port}`,
    genesisHash: LOCAL_SOLANA_GENESIS_HASH,
    caipNetworkId: `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`,
    walletStandardChain: 'solana:localnet',
    name: 'Dock Solana Localnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    mint,
    accounts: keypairs.map((keypair) => ({
      publicKey: keypair.publicKey.toBase58(),
      secretKey: [...keypair.secretKey],
    })),
  };

  let stopping: Promise<void> | undefined;
  return {
    ...info,
    toJSON: () => structuredClone(info),
    stop() {
      stopping ??= (async () => {
        stopPubSub();
        for (const client of sockets.clients) client.terminate();
        await new Promise<void>((resolve) => sockets.close(() => resolve()));
        await Promise.all([rpcServer, wsServer].map(closeServer));
      })();
      return stopping;
    },
  };
}

/** The host to put in URLs: a wildcard bind address is reached through loopback; IPv6 needs brackets. */
function connectableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  if (host.includes(':') && !host.startsWith('[')) return `[${host}]`;
  return host;
}

async function listenOnPortPair(
  host: string,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<[Server, Server]> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 20; attempt++) {
    const rpc = createServer(handler);
    await listen(rpc, host, 0);
    const port = (rpc.address() as AddressInfo).port;
    const ws = createServer(handler);
    try {
      if (port >= 65_535) throw new Error('no port above');
      await listen(ws, host, port + 1);
      for (const server of [rpc, ws]) server.keepAliveTimeout = 1_000;
      return [rpc, ws];
    } catch (error) {
      lastError = error;
      await closeServer(rpc);
    }
  }
  throw new SolanaChainStartError(`No free pair of ports (RPC, RPC + 1) on ${host}`, { cause: lastError });
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function setCors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'content-type, solana-client',
  );
  response.setHeader('Access-Control-Max-Age', '86400');
}

async function handleHttp(
  request: IncomingMessage,
  response: ServerResponse,
  methods: Record<string, RpcMethod>,
): Promise<void> {
  setCors(request, response);
  if (request.method === 'OPTIONS') return void response.writeHead(204).end();
  if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
    return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  }
  if (request.method !== 'POST') {
    return void response
      .writeHead(405, { 'Content-Type': 'text/plain', Allow: 'POST, OPTIONS' })
      .end('Used HTTP Method is not allowed. POST or OPTIONS is required');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return void response.writeHead(413).end();
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return sendJson(response, errorResponse(null, new SolanaRpcError(RPC_ERROR.parse, 'Parse error')));
  }
  if (Array.isArray(body)) {
    if (body.length === 0) {
      return sendJson(
        response,
        errorResponse(null, new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request')),
      );
    }
    return sendJson(
      response,
      body.map((entry) => dispatch(entry, methods)),
    );
  }
  sendJson(response, dispatch(body, methods));
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

type JsonRpcId = string | number | null;

function errorResponse(id: JsonRpcId, error: SolanaRpcError) {
  return { jsonrpc: '2.0', error: error.toJSON(), id };
}

/** Runs one JSON-RPC request object and returns its response object. */
function dispatch(request: unknown, methods: Record<string, RpcMethod>): unknown {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request'));
  }
  const { id: rawId, method, params, jsonrpc } = request as Record<string, unknown>;
  const id: JsonRpcId = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
  if (jsonrpc !== '2.0' || typeof method !== 'string') {
    return errorResponse(id, new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request'));
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (handler === undefined)
    return errorResponse(id, new SolanaRpcError(RPC_ERROR.methodNotFound, 'Method not found'));
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    return errorResponse(
      id,
      new SolanaRpcError(RPC_ERROR.invalidParams, 'Invalid params: expected an array'),
    );
  }
  try {
    return { jsonrpc: '2.0', result: handler(params ?? []), id };
  } catch (error) {
    if (error instanceof SolanaRpcError) return errorResponse(id, error);
    const message = error instanceof Error ? error.message : String(error);
    return errorResponse(id, new SolanaRpcError(RPC_ERROR.internal, `Internal error: ${message}`));
  }
}

/**
 * The PubSub side: `signatureSubscribe` (one-shot: notified once the signature lands, at once if it already
 * has) and `signatureUnsubscribe`. Returns the function that detaches it from the ledger.
 */
function servePubSub(sockets: WebSocketServer, ledger: Ledger): () => void {
  let nextSubscription = 0;
  type Subscription = { socket: WebSocket; signature: string };
  const subscriptions = new Map<number, Subscription>();

  const notify = (id: number, { socket }: Subscription, err: unknown, slot: number) => {
    subscriptions.delete(id);
    if (socket.readyState !== socket.OPEN) return;
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot }, value: { err } }, subscription: id },
      }),
    );
  };

  const detach = ledger.onRecord((record) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.signature === record.signature) notify(id, subscription, record.err, record.slot);
    }
  });

  sockets.on('connection', (socket: WebSocket) => {
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions)
        if (subscription.socket === socket) subscriptions.delete(id);
    });
    socket.on('message', (data) => {
      let request: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(String(data));
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error('not an object');
        request = parsed as Record<string, unknown>;
      } catch {
        socket.send(JSON.stringify(errorResponse(null, new SolanaRpcError(RPC_ERROR.parse, 'Parse error'))));
        return;
      }
      const { id: rawId, method, params } = request;
      // Notifications (no id), such as web3.js's keep-alive `ping`, get no answer.
      if (rawId === undefined) return;
      const id: JsonRpcId = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
      const reply = (body: unknown) => socket.send(JSON.stringify(body));
      const args = Array.isArray(params) ? params : [];
      if (method === 'signatureSubscribe') {
        const signature = args[0];
        if (typeof signature !== 'string' || signature.length < 64 || signature.length > 88) {
          reply(
            errorResponse(
              id,
              new SolanaRpcError(RPC_ERROR.invalidParams, 'Invalid Request: Invalid signature'),
            ),
          );
          return;
        }
        const subscription = ++nextSubscription;
        const entry = { socket, signature };
        subscriptions.set(subscription, entry);
        reply({ jsonrpc: '2.0', result: subscription, id });
        const landed = ledger.record(signature);
        if (landed !== undefined) notify(subscription, entry, landed.err, landed.slot);
        return;
      }
      if (method === 'signatureUnsubscribe') {
        const subscription = args[0];
        const entry = typeof subscription === 'number' ? subscriptions.get(subscription) : undefined;
        if (entry === undefined || entry.socket !== socket) {
          reply(errorResponse(id, new SolanaRpcError(RPC_ERROR.invalidParams, 'Invalid subscription id.')));
          return;
        }
        subscriptions.delete(subscription as number);
        reply({ jsonrpc: '2.0', result: true, id });
        return;
      }
      reply(errorResponse(id, new SolanaRpcError(RPC_ERROR.methodNotFound, 'Method not found')));
    });
  });
  return detach;
}
