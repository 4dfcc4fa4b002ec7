import { randomBytes } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { createPublicClient, http, parseEther, stringToHex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../stack/start-local-stack.js';
import type { LocalStack } from '../stack/types.js';
import { startWalletConnectRelay, type WalletConnectRelay } from './relay.js';
import { createWalletConnectWallet, type WalletConnectWallet } from './wallet.js';

const PROJECT_ID = 'walletdock-test';

async function createDapp(relayUrl: string) {
  return SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    metadata: { name: 'Test dapp', description: 'A dapp in a test', url: 'http://localhost', icons: [] },
    customStoragePrefix: `walletdock-dapp-${randomBytes(8).toString('hex')}`,
    telemetryEnabled: false,
    logger: 'silent',
  });
}

type Dapp = Awaited<ReturnType<typeof createDapp>>;

async function closeDapp(dapp: Dapp) {
  dapp.core.heartbeat.stop();
  await dapp.core.relayer.transportClose().catch(() => {});
}

describe('createWalletConnectWallet', () => {
  let stack: LocalStack;
  let relay: WalletConnectRelay;
  const wallets: WalletConnectWallet[] = [];
  const dapps: Dapp[] = [];

  const setup = async (mode: 'approve' | 'reject') => {
    const wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      privateKeys: stack.accounts.slice(0, 2).map((account) => account.privateKey),
      chains: stack.chains,
      mode,
    });
    wallets.push(wallet);
    const dapp = await createDapp(relay.url);
    dapps.push(dapp);
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: stack.chains.map((chain) => chain.caipNetworkId),
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    });
    if (uri === undefined) throw new Error('no pairing uri');
    await wallet.pair(uri);
    return { wallet, dapp, approval };
  };

  beforeAll(async () => {
    [stack, relay] = await Promise.all([startLocalStack({ accounts: 3 }), startWalletConnectRelay()]);
  });
  afterAll(async () => {
    await Promise.allSettled([...wallets.map((wallet) => wallet.close()), ...dapps.map(closeDapp)]);
    await Promise.allSettled([relay?.close(), stack?.stop()]);
  });

  it('approves a dapp session, signs personal_sign and sends a transaction on anvil', async () => {
    const { wallet, dapp, approval } = await setup('approve');
    const session = await approval();
    const [chainA, chainB] = stack.chains;
    if (chainA === undefined || chainB === undefined) throw new Error('two chains expected');
    const account = stack.accounts[0];
    if (account === undefined) throw new Error('no account');
    expect(session.namespaces.eip155?.accounts).toContain(`${chainA.caipNetworkId}:${account.address}`);
    expect(session.namespaces.eip155?.chains).toEqual(stack.chains.map((chain) => chain.caipNetworkId));

    const message = 'Sign in to WalletDock';
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: chainA.caipNetworkId,
      request: { method: 'personal_sign', params: [stringToHex(message), account.address] },
    })) as `0x${string}`;
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);

    const client = createPublicClient({ transport: http(chainB.rpcUrl) });
    const recipient = stack.accounts[2]?.address;
    if (recipient === undefined) throw new Error('no recipient');
    const before = await client.getBalance({ address: recipient });
    const hash = (await dapp.request({
      topic: session.topic,
      chainId: chainB.caipNetworkId,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: recipient, value: `0x${parseEther('1.5').toString(16)}` }],
      },
    })) as `0x${string}`;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1.5'));

    const chainChanged = new Promise((resolve) =>
      dapp.on('session_event', ({ params }) => {
        if (params.event.name === 'chainChanged') resolve(params.event.data);
      }),
    );
    await dapp.request({
      topic: session.topic,
      chainId: chainA.caipNetworkId,
      request: {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainB.chainId.toString(16)}` }],
      },
    });
    expect(await chainChanged).toBe(chainB.chainId);

    expect(wallet.log.filter((entry) => entry.kind === 'request').map((entry) => entry.method)).toEqual([
      'personal_sign',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
    ]);

    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve));
    await wallet.disconnect();
    await deleted;
    expect(wallet.sessions()).toEqual([]);
  });

  it('rejects the session proposal in reject mode, so the dapp approval rejects', async () => {
    const { wallet, approval } = await setup('reject');
    await expect(approval()).rejects.toMatchObject({ code: 5000 });
    expect(wallet.log).toMatchObject([{ kind: 'proposal', outcome: 'rejected' }]);
  });
});
