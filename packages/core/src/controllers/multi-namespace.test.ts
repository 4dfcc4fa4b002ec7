import { describe, expect, it } from 'vitest';
import type { Logger } from '../client/clock.js';
import { createWalletDock } from '../client/create-walletdock.js';
import { ConnectorError, UserRejectedRequestError } from '../errors/index.js';
import { memoryStorage } from '../storage/backends.js';
import type { StorageBackend } from '../storage/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';

/**
 * Core is multi-namespace: a dApp configured with EVM and Solana connects both, switches between them and keeps
 * each namespace's account, network and connector separate. Each test is one of the bugs rival SDKs are known
 * for (address lost when switching EVM ↔ Solana, the wrong chain id sent to the other namespace, a disconnect
 * of one namespace not noticed).
 */

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
const solanaMainnet = createFakeNetwork({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  symbol: 'SOL',
});
const solanaDevnet = createFakeNetwork({
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  symbol: 'SOL',
  testnet: true,
});
const EVM_ADDRESS = '0xa11ce00000000000000000000000000000000001';
const EVM_RECIPIENT = '0xb0b0000000000000000000000000000000000002';
const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const silent: Logger = { debug() {}, warn() {}, error() {} };

type Wallets = { evmWallet: FakeWallet; solanaWallet: FakeWallet };

function makeWallets(): Wallets {
  return {
    evmWallet: createFakeWallet({
      id: 'io.example.evm',
      name: 'EVM Wallet',
      accounts: [EVM_ADDRESS],
      balances: { [`eip155:1:${EVM_ADDRESS}`]: 10n ** 18n, [`eip155:8453:${EVM_ADDRESS}`]: 10n ** 18n },
    }),
    solanaWallet: createFakeWallet({
      id: 'Sol Wallet',
      name: 'Sol Wallet',
      accounts: [SOL_ADDRESS],
    }),
  };
}

/** A client with an EVM and a Solana fake adapter; pass the same wallets and backend again to "reload". */
function setup(
  { evmWallet, solanaWallet }: Wallets = makeWallets(),
  backend: StorageBackend = memoryStorage(),
) {
  const evm = createFakeAdapter({ namespace: 'eip155', networks: [mainnet, base], wallets: [evmWallet] });
  const solana = createFakeAdapter({
    namespace: 'solana',
    networks: [solanaMainnet, solanaDevnet],
    wallets: [solanaWallet],
  });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, base, solanaMainnet, solanaDevnet],
    adapters: [evm, solana],
    storage: backend,
    logger: silent,
  });
  return { client, ...client.controllers, evm, solana, evmWallet, solanaWallet, backend };
}

type Setup = ReturnType<typeof setup>;

async function connectBoth(made: Setup = setup()): Promise<Setup> {
  await made.client.mount();
  await made.connection.connect({ namespace: 'eip155', connectorId: made.evmWallet.id });
  await made.connection.connect({ namespace: 'solana', connectorId: made.solanaWallet.id });
  return made;
}

/** What a namespace holds, to compare before and after visiting the other namespace. */
function snapshotOf(made: Setup, namespace: 'eip155' | 'solana') {
  const account = made.chains.getAccount(namespace);
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    connectorId: account?.connectorId,
    wallet: account?.connectedWalletInfo?.name,
    status: account?.status,
    network: made.chains.getNetwork(namespace)?.caipNetwork?.caipNetworkId,
  };
}

describe('multi-namespace: EVM and Solana in one client', () => {
  it('connects both namespaces, each with its own account, network and connector', async () => {
    const made = await connectBoth();
    expect(snapshotOf(made, 'eip155')).toEqual({
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      connectorId: 'io.example.evm',
      wallet: 'EVM Wallet',
      status: 'connected',
      network: 'eip155:1',
    });
    expect(snapshotOf(made, 'solana')).toEqual({
      address: SOL_ADDRESS,
      caipAddress: `${solanaMainnet.caipNetworkId}:${SOL_ADDRESS}`,
      connectorId: 'Sol Wallet',
      wallet: 'Sol Wallet',
      status: 'connected',
      network: solanaMainnet.caipNetworkId,
    });
    // Each wallet was asked for its own namespace's network.
    expect(made.evmWallet.chainId).toBe('eip155:1');
    expect(made.solanaWallet.chainId).toBe(solanaMainnet.caipNetworkId);
    // The namespace connected last is active.
    expect(made.chains.state.activeNamespace).toBe('solana');
    expect(made.chains.activeAddress()).toBe(SOL_ADDRESS);
    expect(made.chains.activeNetwork()?.caipNetworkId).toBe(solanaMainnet.caipNetworkId);
  });

  it('allAccounts lists the accounts of both namespaces', async () => {
    const made = await connectBoth();
    expect(made.chains.allAccounts()).toEqual([
      { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
      { namespace: 'solana', address: SOL_ADDRESS, type: 'eoa' },
    ]);
    await made.connection.disconnect('solana');
    expect(made.chains.allAccounts()).toEqual([{ namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' }]);
  });

  it('switching to a Solana network makes Solana active without touching the EVM account or network', async () => {
    const made = await connectBoth();
    made.chains.setActiveNamespace('eip155');
    const evmBefore = snapshotOf(made, 'eip155');

    await made.chains.switchNetwork(solanaDevnet);

    expect(made.chains.state.activeNamespace).toBe('solana');
    expect(made.chains.activeNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
    expect(made.chains.activeCaipAddress()).toBe(`${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`);
    // The Solana wallet was asked, with the Solana id; the EVM wallet was not asked anything.
    expect(made.solanaWallet.chainId).toBe(solanaDevnet.caipNetworkId);
    expect(made.evmWallet.chainId).toBe('eip155:1');
    expect(snapshotOf(made, 'eip155')).toEqual(evmBefore);
  });

  it('switching back to EVM restores its address, network and connector', async () => {
    const made = await connectBoth();
    const evmBefore = snapshotOf(made, 'eip155');
    const solanaBefore = snapshotOf(made, 'solana');

    made.chains.setActiveNamespace('eip155');
    expect(made.chains.activeAddress()).toBe(EVM_ADDRESS);
    expect(made.chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    await made.chains.switchNetwork(solanaDevnet);
    expect(made.chains.activeAddress()).toBe(SOL_ADDRESS);
    // Back through the network list: the EVM network it was on.
    await made.chains.switchNetwork(mainnet);

    expect(made.chains.state.activeNamespace).toBe('eip155');
    expect(made.chains.activeCaipAddress()).toBe(`eip155:1:${EVM_ADDRESS}`);
    expect(snapshotOf(made, 'eip155')).toEqual(evmBefore);
    expect(snapshotOf(made, 'solana')).toEqual({
      ...solanaBefore,
      caipAddress: `${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`,
      network: solanaDevnet.caipNetworkId,
    });
    // And back again by namespace: Solana's devnet is still its network.
    made.chains.setActiveNamespace('solana');
    expect(made.chains.activeCaipAddress()).toBe(`${solanaDevnet.caipNetworkId}:${SOL_ADDRESS}`);
  });

  it('a network switch in one namespace never sends its chain id to the other namespace', async () => {
    const made = await connectBoth();
    await made.chains.switchNetwork(base);
    expect(made.evmWallet.chainId).toBe('eip155:8453');
    expect(made.solanaWallet.chainId).toBe(solanaMainnet.caipNetworkId);
    expect(made.chains.getNetwork('solana')?.caipNetwork?.caipNetworkId).toBe(solanaMainnet.caipNetworkId);
    await made.chains.switchNetwork(solanaDevnet);
    expect(made.evmWallet.chainId).toBe('eip155:8453');
    expect(made.solanaWallet.chainId).toBe(solanaDevnet.caipNetworkId);
    expect(made.chains.getNetwork('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:8453');
  });

  it('signMessage after visiting Solana goes to the EVM wallet, with the EVM account', async () => {
    const made = await connectBoth();
    made.chains.setActiveNamespace('eip155');
    await made.chains.switchNetwork(solanaDevnet);
    made.chains.setActiveNamespace('eip155');

    const signature = await made.connection.signMessage({ message: 'hello' });

    expect(made.evmWallet.signedMessages).toEqual([{ address: EVM_ADDRESS, message: 'hello', signature }]);
    expect(made.solanaWallet.signedMessages).toEqual([]);
  });

  it('signMessage for a namespace that is not active goes to that namespace only', async () => {
    const made = await connectBoth();
    expect(made.chains.state.activeNamespace).toBe('solana');
    await made.connection.signMessage({ message: 'for evm', namespace: 'eip155' });
    expect(made.evmWallet.signedMessages.map((m) => m.message)).toEqual(['for evm']);
    expect(made.solanaWallet.signedMessages).toEqual([]);
    expect(made.chains.state.activeNamespace).toBe('solana');
  });

  it('a transaction after visiting Solana goes to the EVM wallet with the EVM chain id', async () => {
    const made = await connectBoth();
    made.chains.setActiveNamespace('eip155');
    await made.chains.switchNetwork(base);
    await made.chains.switchNetwork(solanaDevnet);
    await made.chains.switchNetwork(base);
    expect(made.chains.state.activeNamespace).toBe('eip155');

    const hash = await made.connection.sendTransaction({ transaction: { to: EVM_RECIPIENT, value: 5n } });

    expect(made.evmWallet.transactions).toEqual([
      expect.objectContaining({
        hash,
        from: EVM_ADDRESS,
        to: EVM_RECIPIENT,
        value: 5n,
        caipNetworkId: 'eip155:8453',
      }),
    ]);
    expect(made.solanaWallet.transactions).toEqual([]);
  });

  it('a transaction for the EVM namespace uses the EVM network even while Solana is active', async () => {
    const made = await connectBoth();
    expect(made.chains.state.activeNamespace).toBe('solana');
    await made.connection.sendTransaction({
      namespace: 'eip155',
      transaction: { to: EVM_RECIPIENT, value: 1n },
    });
    expect(made.evmWallet.transactions.map((t) => t.caipNetworkId)).toEqual(['eip155:1']);
    expect(made.chains.state.activeNamespace).toBe('solana');
  });

  it('a disconnect from the Solana wallet drops only Solana and makes EVM active', async () => {
    const made = await connectBoth();
    expect(made.chains.state.activeNamespace).toBe('solana');
    const evmBefore = snapshotOf(made, 'eip155');

    made.solanaWallet.disconnect();

    expect(made.connection.status('solana')).toBe('disconnected');
    expect(made.chains.getAccount('solana')?.address).toBeUndefined();
    expect(made.chains.state.activeNamespace).toBe('eip155');
    expect(made.chains.activeAddress()).toBe(EVM_ADDRESS);
    expect(made.chains.activeNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(snapshotOf(made, 'eip155')).toEqual(evmBefore);
  });

  it('the Solana wallet removing its accounts is noticed as a disconnect of Solana only', async () => {
    const made = await connectBoth();
    made.solanaWallet.setAccounts([]);
    expect(made.connection.status('solana')).toBe('disconnected');
    expect(made.connection.status('eip155')).toBe('connected');
    expect(made.chains.activeAddress()).toBe(EVM_ADDRESS);
  });

  it('a disconnect from the EVM wallet while Solana is active leaves Solana active and connected', async () => {
    const made = await connectBoth();
    made.evmWallet.disconnect();
    expect(made.connection.status('eip155')).toBe('disconnected');
    expect(made.chains.state.activeNamespace).toBe('solana');
    expect(made.chains.activeAddress()).toBe(SOL_ADDRESS);
  });

  it("connection.disconnect('solana') leaves EVM connected and active, and the Solana wallet revoked", async () => {
    const made = await connectBoth();
    made.router.reset('Account');

    await made.connection.disconnect('solana');

    expect(made.solanaWallet.authorized).toBe(false);
    expect(made.evmWallet.authorized).toBe(true);
    expect(made.connection.status('solana')).toBe('disconnected');
    expect(made.connection.status('eip155')).toBe('connected');
    expect(made.chains.state.activeNamespace).toBe('eip155');
    expect(made.chains.activeAddress()).toBe(EVM_ADDRESS);
    // An account is still connected: the Account view stays.
    expect(made.router.state.view).toBe('Account');
  });

  it('a wallet network change in the inactive namespace does not move the active network', async () => {
    const made = await connectBoth();
    made.evmWallet.switchChain('eip155:8453');
    await Promise.resolve();
    expect(made.chains.getNetwork('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(made.chains.getAccount('eip155')?.caipAddress).toBe(`eip155:8453:${EVM_ADDRESS}`);
    expect(made.chains.state.activeNamespace).toBe('solana');
    expect(made.chains.activeNetwork()?.caipNetworkId).toBe(solanaMainnet.caipNetworkId);
  });

  it('restore on mount brings both namespaces back, with the last active one active', async () => {
    const made = await connectBoth();
    await made.chains.switchNetwork(solanaDevnet);
    await made.chains.switchNetwork(base);
    made.client.destroy();

    const reloaded = setup(made, made.backend);
    await reloaded.client.mount();

    expect(snapshotOf(reloaded, 'eip155')).toMatchObject({
      address: EVM_ADDRESS,
      status: 'connected',
      connectorId: 'io.example.evm',
      network: 'eip155:8453',
    });
    expect(snapshotOf(reloaded, 'solana')).toMatchObject({
      address: SOL_ADDRESS,
      status: 'connected',
      connectorId: 'Sol Wallet',
      network: solanaDevnet.caipNetworkId,
    });
    expect(reloaded.chains.state.activeNamespace).toBe('eip155');
    expect(reloaded.chains.activeNetwork()?.caipNetworkId).toBe('eip155:8453');
    expect(reloaded.chains.allAccounts().map((a) => a.namespace)).toEqual(['eip155', 'solana']);
  });

  it('restore with Solana active but no longer authorised makes the restored EVM namespace active', async () => {
    const made = await connectBoth();
    expect(made.chains.state.activeNamespace).toBe('solana');
    made.client.destroy();
    made.solanaWallet.disconnect(); // the visitor revoked the app in the wallet while the page was closed

    const reloaded = setup(made, made.backend);
    await reloaded.client.mount();

    expect(reloaded.connection.status('solana')).toBe('disconnected');
    expect(reloaded.connection.status('eip155')).toBe('connected');
    expect(reloaded.chains.state.activeNamespace).toBe('eip155');
    expect(reloaded.chains.activeAddress()).toBe(EVM_ADDRESS);
  });

  it('opening the modal for an unconnected namespace shows Connect without making it active', async () => {
    const made = setup();
    await made.client.mount();
    await made.connection.connect({ namespace: 'eip155', connectorId: made.evmWallet.id });

    await made.modal.open({ namespace: 'solana' });
    expect(made.router.state.view).toBe('Connect');
    expect(made.modal.state.namespace).toBe('solana');
    // Closing without connecting keeps the EVM account in front (the buttons still show it).
    await made.modal.close();
    expect(made.chains.state.activeNamespace).toBe('eip155');
    expect(made.chains.activeAddress()).toBe(EVM_ADDRESS);

    // Connecting from there makes Solana active.
    await made.modal.open({ namespace: 'solana' });
    await made.connection.connect({ namespace: 'solana', connectorId: made.solanaWallet.id });
    expect(made.chains.state.activeNamespace).toBe('solana');

    // Opening for a connected namespace makes it active and shows its account.
    await made.modal.close();
    await made.modal.open({ namespace: 'eip155' });
    expect(made.chains.state.activeNamespace).toBe('eip155');
    expect(made.router.state.view).toBe('Account');
  });

  it('connecting one namespace while the other is connecting keeps both', async () => {
    const made = setup();
    await made.client.mount();
    made.evmWallet.mode = 'pending';
    const evmConnecting = made.connection.connect({ namespace: 'eip155', connectorId: made.evmWallet.id });
    await made.connection.connect({ namespace: 'solana', connectorId: made.solanaWallet.id });
    made.evmWallet.approve();
    await evmConnecting;
    expect(made.connection.status('eip155')).toBe('connected');
    expect(made.connection.status('solana')).toBe('connected');
    expect(made.chains.allAccounts()).toHaveLength(2);
  });

  it('sendTransaction: a rejection is "Transaction declined"; a namespace without account is refused', async () => {
    const made = setup();
    await made.client.mount();
    await made.connection.connect({ namespace: 'eip155', connectorId: made.evmWallet.id });
    await expect(
      made.connection.sendTransaction({ namespace: 'solana', transaction: { to: SOL_ADDRESS, value: 1n } }),
    ).rejects.toThrow(ConnectorError);
    made.evmWallet.mode = 'reject';
    made.toast.setPlace('Account'); // as if the modal showed the Account view
    await expect(
      made.connection.sendTransaction({ transaction: { to: EVM_RECIPIENT, value: 1n } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(made.toast.state).toMatchObject({ open: true, variant: 'error', message: 'Transaction declined' });
    expect(made.evmWallet.transactions).toEqual([]);
  });
});

describe('multi-namespace: the Connect list', () => {
  function phantomSetup() {
    const evmWallet = createFakeWallet({
      id: 'app.phantom',
      name: 'Phantom',
      rdns: 'app.phantom',
      accounts: [EVM_ADDRESS],
    });
    const solanaWallet = createFakeWallet({ id: 'Phantom', name: 'Phantom', accounts: [SOL_ADDRESS] });
    const solflare = createFakeWallet({ id: 'Solflare', name: 'Solflare', accounts: [SOL_ADDRESS] });
    const made = setup({ evmWallet, solanaWallet });
    made.solana.addWallet(solflare);
    return made;
  }

  const rows = (made: Setup) =>
    made.connectors
      .listing()
      .flatMap((entry) =>
        entry.kind === 'connector' ? [entry.connectors.map((c) => `${c.chain}:${c.id}`).join('+')] : [],
      );

  it('lists a wallet of both namespaces once, with both connectors', async () => {
    const made = phantomSetup();
    await made.client.mount();
    expect(rows(made)).toEqual(['eip155:app.phantom+solana:Phantom', 'solana:Solflare']);
  });

  it('while the modal is open for a namespace, lists only its connectors', async () => {
    const made = phantomSetup();
    await made.client.mount();
    await made.modal.open({ namespace: 'solana' });
    expect(rows(made)).toEqual(['solana:Phantom', 'solana:Solflare']);
    await made.modal.open({ namespace: 'eip155' });
    expect(rows(made)).toEqual(['eip155:app.phantom']);
    await made.modal.open();
    expect(rows(made)).toEqual(['eip155:app.phantom+solana:Phantom', 'solana:Solflare']);
  });
});
