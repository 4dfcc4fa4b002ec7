import { describe, expect, it, vi } from 'vitest';
import type { ChainAdapter } from '../adapter/types.js';
import type { Logger } from '../client/clock.js';
import { createWalletDock } from '../client/create-walletdock.js';
import { isUserRejection, RequestCancelledError, UserRejectedRequestError } from '../errors/index.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';
import { createPendingRequests } from './pending-requests.js';
import type { PendingWalletRequest } from './types.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const solana = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });
const ALICE = '0xa11ce00000000000000000000000000000000001';
const SOL_ALICE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const silent: Logger = { debug() {}, warn() {}, error() {} };

/** A promise with its resolve and reject, for a wallet that answers when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** An adapter whose wallet never answers on its own and ignores the signal (as EIP-1193 wallets do). */
function deafAdapter(wallet: FakeWallet) {
  const fake = createFakeAdapter({ networks: [mainnet], wallets: [wallet] });
  const answers: ReturnType<typeof deferred<string>>[] = [];
  const signals: AbortSignal[] = [];
  const ask = (signal: AbortSignal | undefined) => {
    if (signal) signals.push(signal);
    const answer = deferred<string>();
    answers.push(answer);
    return answer.promise;
  };
  const adapter: ChainAdapter = {
    ...fake,
    signMessage: ({ signal }) => ask(signal),
    sendTransaction: ({ signal }) => ask(signal),
  };
  return { adapter, answers, signals };
}

async function connected(options: { evm?: ChainAdapter; solanaWallet?: FakeWallet; mount?: boolean } = {}) {
  const alice = createFakeWallet({ id: 'alice', name: 'Alice Wallet', accounts: [ALICE] });
  const evm = options.evm ?? createFakeAdapter({ networks: [mainnet], wallets: [alice] });
  const adapters: ChainAdapter[] = [evm];
  if (options.solanaWallet) {
    adapters.push(
      createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: [options.solanaWallet] }),
    );
  }
  const client = createWalletDock({
    projectId: 'test',
    networks: options.solanaWallet ? [mainnet, solana] : [mainnet],
    adapters,
    logger: silent,
  });
  const { connection, toast } = client.controllers;
  if (options.mount) await client.mount();
  const connectorId = evm.getConnectors()[0]?.id ?? 'alice';
  await connection.connect({ namespace: 'eip155', connectorId });
  return { client, connection, toast, alice };
}

describe('pending wallet requests: the registry', () => {
  it('lists a request with its id, kind, namespace, wallet and start time until it settles', async () => {
    const list: PendingWalletRequest[] = [];
    const registry = createPendingRequests(
      () => list,
      () => 1_234,
    );
    const answer = deferred<string>();
    const running = registry.run(
      { kind: 'signMessage', namespace: 'eip155', connectorId: 'alice', connectorName: 'Alice Wallet' },
      () => answer.promise,
    );
    expect(list).toEqual([
      {
        id: 1,
        kind: 'signMessage',
        namespace: 'eip155',
        connectorId: 'alice',
        connectorName: 'Alice Wallet',
        startedAt: 1_234,
      },
    ]);
    answer.resolve('0xsigned');
    await expect(running).resolves.toBe('0xsigned');
    expect(list).toEqual([]);
  });

  it('a work that throws at once rejects the request and leaves nothing listed', async () => {
    const list: PendingWalletRequest[] = [];
    const registry = createPendingRequests(
      () => list,
      () => 0,
    );
    const running = registry.run(
      { kind: 'sendTransaction', namespace: 'eip155', connectorId: 'a', connectorName: 'A' },
      () => {
        throw new Error('boom');
      },
    );
    await expect(running).rejects.toThrow('boom');
    expect(list).toEqual([]);
  });
});

describe('pending wallet requests: cancelRequest', () => {
  it('rejects the caller at once with the user-rejected error saying it was cancelled, without a toast', async () => {
    const { connection, toast, alice } = await connected();
    alice.mode = 'pending';
    const signing = connection.signMessage({ message: 'hello' }).catch((e: unknown) => e);
    expect(connection.state.pendingRequests).toEqual([
      expect.objectContaining({
        kind: 'signMessage',
        namespace: 'eip155',
        connectorId: 'alice',
        connectorName: 'Alice Wallet',
      }),
    ]);
    const [request] = connection.state.pendingRequests;
    expect(connection.cancelRequest(request?.id)).toBe(1);
    expect(connection.state.pendingRequests).toEqual([]);
    const error = await signing;
    expect(error).toBeInstanceOf(RequestCancelledError);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection(error)).toBe(true);
    expect(error).toMatchObject({ code: 4001, shortMessage: 'The request was cancelled.' });
    expect((error as Error).message).toContain('signMessage request #1 to Alice Wallet (eip155)');
    expect(toast.state.open).toBe(false);
  });

  it("aborts the adapter's signal, so a wallet that can be told withdraws its prompt", async () => {
    const { connection, alice } = await connected();
    alice.mode = 'pending';
    const sending = connection
      .sendTransaction({ transaction: { to: ALICE, value: 0n } })
      .catch((e: unknown) => e);
    expect(alice.pendingRequests.map((r) => r.method)).toEqual(['sendTransaction']);
    expect(connection.state.pendingRequests.map((r) => r.kind)).toEqual(['sendTransaction']);
    connection.cancelRequest();
    expect(alice.pendingRequests).toEqual([]);
    expect(await sending).toBeInstanceOf(RequestCancelledError);
    expect(alice.transactions).toEqual([]);
  });

  it('passes the signal to the adapter and aborts it with the cancellation as reason', async () => {
    const wallet = createFakeWallet({ id: 'alice', name: 'Alice Wallet', accounts: [ALICE] });
    const deaf = deafAdapter(wallet);
    const { connection } = await connected({ evm: deaf.adapter });
    const signing = connection.signMessage({ message: 'hello' }).catch((e: unknown) => e);
    const [signal] = deaf.signals;
    expect(signal?.aborted).toBe(false);
    connection.cancelRequest();
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBe(await signing);
  });

  it("ignores the wallet's late answer: no state change, no toast, no unhandled rejection", async () => {
    const wallet = createFakeWallet({ id: 'alice', name: 'Alice Wallet', accounts: [ALICE] });
    const deaf = deafAdapter(wallet);
    const { client, connection, toast } = await connected({ evm: deaf.adapter });
    const signing = connection.signMessage({ message: 'one' }).catch((e: unknown) => e);
    const sending = connection.sendTransaction({ transaction: { to: ALICE } }).catch((e: unknown) => e);
    connection.cancelRequest();
    await Promise.all([signing, sending]);
    const changes = vi.fn();
    const stop = client.subscribe(changes);
    deaf.answers[0]?.resolve('0xlate');
    deaf.answers[1]?.reject(new UserRejectedRequestError());
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(changes).not.toHaveBeenCalled();
    expect(toast.state.open).toBe(false);
    expect(connection.state.pendingRequests).toEqual([]);
  });

  it('cancels only the request with the given id; without an id, every one', async () => {
    const { connection, alice } = await connected();
    alice.mode = 'pending';
    const first = connection.signMessage({ message: 'one' }).catch((e: unknown) => e);
    const second = connection.signMessage({ message: 'two' }).catch((e: unknown) => e);
    const third = connection.sendTransaction({ transaction: { to: ALICE } }).catch((e: unknown) => e);
    const ids = connection.state.pendingRequests.map((r) => r.id);
    expect(ids).toEqual([1, 2, 3]);
    expect(connection.cancelRequest(2)).toBe(1);
    expect(connection.state.pendingRequests.map((r) => r.id)).toEqual([1, 3]);
    expect(await second).toBeInstanceOf(RequestCancelledError);
    expect(connection.cancelRequest(2)).toBe(0);
    expect(connection.cancelRequest(99)).toBe(0);
    expect(connection.cancelRequest()).toBe(2);
    expect(connection.state.pendingRequests).toEqual([]);
    expect(await first).toBeInstanceOf(RequestCancelledError);
    expect(await third).toBeInstanceOf(RequestCancelledError);
  });

  it('an answered request leaves the list, and a wallet rejection still shows "Signature declined"', async () => {
    const { connection, toast, alice } = await connected();
    alice.mode = 'pending';
    const signing = connection.signMessage({ message: 'hello' });
    alice.approve();
    await expect(signing).resolves.toMatch(/^0x/);
    expect(connection.state.pendingRequests).toEqual([]);
    toast.setPlace('Account'); // as if the modal showed the Account view
    const declined = connection.signMessage({ message: 'again' }).catch((e: unknown) => e);
    alice.reject();
    const error = await declined;
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).not.toBeInstanceOf(RequestCancelledError);
    expect(toast.state).toMatchObject({ open: true, message: 'Signature declined' });
    expect(connection.state.pendingRequests).toEqual([]);
  });
});

describe('pending wallet requests: disconnect', () => {
  it("disconnecting a namespace cancels that namespace's requests only", async () => {
    const phantom = createFakeWallet({
      id: 'phantom',
      name: 'Phantom',
      accounts: [SOL_ALICE],
      mode: 'pending',
    });
    const { connection, alice } = await connected({ solanaWallet: phantom });
    const connectingSolana = connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    phantom.approve();
    await connectingSolana;
    alice.mode = 'pending';
    const evmSigning = connection
      .signMessage({ message: 'evm', namespace: 'eip155' })
      .catch((e: unknown) => e);
    const solSigning = connection.signMessage({ message: 'sol', namespace: 'solana' });
    expect(connection.state.pendingRequests.map((r) => r.namespace)).toEqual(['eip155', 'solana']);
    const disconnecting = connection.disconnect('eip155');
    // At once, before the wallet has even confirmed the disconnect.
    expect(connection.state.pendingRequests.map((r) => r.namespace)).toEqual(['solana']);
    await disconnecting;
    const error = await evmSigning;
    expect(error).toBeInstanceOf(RequestCancelledError);
    expect((error as Error).message).toContain('its namespace disconnected');
    phantom.approve();
    await expect(solSigning).resolves.toEqual(expect.any(String));
  });

  it('a wallet that disconnects the app cancels its pending requests', async () => {
    const { client, connection, alice } = await connected({ mount: true });
    alice.mode = 'pending';
    const signing = connection.signMessage({ message: 'hello' }).catch((e: unknown) => e);
    alice.disconnect();
    expect(connection.state.pendingRequests).toEqual([]);
    expect(await signing).toBeInstanceOf(RequestCancelledError);
    expect(client.controllers.chains.getAccount('eip155')?.status).toBe('disconnected');
    client.unmount();
  });
});
