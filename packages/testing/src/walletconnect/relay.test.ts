import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { InvalidRelayOptionsError, startWalletConnectRelay, type WalletConnectRelay } from './relay.js';

type Message = { topic: string; message: string; publishedAt: number; tag: number };
type Fetched = { messages: Message[]; hasMore: boolean };
type Payload = {
  id: number | string;
  method?: string;
  params?: { id: string; data: Message };
  result?: unknown;
  error?: { code: number; message: string };
};

/** A raw relay client: sends JSON-RPC, records every payload the relay sends. */
async function connect(url: string) {
  const socket = new WebSocket(`${url}/?auth=test&projectId=test`);
  const received: Payload[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    const payload = JSON.parse(String(data)) as Payload;
    received.push(payload);
    // Acknowledge deliveries as the WalletConnect client does.
    if (payload.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }));
    }
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const waitFor = async (match: (payload: Payload) => boolean, timeoutMs = 2_000): Promise<Payload> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('timed out waiting for a relay payload');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    socket,
    received,
    deliveries: () => received.filter((payload) => payload.method === 'irn_subscription'),
    async request(method: string, params: unknown): Promise<Payload> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      return waitFor((payload) => payload.id === id && payload.method === undefined);
    },
    waitFor,
    close: () => socket.close(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('startWalletConnectRelay', () => {
  let relay: WalletConnectRelay;
  const sockets: Array<{ close(): void }> = [];
  const client = async () => {
    const created = await connect(relay.url);
    sockets.push(created);
    return created;
  };

  beforeAll(async () => {
    relay = await startWalletConnectRelay();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await relay.close();
  });

  it('listens on a loopback ws:// url', () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  });

  it('delivers a published message to subscribers as irn_subscription, not to the publisher', async () => {
    const [publisher, subscriber] = await Promise.all([client(), client()]);
    const subscribed = await subscriber.request('irn_subscribe', { topic: 'topic-a' });
    expect(typeof subscribed.result).toBe('string');
    await publisher.request('irn_subscribe', { topic: 'topic-a' });
    const published = await publisher.request('irn_publish', {
      topic: 'topic-a',
      message: 'hello',
      ttl: 300,
      tag: 1100,
      prompt: true,
    });
    expect(published.result).toBe(true);
    const delivery = await subscriber.waitFor((payload) => payload.method === 'irn_subscription');
    expect(delivery.params).toMatchObject({
      id: subscribed.result,
      data: { topic: 'topic-a', message: 'hello', tag: 1100 },
    });
    expect(typeof delivery.params?.data.publishedAt).toBe('number');
    await settle();
    expect(publisher.deliveries()).toEqual([]);
    expect(subscriber.deliveries()).toHaveLength(1);
  });

  it('keeps a mailbox: a late subscriber receives earlier messages once', async () => {
    const [publisher, late] = await Promise.all([client(), client()]);
    await publisher.request('irn_publish', { topic: 'topic-b', message: 'first', ttl: 300, tag: 1 });
    await publisher.request('irn_publish', { topic: 'topic-b', message: 'second', ttl: 300, tag: 1 });
    await late.request('irn_subscribe', { topic: 'topic-b' });
    await late.waitFor(() => late.deliveries().length === 2);
    expect(late.deliveries().map((payload) => payload.params?.data.message)).toEqual(['first', 'second']);
    // Subscribing again does not deliver them twice.
    await late.request('irn_subscribe', { topic: 'topic-b' });
    await settle();
    expect(late.deliveries()).toHaveLength(2);
  });

  it('drops mailbox messages once their ttl has passed', async () => {
    const [publisher, late] = await Promise.all([client(), client()]);
    await publisher.request('irn_publish', { topic: 'topic-ttl', message: 'short', ttl: 0.05, tag: 1 });
    await settle();
    await late.request('irn_subscribe', { topic: 'topic-ttl' });
    await settle();
    expect(late.deliveries()).toEqual([]);
  });

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [publisher, subscriber] = await Promise.all([client(), client()]);
    const first = await subscriber.request('irn_subscribe', { topic: 'topic-c' });
    const batch = await subscriber.request('irn_batchSubscribe', { topics: ['topic-d', 'topic-e'] });
    const batchIds = batch.result as string[];
    expect(batchIds).toHaveLength(2);
    expect((await subscriber.request('irn_unsubscribe', { topic: 'topic-c', id: first.result })).result).toBe(
      true,
    );
    const unsubscribed = await subscriber.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: 'topic-d', id: batchIds[0] }],
    });
    expect(unsubscribed.result).toBe(true);
    for (const topic of ['topic-c', 'topic-d', 'topic-e']) {
      await publisher.request('irn_publish', { topic, message: `to ${topic}`, ttl: 300, tag: 1 });
    }
    await subscriber.waitFor((payload) => payload.method === 'irn_subscription');
    await settle();
    expect(subscriber.deliveries().map((payload) => payload.params?.data.topic)).toEqual(['topic-e']);
  });

  it('answers irn_batchFetchMessages with the undelivered mailbox messages', async () => {
    const [publisher, fetcher] = await Promise.all([client(), client()]);
    await publisher.request('irn_batchPublish', {
      messages: [
        { topic: 'topic-f', message: 'f1', ttl: 300, tag: 2 },
        { topic: 'topic-g', message: 'g1', ttl: 300, tag: 3 },
      ],
    });
    const fetched = await fetcher.request('irn_batchFetchMessages', {
      topics: ['topic-f', 'topic-g', 'none'],
    });
    expect((fetched.result as Fetched).hasMore).toBe(false);
    expect((fetched.result as Fetched).messages).toMatchObject([
      { topic: 'topic-f', message: 'f1', tag: 2 },
      { topic: 'topic-g', message: 'g1', tag: 3 },
    ]);
    const again = await fetcher.request('irn_batchFetchMessages', { topics: ['topic-f'] });
    expect((again.result as Fetched).messages).toEqual([]);
    // The publisher never gets its own messages back.
    const own = await publisher.request('irn_batchFetchMessages', { topics: ['topic-f'] });
    expect((own.result as Fetched).messages).toEqual([]);
  });

  it('answers unknown methods and invalid params with JSON-RPC errors', async () => {
    const socket = await client();
    expect((await socket.request('irn_nope', {})).error?.code).toBe(-32601);
    expect((await socket.request('irn_publish', { message: 'no topic' })).error?.code).toBe(-32602);
  });

  it('sends ping frames to keep clients alive', async () => {
    const fast = await startWalletConnectRelay({ pingIntervalMs: 50 });
    try {
      const socket = new WebSocket(fast.url);
      const pinged = new Promise((resolve) => socket.once('ping', resolve));
      await pinged;
      expect(fast.connections).toBe(1);
      socket.close();
    } finally {
      await fast.close();
    }
  });

  it('binds loopback only', async () => {
    await expect(startWalletConnectRelay({ host: '0.0.0.0' })).rejects.toBeInstanceOf(
      InvalidRelayOptionsError,
    );
  });
});
