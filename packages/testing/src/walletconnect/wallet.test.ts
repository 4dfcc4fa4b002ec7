import { createPublicKey, randomBytes, verify } from 'node:crypto';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { SignClient } from '@walletconnect/sign-client';
import { createPublicClient, http, parseEther, stringToHex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58, type RunningSolanaChain, startSolanaChain } from '../solana/index.js';
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

  it('approves eip155 and solana for a proposal asking for both', async () => {
    const wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      privateKeys: stack.accounts.slice(0, 1).map((account) => account.privateKey),
      chains: stack.chains,
      solana: {
        secretKeys: stack.solana.accounts.slice(0, 1).map((account) => account.secretKey),
        chains: [{ caipNetworkId: stack.solana.caipNetworkId, rpcUrl: stack.solana.rpcUrl }],
      },
    });
    wallets.push(wallet);
    const dapp = await createDapp(relay.url);
    dapps.push(dapp);
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [stack.chains[0]?.caipNetworkId ?? ''], methods: ['personal_sign'], events: [] },
        solana: { chains: [stack.solana.caipNetworkId], methods: ['solana_signMessage'], events: [] },
      },
    });
    if (uri === undefined) throw new Error('no pairing uri');
    await wallet.pair(uri);
    const session = await approval();
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana']);
    expect(session.namespaces.eip155?.accounts).toContain(
      `${stack.chains[0]?.caipNetworkId}:${stack.accounts[0]?.address}`,
    );
    expect(session.namespaces.solana?.accounts).toEqual([
      `${stack.solana.caipNetworkId}:${stack.solana.accounts[0]?.publicKey}`,
    ]);
    expect(wallet.solanaPublicKeys).toEqual([stack.solana.accounts[0]?.publicKey]);
  });

  it('rejects the session proposal in reject mode, so the dapp approval rejects', async () => {
    const { wallet, approval } = await setup('reject');
    await expect(approval()).rejects.toMatchObject({ code: 5000 });
    expect(wallet.log).toMatchObject([{ kind: 'proposal', outcome: 'rejected' }]);
  });
});

/** Verifies a detached ed25519 signature with node:crypto (SPKI DER header + the 32-byte public key). */
function verifyEd25519(publicKey: string, message: Uint8Array, signature: Uint8Array): boolean {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new PublicKey(publicKey).toBuffer(),
  ]);
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
}

const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
];

describe('createWalletConnectWallet on Solana', () => {
  let chain: RunningSolanaChain;
  let relay: WalletConnectRelay;
  let connection: Connection;
  const wallets: WalletConnectWallet[] = [];
  const dapps: Dapp[] = [];

  beforeAll(async () => {
    [chain, relay] = await Promise.all([startSolanaChain(), startWalletConnectRelay()]);
    connection = new Connection(chain.rpcUrl, 'confirmed');
  });
  afterAll(async () => {
    await Promise.allSettled([...wallets.map((wallet) => wallet.close()), ...dapps.map(closeDapp)]);
    await Promise.allSettled([relay?.close(), chain?.stop()]);
  });

  const keypair = (index: number) => {
    const account = chain.accounts[index];
    if (account === undefined) throw new Error(`no account ${index}`);
    return Keypair.fromSecretKey(Uint8Array.from(account.secretKey));
  };

  /** A Solana-only wallet (two keys) paired with a dapp proposing `namespaces` as optional. */
  const connect = async (
    namespaces?: Record<string, { chains?: string[]; methods: string[]; events: string[] }>,
  ) => {
    const wallet = await createWalletConnectWallet({
      relayUrl: relay.url,
      projectId: PROJECT_ID,
      privateKeys: [],
      chains: [],
      solana: {
        secretKeys: chain.accounts.slice(0, 2).map((account) => account.secretKey),
        chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl }],
      },
    });
    wallets.push(wallet);
    const dapp = await createDapp(relay.url);
    dapps.push(dapp);
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: namespaces ?? {
        solana: {
          chains: [chain.caipNetworkId],
          methods: SOLANA_METHODS,
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    });
    if (uri === undefined) throw new Error('no pairing uri');
    await wallet.pair(uri);
    return { wallet, dapp, approval };
  };

  const transfer = async (from: Keypair, to: PublicKey, lamports: number) => {
    const { blockhash } = await connection.getLatestBlockhash();
    return new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
    );
  };
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  const unsigned = (transaction: Transaction) =>
    base64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));

  it('approves a solana-only proposal and signs messages and transactions with the configured keys', async () => {
    const { wallet, dapp, approval } = await connect();
    const session = await approval();
    const [alice, bob] = [keypair(0), keypair(1)];
    expect(Object.keys(session.namespaces)).toEqual(['solana']);
    expect(session.namespaces.solana).toMatchObject({
      chains: [chain.caipNetworkId],
      accounts: [
        `${chain.caipNetworkId}:${alice.publicKey.toBase58()}`,
        `${chain.caipNetworkId}:${bob.publicKey.toBase58()}`,
      ],
      methods: SOLANA_METHODS,
      events: ['accountsChanged', 'chainChanged'],
    });
    expect(wallet.addresses).toEqual([]);
    expect(wallet.solanaPublicKeys).toEqual([alice.publicKey.toBase58(), bob.publicKey.toBase58()]);
    const request = (method: string, params: unknown) =>
      dapp.request<Record<string, unknown>>({
        topic: session.topic,
        chainId: chain.caipNetworkId,
        request: { method, params },
      });

    // solana_signMessage, by the second account: a detached ed25519 signature of the message bytes.
    const message = new TextEncoder().encode('Sign in to WalletDock');
    const { signature: messageSignature } = await request('solana_signMessage', {
      message: encodeBase58(message),
      pubkey: bob.publicKey.toBase58(),
    });
    const signatureBytes = decodeBase58(String(messageSignature));
    if (signatureBytes === undefined) throw new Error('signature is not base58');
    expect(signatureBytes).toHaveLength(64);
    expect(verifyEd25519(bob.publicKey.toBase58(), message, signatureBytes)).toBe(true);
    expect(verifyEd25519(alice.publicKey.toBase58(), message, signatureBytes)).toBe(false);

    // solana_signTransaction: the signed transaction verifies, is otherwise unchanged, and lands on the chain.
    const recipient = Keypair.generate().publicKey;
    const transaction = await transfer(alice, recipient, LAMPORTS_PER_SOL / 4);
    const signed = await request('solana_signTransaction', { transaction: unsigned(transaction) });
    const decoded = Transaction.from(Buffer.from(String(signed.transaction), 'base64'));
    expect(decoded.verifySignatures()).toBe(true);
    expect(decoded.serializeMessage().equals(transaction.serializeMessage())).toBe(true);
    expect(signed.signature).toBe(encodeBase58(decoded.signature ?? new Uint8Array()));
    const sent = await connection.sendRawTransaction(decoded.serialize());
    expect(sent).toBe(signed.signature);
    await connection.confirmTransaction(sent, 'confirmed');
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 4);

    // solana_signAllTransactions: a legacy and a v0 transaction, signed by their own fee payers.
    const { blockhash } = await connection.getLatestBlockhash();
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: bob.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({ fromPubkey: bob.publicKey, toPubkey: recipient, lamports: 1_000 }),
        ],
      }).compileToV0Message(),
    );
    const legacy = await transfer(alice, recipient, 2_000);
    const { transactions } = await request('solana_signAllTransactions', {
      transactions: [unsigned(legacy), base64(v0.serialize())],
    });
    expect(transactions).toHaveLength(2);
    const [signedLegacy, signedV0] = (transactions as string[]).map((encoded) =>
      VersionedTransaction.deserialize(Buffer.from(encoded, 'base64')),
    );
    if (signedLegacy === undefined || signedV0 === undefined) throw new Error('two transactions expected');
    expect(signedLegacy.version).toBe('legacy');
    expect(signedV0.version).toBe(0);
    const check = (tx: VersionedTransaction, signer: Keypair) =>
      verifyEd25519(
        signer.publicKey.toBase58(),
        tx.message.serialize(),
        tx.signatures[0] ?? new Uint8Array(),
      );
    expect(check(signedLegacy, alice)).toBe(true);
    expect(check(signedV0, bob)).toBe(true);

    // solana_signAndSendTransaction: sent to the chain's RPC, the transfer lands.
    const before = await connection.getBalance(recipient);
    const sendable = await transfer(bob, recipient, LAMPORTS_PER_SOL / 2);
    const { signature: sentSignature } = await request('solana_signAndSendTransaction', {
      transaction: unsigned(sendable),
      sendOptions: { preflightCommitment: 'confirmed' },
    });
    await connection.confirmTransaction(String(sentSignature), 'confirmed');
    expect(await connection.getBalance(recipient)).toBe(before + LAMPORTS_PER_SOL / 2);
    const status = await connection.getSignatureStatus(String(sentSignature));
    expect(status.value?.err).toBeNull();

    expect(wallet.log.filter((entry) => entry.kind === 'request').map((entry) => entry.method)).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ]);
  });

  it("answers malformed and foreign requests with JSON-RPC errors and, in reject mode, with 5000 'User rejected.'", async () => {
    const { wallet, dapp, approval } = await connect();
    const session = await approval();
    const request = (method: string, params: unknown) =>
      dapp.request({ topic: session.topic, chainId: chain.caipNetworkId, request: { method, params } });
    const alice = keypair(0);
    const stranger = Keypair.generate();

    await expect(
      request('solana_signMessage', {
        message: encodeBase58(new Uint8Array([1])),
        pubkey: stranger.publicKey.toBase58(),
      }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      request('solana_signMessage', { message: '0OIl', pubkey: alice.publicKey.toBase58() }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      request('solana_signTransaction', { transaction: 'not a transaction' }),
    ).rejects.toMatchObject({
      code: -32602,
    });
    const foreign = await transfer(stranger, alice.publicKey, 1_000);
    await expect(request('solana_signTransaction', { transaction: unsigned(foreign) })).rejects.toMatchObject(
      {
        code: 4100,
      },
    );
    const valid = unsigned(await transfer(alice, stranger.publicKey, 1_000_000));
    await expect(
      request('solana_signAndSendTransaction', {
        transaction: valid,
        sendOptions: { preflightCommitment: 'recent' },
      }),
    ).rejects.toMatchObject({ code: -32602 });

    wallet.mode = 'reject';
    const before = await connection.getBalance(stranger.publicKey);
    for (const [method, params] of [
      [
        'solana_signMessage',
        { message: encodeBase58(new Uint8Array([1])), pubkey: alice.publicKey.toBase58() },
      ],
      ['solana_signTransaction', { transaction: valid }],
      ['solana_signAllTransactions', { transactions: [valid] }],
      ['solana_signAndSendTransaction', { transaction: valid }],
    ] as const) {
      await expect(request(method, params)).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
    }
    expect(await connection.getBalance(stranger.publicKey)).toBe(before);

    wallet.mode = 'approve';
    const { signature } = (await request('solana_signAndSendTransaction', { transaction: valid })) as {
      signature: string;
    };
    await connection.confirmTransaction(signature, 'confirmed');
    expect(await connection.getBalance(stranger.publicKey)).toBe(before + 1_000_000);
  });

  it('rejects a proposal asking only for Solana chains it does not serve, and validates its options', async () => {
    const { approval, wallet } = await connect({
      solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: SOLANA_METHODS, events: [] },
    });
    await expect(approval()).rejects.toMatchObject({ code: 5104 });
    expect(wallet.log).toMatchObject([{ kind: 'proposal', outcome: 'rejected' }]);

    const base = { relayUrl: relay.url, projectId: PROJECT_ID, privateKeys: [], chains: [] };
    await expect(createWalletConnectWallet(base)).rejects.toThrow('The wallet needs a private key');
    await expect(
      createWalletConnectWallet({ ...base, solana: { secretKeys: [], chains: [] } }),
    ).rejects.toThrow('The wallet needs a Solana secret key');
    await expect(
      createWalletConnectWallet({
        ...base,
        solana: {
          secretKeys: [chain.accounts[0]?.secretKey ?? []],
          chains: [{ caipNetworkId: 'eip155:1', rpcUrl: chain.rpcUrl }],
        },
      }),
    ).rejects.toThrow('"eip155:1" is not a Solana CAIP-2 chain id');
  });
});
