import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startLocalStack } from '../stack/start-local-stack.js';
import type { LocalStack } from '../stack/types.js';

describe('startLocalStack with the WalletConnect relay', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ chainIds: [93301], accounts: 2 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('starts a loopback relay, lists it in toJSON() and closes it on stop()', async () => {
    expect(stack.walletConnect.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(stack.toJSON().walletConnect).toEqual(stack.walletConnect);

    const socket = new WebSocket(stack.walletConnect.relayUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const answer = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'abc' } }));
    expect(JSON.parse(await answer)).toMatchObject({ id: 1, result: expect.any(String) });

    const closed = new Promise((resolve) => socket.once('close', resolve));
    await stack.stop();
    await closed;
    const refused = new WebSocket(stack.walletConnect.relayUrl);
    await expect(
      new Promise((resolve, reject) => {
        refused.once('open', resolve);
        refused.once('error', reject);
      }),
    ).rejects.toThrow();
  });
});
