import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock } from '../../client/create-walletdock.js';
import { ChainError } from '../../errors/chain-error.js';
import { ConfigurationError } from '../../errors/configuration-error.js';
import { ConnectorError } from '../../errors/connector-error.js';
import { UserRejectedRequestError } from '../../errors/rpc-errors.js';
import type { WalletDockOptions } from '../../options/types.js';
import { createSiwx, type SiwxOptions } from '../../siwx/default-siwx.js';
import { parseSiwxMessage } from '../../siwx/parse-message.js';
import { SiwxError } from '../../siwx/siwx-error.js';
import { memoryStorage } from '../../storage/backends.js';
import type { StorageBackend } from '../../storage/types.js';
import { createFakeAdapter, createFakeNetwork, createFakeWallet } from '../../testing/index.js';
import { toChecksumAddress } from '../../validation/evm-address.js';

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0xB0b0000000000000000000000000000000000002';
const SOL_ADDRESS = '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy';
const local = createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Local', symbol: 'ETH' });
const localB = createFakeNetwork({ caipNetworkId: 'eip155:31338', name: 'Local B', symbol: 'ETH' });
const sol = createFakeNetwork({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', symbol: 'SOL' });
const SITE = { domain: 'app.example', uri: 'https://app.example' };

const clients: { destroy(): void }[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

/** A client with the fake EVM and Solana wallets; `siwx` options go to `createSiwx` unless `options` say otherwise. */
function setup(
  siwxOptions: SiwxOptions | null = {},
  options: Partial<WalletDockOptions> = {},
  storage: StorageBackend = memoryStorage(),
  // A reload reuses the wallets: they remember that they authorised the app.
  wallet = createFakeWallet({ id: 'io.alice', name: 'Alice', accounts: [ALICE, BOB] }),
  phantom = createFakeWallet({ id: 'phantom', name: 'Phantom', accounts: [SOL_ADDRESS] }),
) {
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client = createWalletDock({
    projectId: 'test',
    networks: [local, localB, sol],
    adapters: [
      createFakeAdapter({ networks: [local, localB], wallets: [wallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [sol], wallets: [phantom] }),
    ],
    storage,
    logger,
    ...(siwxOptions ? { siwx: createSiwx({ ...SITE, storage, logger, ...siwxOptions }) } : {}),
    ...options,
  });
  clients.push(client);
  const connect = () =>
    client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
  const prompted = () =>
    vi.waitFor(() => {
      expect(client.state.modal.open).toBe(true);
      expect(client.state.router.view).toBe('SIWXSignMessage');
    });
  return { client, wallet, phantom, storage, logger, connect, prompted };
}

describe('sign-in flow', () => {
  it('asks after a connect, signs through the wallet, keeps the session; a reload does not ask again', async () => {
    const { client, connect, prompted, storage, wallet, phantom } = setup();
    await client.mount();
    await connect();
    await prompted();

    const siwx = await client.feature('siwx');
    const session = await siwx.signIn();
    expect(parseSiwxMessage(session.message)).toEqual(session.data);
    // The message carries the EIP-55 form of the address (these test addresses are not checksummed).
    expect(session.data).toMatchObject({
      accountAddress: toChecksumAddress(ALICE),
      chainId: 'eip155:31337',
      domain: 'app.example',
    });
    expect(session.signature).toMatch(/^0x/);
    expect(client.state.siwx).toEqual({ status: 'authenticated', session, error: undefined });
    expect(client.state.modal.open).toBe(false); // signing in closes the view

    // Reload: a new client over the same storage restores the connection and finds the session.
    client.destroy();
    const reloaded = setup({}, {}, storage, wallet, phantom);
    await reloaded.client.mount();
    await vi.waitFor(() => expect(reloaded.client.state.siwx.status).toBe('authenticated'));
    expect(reloaded.client.state.siwx.session).toEqual(session);
    expect(reloaded.client.state.modal.open).toBe(false);
  });

  it('asks again after a reload once the session has expired', async () => {
    let now = Date.now();
    const clock = { now: () => now };
    const first = setup({ sessionMs: 60_000, clock });
    await first.client.mount();
    await first.connect();
    await first.prompted();
    await (await first.client.feature('siwx')).signIn();
    first.client.destroy();

    now += 60_000;
    const reloaded = setup({ sessionMs: 60_000, clock }, {}, first.storage, first.wallet, first.phantom);
    await reloaded.client.mount();
    await reloaded.prompted();
    expect(reloaded.client.state.siwx).toMatchObject({ status: 'unauthenticated', session: undefined });
  });

  it('pushes the sign-in view when the modal is open, above the view it shows', async () => {
    const { client, connect, prompted } = setup();
    await client.mount();
    await client.controllers.modal.open({ view: 'AllWallets' });
    await connect();
    await prompted();
    expect(client.state.router.history).toEqual(['AllWallets', 'SIWXSignMessage']);
  });

  it('replaces the finished connect flow: after connecting from the modal, no Back to the connecting view', async () => {
    const { client, prompted } = setup();
    await client.mount();
    await client.controllers.modal.open();
    const connector = client.state.connectors.connectors.find((c) => c.id === 'io.alice');
    if (!connector) throw new Error('no connector');
    await client.controllers.connection.connect({ connector });
    await prompted();
    expect(client.state.router.history).toEqual(['SIWXSignMessage']);
  });

  it('asks again when the wallet switches account, and when the network changes', async () => {
    const { client, wallet, connect, prompted } = setup();
    await client.mount();
    await connect();
    await prompted();
    await (await client.feature('siwx')).signIn();

    wallet.setAccounts([BOB, ALICE]);
    await prompted();
    expect(client.state.siwx.status).toBe('unauthenticated');
    const bob = await (await client.feature('siwx')).signIn();
    expect(bob.data.accountAddress).toBe(toChecksumAddress(BOB));

    await client.controllers.chains.switchNetwork(localB);
    await prompted();
    expect(client.state.siwx).toMatchObject({ status: 'unauthenticated', session: undefined });

    // Back to a network with a session: signed in without a prompt.
    await client.controllers.modal.close({ force: true });
    await client.controllers.chains.switchNetwork(local);
    await vi.waitFor(() => expect(client.state.siwx.status).toBe('authenticated'));
    expect(client.state.siwx.session?.data.accountAddress).toBe(toChecksumAddress(BOB));
  });

  it("a declined signature shows 'Signature declined' and leaves connection and view as they were", async () => {
    const { client, wallet, connect, prompted } = setup();
    await client.mount();
    await connect();
    await prompted();
    const siwx = await client.feature('siwx');
    wallet.mode = 'reject';
    await expect(siwx.signIn()).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(client.state.siwx).toEqual({
      status: 'unauthenticated',
      session: undefined,
      error: 'Signature declined',
    });
    // Said once, by the sign-in view: no toast of the same text over it.
    expect(client.state.toast.open).toBe(false);
    expect(client.controllers.chains.activeAddress()).toBe(ALICE);
    expect(client.state.router.view).toBe('SIWXSignMessage');

    wallet.mode = 'approve'; // try again
    await siwx.signIn();
    expect(client.state.siwx).toMatchObject({ status: 'authenticated', error: undefined });
  });

  it('shows signing while the wallet is asked', async () => {
    const { client, wallet, connect, prompted } = setup();
    await client.mount();
    await connect();
    await prompted();
    wallet.mode = 'pending';
    const signing = (await client.feature('siwx')).signIn();
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1));
    expect(client.state.siwx.status).toBe('signing');
    wallet.approve();
    await signing;
    expect(client.state.siwx.status).toBe('authenticated');
  });

  it("a session lookup answering after signIn() started does not undo 'signing'", async () => {
    const storage = memoryStorage();
    const siwx = createSiwx({ ...SITE, storage });
    // The lookup after the connect waits until the test lets it answer (a slow server).
    let answer: () => void = () => undefined;
    const getSessions = siwx.getSessions.bind(siwx);
    const slow = {
      ...siwx,
      getSessions: (id: Parameters<typeof getSessions>[0], address: string) =>
        new Promise<Awaited<ReturnType<typeof getSessions>>>((resolve) => {
          answer = () => resolve(getSessions(id, address));
        }),
    };
    const { client, wallet, connect } = setup(null, { siwx: slow }, storage);
    await client.mount();
    const flow = await client.feature('siwx');
    await connect();
    wallet.mode = 'pending';
    const signing = flow.signIn();
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1));
    expect(client.state.siwx.status).toBe('signing');

    answer(); // no session yet: the late answer must not reset the sign-in in progress
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.state.siwx.status).toBe('signing');
    wallet.approve();
    await signing;
    expect(client.state.siwx.status).toBe('authenticated');
  });

  it('an account switched while the wallet signs is asked once that sign-in ends', async () => {
    const { client, wallet, connect, prompted } = setup();
    await client.mount();
    await connect();
    await prompted();
    const flow = await client.feature('siwx');
    wallet.mode = 'pending';
    const signing = flow.signIn();
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1));
    wallet.setAccounts([BOB, ALICE]);
    await vi.waitFor(() => expect(client.controllers.chains.activeAddress()).toBe(BOB));
    wallet.approve();
    await signing; // Alice's session is kept, but Bob is the account now
    // Asked again: the modal (re)opens on the sign-in view (the router keeps that view while it is closed).
    await vi.waitFor(() => {
      expect(client.state.modal.open).toBe(true);
      expect(client.state.router.view).toBe('SIWXSignMessage');
    });
    expect(client.state.siwx).toMatchObject({ status: 'unauthenticated', session: undefined });
    expect(await client.options.siwx?.getSessions('eip155:31337', ALICE)).toHaveLength(1);
  });

  it('required: closing is refused without a session, and Cancel disconnects', async () => {
    const { client, connect, prompted } = setup({ required: true });
    await client.mount();
    await connect();
    await prompted();
    await expect(client.controllers.modal.close()).resolves.toBe(false);
    expect(client.state.modal.open).toBe(true);

    await (await client.feature('siwx')).cancel();
    expect(client.controllers.chains.activeAddress()).toBeUndefined();
    expect(client.state.modal.open).toBe(false);
    expect(client.state.siwx.status).toBe('unauthenticated');
  });

  it('not required: Cancel closes the modal and keeps the connection', async () => {
    const { client, connect, prompted } = setup();
    await client.mount();
    await connect();
    await prompted();
    await (await client.feature('siwx')).cancel();
    expect(client.state.modal.open).toBe(false);
    expect(client.controllers.chains.activeAddress()).toBe(ALICE);
  });

  it("a verifier's refusal is a named error and keeps no session", async () => {
    const verify = vi.fn(async () => false);
    const { client, connect, prompted } = setup({ verify });
    await client.mount();
    await connect();
    await prompted();
    const siwx = await client.feature('siwx');
    await expect(siwx.signIn()).rejects.toThrow(SiwxError);
    expect(verify).toHaveBeenCalledOnce();
    expect(client.state.siwx).toEqual({
      status: 'unauthenticated',
      session: undefined,
      error: 'The sign-in could not be verified',
    });
    const { siwx: config } = client.options;
    expect(await config?.getSessions('eip155:31337', ALICE)).toEqual([]);
  });

  it('signs out: the session is forgotten, the wallet stays connected', async () => {
    const { client, connect, prompted } = setup();
    await client.mount();
    await connect();
    await prompted();
    const siwx = await client.feature('siwx');
    await siwx.signIn();
    await siwx.signOut();
    expect(client.state.siwx.status).toBe('unauthenticated');
    expect(await client.options.siwx?.getSessions('eip155:31337', ALICE)).toEqual([]);
    expect(client.controllers.chains.activeAddress()).toBe(ALICE);
  });

  it('signs in a Solana account with the Sign in with Solana message', async () => {
    const { client, prompted } = setup();
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    await prompted();
    const session = await (await client.feature('siwx')).signIn();
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Solana account:',
      SOL_ADDRESS,
    ]);
    expect(session.data.chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it('siweConfig signs in eip155 accounts only, in the client storage', async () => {
    const { client, connect, prompted, storage } = setup(null, { siweConfig: { ...SITE } });
    await client.mount();
    await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    await client.feature('siwx');
    expect(client.state.modal.open).toBe(false); // no sign-in for Solana
    await expect((await client.feature('siwx')).signIn()).rejects.toThrow('SIWX is not enabled');

    await connect();
    await prompted();
    const session = await (await client.feature('siwx')).signIn();
    expect(session.message).toMatch(/wants you to sign in with your Ethereum account:/);
    expect(storage.getItem('@walletdock/siwx-sessions')).toContain(toChecksumAddress(ALICE));
  });

  it('does nothing without sign-in configured', async () => {
    const { client, connect } = setup(null);
    await client.mount();
    await connect();
    expect(client.state.features.siwx).toBe('idle');
    expect(client.state.modal.open).toBe(false);
  });
});

describe('sign-in preconditions (spec §5)', () => {
  it("without siwx: 'SIWX is not enabled'", async () => {
    const { client, connect } = setup(null);
    await client.mount();
    await connect();
    const signing = (await client.feature('siwx')).signIn();
    await expect(signing).rejects.toBeInstanceOf(SiwxError);
    await expect(signing).rejects.toThrow('SIWX is not enabled');
  });

  it("without an account: 'No ActiveCaipAddress found'", async () => {
    const { client } = setup();
    const signing = (await client.feature('siwx')).signIn();
    await expect(signing).rejects.toBeInstanceOf(ConnectorError);
    await expect(signing).rejects.toThrow('No ActiveCaipAddress found');
  });

  it("without an active network: 'CaipNetwork is undefined'", async () => {
    const { client, connect } = setup();
    await client.mount();
    await connect();
    client.controllers.chains.state.activeCaipNetwork = undefined;
    const signing = (await client.feature('siwx')).signIn();
    await expect(signing).rejects.toBeInstanceOf(ChainError);
    await expect(signing).rejects.toThrow('CaipNetwork is undefined');
  });

  it("without a connected wallet behind the address: 'ConnectionController client not set'", async () => {
    const { client } = setup();
    client.controllers.chains.setActiveNamespace('eip155');
    client.controllers.chains.setAccount('eip155', {
      address: ALICE,
      status: 'connected',
      connectorId: undefined,
    });
    const signing = (await client.feature('siwx')).signIn();
    await expect(signing).rejects.toBeInstanceOf(ConnectorError);
    await expect(signing).rejects.toThrow('ConnectionController client not set');
  });

  it('refuses siweConfig and siwx together', () => {
    expect(() => setup({}, { siweConfig: {} })).toThrowError(ConfigurationError);
    expect(() => setup({}, { siweConfig: {} })).toThrowError(
      'Cannot set both `siweConfig` and `siwx` options',
    );
  });
});
