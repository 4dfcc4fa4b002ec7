import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type RawData, WebSocket, WebSocketServer } from 'ws';

/** Options of `startWalletConnectRelay`. */
export type StartWalletConnectRelayOptions = {
  /** Loopback address to bind (IPv4 or IPv6 loopback, or `localhost`). Default `127.0.0.1`. */
  host?: string;
  /** Port; default 0 (a free port chosen by the OS). */
  port?: number;
  /** Interval of the WebSocket ping frames that keep clients alive; default 10 000 ms. */
  pingIntervalMs?: number;
  /** Most messages kept per topic in the mailbox (the oldest go first); default 1 000. */
  mailboxLimit?: number;
  /** Called with every JSON-RPC payload the relay receives (`in`) or sends (`out`), for debugging. */
  onTraffic?: (direction: 'in' | 'out', payload: unknown) => void;
};

/** A running local WalletConnect v2 relay. */
export type WalletConnectRelay = {
  /** `ws://<host>:<port>`: the `relayUrl` of WalletConnect clients. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Number of open client connections. */
  readonly connections: number;
  /** Closes every client connection and the server; idempotent. */
  close(): Promise<void>;
};

/** The relay's options are invalid (for example a non-loopback host). */
export class InvalidRelayOptionsError extends Error {
  override name = 'InvalidRelayOptionsError';
}

type JsonRpcId = number | string;
type JsonRpcRequest = { id: JsonRpcId; jsonrpc: '2.0'; method: string; params?: unknown };

type StoredMessage = {
  seq: number;
  topic: string;
  message: string;
  tag: number;
  publishedAt: number;
  expiresAt: number;
  attestation?: string;
  publisher: Client;
  deliveredTo: WeakSet<Client>;
};

type Client = { socket: WebSocket; subscriptions: Map<string, string>; alive: boolean };

type RpcError = { code: number; message: string };

class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);
const DEFAULT_TTL_SECONDS = 300;
/** The tag of a `wc_sessionSettle` request (WalletConnect v2 sign protocol). */
const SESSION_SETTLE_TAG = 1102;
const MAX_TTL_SECONDS = 30 * 24 * 3600;

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\./.test(plain);
}

/**
 * Starts a local WalletConnect v2 relay on loopback: the relay JSON-RPC that `@walletconnect/core` speaks over a
 * WebSocket (`irn_subscribe`, `irn_unsubscribe`, `irn_publish`, `irn_batchSubscribe`, `irn_batchUnsubscribe`,
 * `irn_batchPublish`, `irn_batchFetchMessages`, and `wc_proposeSession`/`wc_approveSession`, through which
 * sign-client 2.21 publishes a session proposal and its approval; messages are delivered as `irn_subscription` requests that the
 * client acknowledges). Every topic has a mailbox: a subscriber receives the messages published on the topic
 * before it subscribed, as long as their `ttl` has not passed. A message is never echoed to the socket that
 * published it, and each socket receives each message once. Any `auth`/`projectId` query is accepted; only
 * loopback clients may connect. The relay sends ping frames so that idle clients stay connected.
 *
 * @example
 * const relay = await startWalletConnectRelay();
 * // SignClient.init({ projectId: 'test', relayUrl: relay.url, … })
 * await relay.close();
 * @throws {InvalidRelayOptionsError} for a non-loopback host or an invalid port.
 */
export async function startWalletConnectRelay(
  options: StartWalletConnectRelayOptions = {},
): Promise<WalletConnectRelay> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  if (!isLoopbackHost(host)) {
    throw new InvalidRelayOptionsError(`The relay binds loopback addresses only, got "${host}"`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new InvalidRelayOptionsError(`Invalid relay port: ${port}`);
  }
  const pingIntervalMs = options.pingIntervalMs ?? 10_000;
  const mailboxLimit = options.mailboxLimit ?? 1_000;

  const server = new WebSocketServer({ host: host === '[::1]' ? '::1' : host, port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const clients = new Set<Client>();
  /** topic → subscriptions (client + subscription id). */
  const subscribers = new Map<string, Map<string, Client>>();
  const mailboxes = new Map<string, StoredMessage[]>();
  let sequence = 0;
  let nextRequestId = Date.now() * 1000;

  const send = (client: Client, payload: unknown) => {
    options.onTraffic?.('out', payload);
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(payload));
  };

  const liveMessages = (topic: string): StoredMessage[] => {
    const box = mailboxes.get(topic);
    if (box === undefined) return [];
    const now = Date.now();
    const live = box.filter((stored) => stored.expiresAt > now);
    if (live.length === 0) mailboxes.delete(topic);
    else if (live.length !== box.length) mailboxes.set(topic, live);
    return live;
  };

  const deliver = (client: Client, subscriptionId: string, stored: StoredMessage) => {
    if (stored.publisher === client || stored.deliveredTo.has(client)) return;
    stored.deliveredTo.add(client);
    send(client, {
      id: nextRequestId++,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
        },
      },
    });
  };

  const subscribe = (client: Client, topic: string): string => {
    for (const [id, subscribedTopic] of client.subscriptions) if (subscribedTopic === topic) return id;
    const id = randomBytes(32).toString('hex');
    client.subscriptions.set(id, topic);
    let topicSubscribers = subscribers.get(topic);
    if (topicSubscribers === undefined) {
      topicSubscribers = new Map();
      subscribers.set(topic, topicSubscribers);
    }
    topicSubscribers.set(id, client);
    // Mailbox: deliver what was published before this subscription (after the response to the subscribe).
    queueMicrotask(() => {
      for (const stored of liveMessages(topic)) deliver(client, id, stored);
    });
    return id;
  };

  const unsubscribe = (client: Client, topic: string, id: string | undefined) => {
    const ids =
      id === undefined ? [...client.subscriptions].filter(([, t]) => t === topic).map(([i]) => i) : [id];
    for (const subscriptionId of ids) {
      if (client.subscriptions.get(subscriptionId) !== topic) continue;
      client.subscriptions.delete(subscriptionId);
      const topicSubscribers = subscribers.get(topic);
      topicSubscribers?.delete(subscriptionId);
      if (topicSubscribers?.size === 0) subscribers.delete(topic);
    }
  };

  const publish = (client: Client, params: Record<string, unknown>) => {
    const topic = requireString(params, 'topic');
    const message = requireString(params, 'message');
    const ttl = optionalNumber(params, 'ttl') ?? DEFAULT_TTL_SECONDS;
    const tag = optionalNumber(params, 'tag') ?? 0;
    if (ttl <= 0 || ttl > MAX_TTL_SECONDS) throw new RelayRpcError(-32602, `Invalid ttl: ${ttl}`);
    const publishedAt = Date.now();
    const stored: StoredMessage = {
      seq: sequence++,
      topic,
      message,
      tag,
      publishedAt,
      expiresAt: publishedAt + ttl * 1000,
      publisher: client,
      deliveredTo: new WeakSet(),
    };
    if (typeof params.attestation === 'string') stored.attestation = params.attestation;
    const box = liveMessages(topic);
    box.push(stored);
    if (box.length > mailboxLimit) box.splice(0, box.length - mailboxLimit);
    mailboxes.set(topic, box);
    queueMicrotask(() => {
      for (const [subscriptionId, subscriber] of subscribers.get(topic) ?? []) {
        deliver(subscriber, subscriptionId, stored);
      }
    });
  };

  const handle = (client: Client, request: JsonRpcRequest): unknown => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (typeof params !== 'object' || params === null) throw new RelayRpcError(-32602, 'Invalid params');
    switch (request.method) {
      case 'irn_subscribe':
        return subscribe(client, requireString(params, 'topic'));
      case 'irn_batchSubscribe':
        return requireStringArray(params, 'topics').map((topic) => subscribe(client, topic));
      case 'irn_unsubscribe':
        unsubscribe(client, requireString(params, 'topic'), optionalString(params, 'id'));
        return true;
      case 'irn_batchUnsubscribe': {
        const list = params.subscriptions;
        if (!Array.isArray(list)) throw new RelayRpcError(-32602, 'Missing "subscriptions"');
        for (const item of list) {
          const entry = (item ?? {}) as Record<string, unknown>;
          unsubscribe(client, requireString(entry, 'topic'), optionalString(entry, 'id'));
        }
        return true;
      }
      case 'irn_publish':
        publish(client, params);
        return true;
      case 'irn_batchPublish': {
        const list = params.messages;
        if (!Array.isArray(list)) throw new RelayRpcError(-32602, 'Missing "messages"');
        for (const item of list) publish(client, (item ?? {}) as Record<string, unknown>);
        return true;
      }
      // sign-client 2.21 publishes the session proposal and its approval through these two relay methods, and
      // does not subscribe to the pairing (proposer) or session (approver) topic itself: the relay does.
      case 'wc_proposeSession': {
        const topic = requireString(params, 'pairingTopic');
        subscribe(client, topic);
        publish(client, { ...params, topic, message: requireString(params, 'sessionProposal') });
        return true;
      }
      case 'wc_approveSession': {
        const sessionTopic = requireString(params, 'sessionTopic');
        const settlement = requireString(params, 'sessionSettlementRequest');
        subscribe(client, sessionTopic);
        publish(client, {
          ...params,
          topic: requireString(params, 'pairingTopic'),
          message: requireString(params, 'sessionProposalResponse'),
        });
        publish(client, { ...params, topic: sessionTopic, message: settlement, tag: SESSION_SETTLE_TAG });
        return true;
      }
      case 'irn_batchFetchMessages': {
        const messages = requireStringArray(params, 'topics')
          .flatMap((topic) => liveMessages(topic))
          .filter((stored) => stored.publisher !== client && !stored.deliveredTo.has(client))
          .sort((a, b) => a.seq - b.seq);
        for (const stored of messages) stored.deliveredTo.add(client);
        return {
          messages: messages.map((stored) => ({
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            tag: stored.tag,
            ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
          })),
          hasMore: false,
        };
      }
      default:
        throw new RelayRpcError(-32601, `Method not found: ${request.method}`);
    }
  };

  const onMessage = (client: Client, data: RawData) => {
    let payload: unknown;
    try {
      payload = JSON.parse(rawToString(data));
    } catch {
      send(client, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } });
      return;
    }
    options.onTraffic?.('in', payload);
    if (typeof payload !== 'object' || payload === null) return;
    const request = payload as Partial<JsonRpcRequest> & { result?: unknown; error?: unknown };
    // Responses (acknowledgements of irn_subscription) need nothing.
    if (request.method === undefined) return;
    if (
      typeof request.method !== 'string' ||
      (typeof request.id !== 'number' && typeof request.id !== 'string')
    ) {
      send(client, {
        id: request.id ?? null,
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Invalid request' },
      });
      return;
    }
    try {
      const result = handle(client, request as JsonRpcRequest);
      send(client, { id: request.id, jsonrpc: '2.0', result });
    } catch (error) {
      const rpcError: RpcError =
        error instanceof RelayRpcError
          ? { code: error.code, message: error.message }
          : { code: -32603, message: error instanceof Error ? error.message : String(error) };
      send(client, { id: request.id, jsonrpc: '2.0', error: rpcError });
    }
  };

  server.on('connection', (socket, request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) {
      socket.close(1008, 'loopback only');
      return;
    }
    const client: Client = { socket, subscriptions: new Map(), alive: true };
    clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data) => onMessage(client, data));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clients.delete(client);
      for (const [id, topic] of client.subscriptions) {
        const topicSubscribers = subscribers.get(topic);
        topicSubscribers?.delete(id);
        if (topicSubscribers?.size === 0) subscribers.delete(topic);
      }
      client.subscriptions.clear();
    });
  });

  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, pingIntervalMs);
  pinger.unref();

  let closing: Promise<void> | undefined;
  return {
    url: `ws://${urlHost}:${address.port}`,
    host: address.address,
    port: address.port,
    get connections() {
      return clients.size;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(pinger);
        for (const client of clients) client.socket.terminate();
        server.close(() => resolve());
      }).then(() => {
        mailboxes.clear();
        subscribers.clear();
      });
      return closing;
    },
  };
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function requireString(params: Record<string, unknown>, key: string): string {
  const value = params[key];
  if (typeof value !== 'string' || value === '')
    throw new RelayRpcError(-32602, `Missing or invalid "${key}"`);
  return value;
}

function optionalString(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RelayRpcError(-32602, `Invalid "${key}"`);
  return value;
}

function optionalNumber(params: Record<string, unknown>, key: string): number | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new RelayRpcError(-32602, `Invalid "${key}"`);
  return value;
}

function requireStringArray(params: Record<string, unknown>, key: string): string[] {
  const value = params[key];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item === '')) {
    throw new RelayRpcError(-32602, `Missing or invalid "${key}"`);
  }
  return value as string[];
}
