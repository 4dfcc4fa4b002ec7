import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack } from '../stack/index.js';
import type { LocalChain, LocalStack } from '../stack/types.js';
import { ProviderRpcError } from './errors.js';
import { createLocalAccountProvider } from './local-account-provider.js';
import type { ApprovalRequest, LocalAccountProvider, LocalAccountProviderOptions } from './types.js';

let stack: LocalStack;
let chainA: LocalChain;
let chainB: LocalChain;
let clientA: PublicClient;
let clientB: PublicClient;

beforeAll(async () => {
  stack = await startLocalStack();
  [chainA, chainB] = stack.chains as [LocalChain, LocalChain];
  clientA = createPublicClient({ transport: http(chainA.rpcUrl) });
  clientB = createPublicClient({ transport: http(chainB.rpcUrl) });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const hexId = (chainId: number): Hex => `0x${chainId.toString(16)}`;

function wallet(options: Partial<LocalAccountProviderOptions> = {}): LocalAccountProvider {
  return createLocalAccountProvider({
    privateKeys: stack.accounts.map((account) => account.privateKey),
    chains: [chainA, chainB],
    ...options,
  });
}

async function connected(options: Partial<LocalAccountProviderOptions> = {}) {
  const provider = wallet(options);
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as [Address];
  return { provider, address };
}

/** Records every event of `provider`. */
function recordEvents(provider: LocalAccountProvider) {
  const events: [string, unknown][] = [];
  provider.on('connect', (info) => events.push(['connect', info]));
  provider.on('disconnect', (error) => events.push(['disconnect', error.code]));
  provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]));
  provider.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]));
  return events;
}

function rejectsWith(promise: Promise<unknown>, code: number, message?: string | RegExp) {
  return expect(promise).rejects.toSatisfy((error: unknown) => {
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).code).toBe(code);
    if (message !== undefined) expect((error as ProviderRpcError).message).toMatch(message);
    return true;
  });
}

describe('connection', () => {
  it('starts disconnected, connects on an approved eth_requestAccounts and remembers it', async () => {
    const approve = vi.fn((_request: ApprovalRequest) => true);
    const provider = wallet({ approve });
    const events = recordEvents(provider);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(provider.getState()).toEqual({ connected: false, accounts: [], chainId: chainA.chainId });

    const address = stack.accounts[0]?.address;
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve.mock.calls[0]?.[0]).toEqual({ method: 'eth_requestAccounts' });
    expect(events).toEqual([
      ['connect', { chainId: hexId(chainA.chainId) }],
      ['accountsChanged', [address]],
    ]);
    expect(provider.getState()).toEqual({ connected: true, accounts: [address], chainId: chainA.chainId });
  });

  it('answers eth_chainId and net_version for the current chain', async () => {
    const provider = wallet({ chainId: chainB.chainId });
    expect(await provider.request({ method: 'eth_chainId' })).toBe(hexId(chainB.chainId));
    expect(await provider.request({ method: 'net_version' })).toBe(String(chainB.chainId));
  });

  it('rejects with 4001 when the visitor refuses, and stays disconnected', async () => {
    const provider = wallet({ approve: () => false });
    await rejectsWith(
      provider.request({ method: 'eth_requestAccounts' }),
      4001,
      'User rejected the request.',
    );
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('rejects a second eth_requestAccounts with -32002 while the first waits for consent', async () => {
    let decide: (approved: boolean) => void = () => {};
    const provider = wallet({ approve: () => new Promise<boolean>((resolve) => (decide = resolve)) });
    const first = provider.request({ method: 'eth_requestAccounts' });
    await rejectsWith(provider.request({ method: 'eth_requestAccounts' }), -32002);
    decide(true);
    expect(await first).toEqual([stack.accounts[0]?.address]);
  });

  it('rejects with the error the approve callback throws', async () => {
    const provider = wallet({
      approve: () => {
        throw new ProviderRpcError(4100, 'Locked wallet');
      },
    });
    await rejectsWith(provider.request({ method: 'eth_requestAccounts' }), 4100, 'Locked wallet');
  });

  it('exposes the selected account and emits accountsChanged when it changes while connected', async () => {
    const { provider, address } = await connected({ accountIndex: 1 });
    expect(address).toBe(stack.accounts[1]?.address);
    const events = recordEvents(provider);
    provider.setAccount(3);
    expect(events).toEqual([['accountsChanged', [stack.accounts[3]?.address]]]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([stack.accounts[3]?.address]);
    expect(() => provider.setAccount(99)).toThrow(RangeError);

    const idle = wallet();
    const idleEvents = recordEvents(idle);
    idle.setAccount(2);
    await Promise.resolve();
    expect(idleEvents).toEqual([['connect', { chainId: hexId(chainA.chainId) }]]);
  });

  it('disconnects as the wallet user: accountsChanged [], disconnect 4900, and connect again on reconnection', async () => {
    const { provider, address } = await connected();
    const events = recordEvents(provider);
    provider.disconnect();
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ]);
    expect(provider.getState().connected).toBe(false);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(events.slice(2)).toEqual([
      ['connect', { chainId: hexId(chainA.chainId) }],
      ['accountsChanged', [address]],
    ]);
  });
});

describe('permissions (EIP-2255)', () => {
  it('grants eth_accounts with wallet_requestPermissions and lists it in wallet_getPermissions', async () => {
    const provider = wallet({ origin: 'https://dapp.example' });
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([]);
    const granted = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    });
    const expected = {
      invoker: 'https://dapp.example',
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [stack.accounts[0]?.address] }],
    };
    expect(granted).toEqual([expect.objectContaining(expected)]);
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([
      expect.objectContaining(expected),
    ]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([stack.accounts[0]?.address]);
  });

  it('rejects unknown permissions with -32602', async () => {
    const provider = wallet();
    await rejectsWith(
      provider.request({ method: 'wallet_requestPermissions', params: [{ eth_sign: {} }] }),
      -32602,
    );
    await rejectsWith(provider.request({ method: 'wallet_requestPermissions', params: [] }), -32602);
  });

  it('disconnects on wallet_revokePermissions and emits accountsChanged []', async () => {
    const { provider } = await connected();
    const events = recordEvents(provider);
    expect(
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull();
    expect(events).toEqual([['accountsChanged', []]]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([]);
  });
});

describe('signing', () => {
  it('signs personal_sign messages (text and hex) that verify', async () => {
    const { provider, address } = await connected();
    const text = (await provider.request({
      method: 'personal_sign',
      params: ['Sign in to WalletDock', address],
    })) as Hex;
    expect(await verifyMessage({ address, message: 'Sign in to WalletDock', signature: text })).toBe(true);
    const hex = (await provider.request({ method: 'personal_sign', params: ['0x646f636b', address] })) as Hex;
    expect(await verifyMessage({ address, message: 'dock', signature: hex })).toBe(true);
  });

  it('rejects personal_sign with 4100 before connecting and for a foreign address', async () => {
    const idle = wallet();
    const own = stack.accounts[0]?.address;
    await rejectsWith(idle.request({ method: 'personal_sign', params: ['0x00', own] }), 4100);
    const { provider } = await connected();
    const foreign = stack.accounts[1]?.address;
    await rejectsWith(provider.request({ method: 'personal_sign', params: ['0x00', foreign] }), 4100);
    await rejectsWith(provider.request({ method: 'personal_sign', params: ['0x00'] }), -32602);
    await rejectsWith(provider.request({ method: 'personal_sign', params: ['0x00', '0x1234'] }), -32602);
  });

  it('rejects personal_sign with 4001 when refused', async () => {
    let refuse = false;
    const { provider, address } = await connected({ approve: () => !refuse });
    refuse = true;
    await rejectsWith(provider.request({ method: 'personal_sign', params: ['0x00', address] }), 4001);
  });

  it('signs eth_signTypedData_v4 payloads that verify', async () => {
    const { provider, address } = await connected();
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person[]' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      domain: {
        name: 'Ether Mail',
        version: '1',
        chainId: chainA.chainId,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
        contents: 'Hello, Bob!',
        amount: '1000000000000000000000',
      },
    } as const;
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _domain, ...types } = typedData.types;
    const valid = await verifyTypedData({
      address,
      signature,
      domain: { ...typedData.domain, chainId: BigInt(chainA.chainId) },
      types,
      primaryType: 'Mail',
      message: { ...typedData.message, amount: 10n ** 21n },
    });
    expect(valid).toBe(true);
  });

  it('rejects malformed typed data with -32602 and a domain of another chain', async () => {
    const { provider, address } = await connected();
    const sign = (payload: unknown) =>
      provider.request({ method: 'eth_signTypedData_v4', params: [address, JSON.stringify(payload)] });
    await rejectsWith(
      provider.request({ method: 'eth_signTypedData_v4', params: [address, '{not json'] }),
      -32602,
    );
    await rejectsWith(sign({ types: {}, primaryType: 'Missing', domain: {}, message: {} }), -32602);
    const mail = { Mail: [{ name: 'count', type: 'uint8' }] };
    await rejectsWith(
      sign({ types: mail, primaryType: 'Mail', domain: {}, message: { count: 1.5 } }),
      -32602,
    );
    await rejectsWith(
      sign({ types: mail, primaryType: 'Mail', domain: {}, message: { count: 300 } }),
      -32602,
    );
    await rejectsWith(
      sign({ types: mail, primaryType: 'Mail', domain: { chainId: 1 }, message: { count: 1 } }),
      -32602,
      /must match the active chainId/,
    );
  });

  it('does not support eth_sign and other legacy signing methods (4200)', async () => {
    const { provider, address } = await connected();
    await rejectsWith(provider.request({ method: 'eth_sign', params: [address, '0x00'] }), 4200, /eth_sign/);
    await rejectsWith(provider.request({ method: 'eth_signTypedData_v3', params: [] }), 4200);
    await rejectsWith(provider.request({ method: 'wallet_sendCalls', params: [] }), 4200);
    await rejectsWith(provider.request({ method: 'anvil_setBalance', params: [address, '0x0'] }), 4200);
  });
});

describe('transactions', () => {
  it('sends an ETH transfer that is mined', async () => {
    const { provider, address } = await connected();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: `0x${parseEther('1.25').toString(16)}` }],
    })) as Hex;
    const receipt = await clientA.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', type: 'eip1559', from: address.toLowerCase() });
    expect(await clientA.getBalance({ address: recipient })).toBe(parseEther('1.25'));
  });

  it('sends an ERC-20 transfer of the 6-decimals token via eth_sendTransaction with data', async () => {
    const { provider, address } = await connected({ accountIndex: 2 });
    const token = chainA.contracts.testUsd;
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const amount = parseUnits('12.5', 6);
    const before = await clientA.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
        },
      ],
    })) as Hex;
    expect((await clientA.waitForTransactionReceipt({ hash })).status).toBe('success');
    const read = (account: Address) =>
      clientA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
    expect(await read(recipient)).toBe(amount);
    expect(await read(address)).toBe(before - amount);
  });

  it('gives concurrent transactions consecutive nonces', async () => {
    const { provider, address } = await connected({ accountIndex: 3 });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const send = () =>
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: recipient, value: '0x1' }],
      });
    const hashes = (await Promise.all([send(), send(), send()])) as Hex[];
    const receipts = await Promise.all(hashes.map((hash) => clientA.waitForTransactionReceipt({ hash })));
    expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true);
    expect(await clientA.getBalance({ address: recipient })).toBe(3n);
  });

  it('sends a legacy transaction when the dapp gives a gasPrice', async () => {
    const { provider, address } = await connected({ accountIndex: 4 });
    const gasPrice = await clientA.getGasPrice();
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x0', gasPrice: `0x${(gasPrice * 2n).toString(16)}` }],
    })) as Hex;
    expect(await clientA.waitForTransactionReceipt({ hash })).toMatchObject({
      status: 'success',
      type: 'legacy',
    });
  });

  it('rejects transactions from another account (4100), malformed ones (-32602) and refused ones (4001)', async () => {
    let refuse = false;
    const { provider, address } = await connected({ approve: () => !refuse });
    const foreign = stack.accounts[1]?.address;
    await rejectsWith(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: foreign, to: address }] }),
      4100,
    );
    await rejectsWith(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: 12 }],
      }),
      -32602,
    );
    await rejectsWith(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, chainId: hexId(chainB.chainId) }],
      }),
      -32602,
    );
    refuse = true;
    await rejectsWith(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: address }] }),
      4001,
    );
  });

  it('passes the node error on when the transaction cannot be estimated', async () => {
    const { provider, address } = await connected({ accountIndex: 5 });
    const amount = parseUnits('1', 6); // account 5 holds no tUSD: the transfer reverts.
    const error = await provider
      .request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: address,
            to: chainA.contracts.testUsd,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, amount] }),
          },
        ],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).message).toMatch(/revert/i);
  });
});

describe('chains', () => {
  it('switches with wallet_switchEthereumChain: eth_chainId follows, chainChanged is emitted, reads follow', async () => {
    const { provider, address } = await connected();
    const events = recordEvents(provider);
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: hexId(chainB.chainId) }],
      }),
    ).toBeNull();
    expect(events).toEqual([['chainChanged', hexId(chainB.chainId)]]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe(hexId(chainB.chainId));
    // Switching to the current chain is a no-op.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: hexId(chainB.chainId) }],
    });
    expect(events).toHaveLength(1);

    // The tUSD balance is seeded differently per chain, so a forwarded read shows which chain answered.
    const balance = await provider.request({
      method: 'eth_call',
      params: [
        {
          to: chainB.contracts.testUsd,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [stack.accounts[0]?.address as Address],
          }),
        },
        'latest',
      ],
    });
    expect(BigInt(balance as Hex)).toBe(parseUnits('2500', 6));
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x0' }],
    })) as Hex;
    expect((await clientB.waitForTransactionReceipt({ hash })).status).toBe('success');
  });

  it('rejects an unknown chain with 4902 and a malformed chain id with -32602', async () => {
    const provider = wallet();
    await rejectsWith(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
      4902,
      /^Unrecognized chain ID/,
    );
    await rejectsWith(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x01' }] }),
      -32602,
    );
    await rejectsWith(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 1 }] }),
      -32602,
    );
    expect(() => provider.switchChain(1)).toThrow(ProviderRpcError);
  });

  it('rejects a refused switch with 4001 and stays on the chain', async () => {
    const provider = wallet({ approve: () => false });
    await rejectsWith(
      provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: hexId(chainB.chainId) }],
      }),
      4001,
    );
    expect(provider.getState().chainId).toBe(chainA.chainId);
  });

  it('switches when the wallet user does (switchChain)', async () => {
    const provider = wallet();
    const events = recordEvents(provider);
    await Promise.resolve();
    provider.switchChain(chainB.chainId);
    expect(events.at(-1)).toEqual(['chainChanged', hexId(chainB.chainId)]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe(hexId(chainB.chainId));
  });

  it('adds a chain with wallet_addEthereumChain and switches to it', async () => {
    const provider = wallet({ chains: [chainA] });
    const events = recordEvents(provider);
    await Promise.resolve();
    const params = [
      {
        chainId: hexId(chainB.chainId),
        chainName: chainB.name,
        nativeCurrency: chainB.nativeCurrency,
        rpcUrls: [chainB.rpcUrl],
        blockExplorerUrls: ['https://explorer.example'],
      },
    ];
    expect(await provider.request({ method: 'wallet_addEthereumChain', params })).toBeNull();
    expect(events.slice(1)).toEqual([['chainChanged', hexId(chainB.chainId)]]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe(hexId(chainB.chainId));
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(
      `0x${(await clientB.getBlockNumber()).toString(16)}`,
    );
    expect(provider.getChains().map((chain) => chain.chainId)).toEqual([chainA.chainId, chainB.chainId]);
    // Adding the current chain again does nothing.
    await provider.request({ method: 'wallet_addEthereumChain', params });
    expect(events).toHaveLength(2);
  });

  it('only adds the chain when switchOnAdd is false; the dapp then switches', async () => {
    const approve = vi.fn(() => true);
    const provider = wallet({ chains: [chainA], switchOnAdd: false, approve });
    const params = [{ chainId: hexId(chainB.chainId), chainName: chainB.name, rpcUrls: [chainB.rpcUrl] }];
    await provider.request({ method: 'wallet_addEthereumChain', params });
    expect(provider.getState().chainId).toBe(chainA.chainId);
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: hexId(chainB.chainId) }],
    });
    expect(provider.getState().chainId).toBe(chainB.chainId);
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it('rejects invalid wallet_addEthereumChain params with -32602', async () => {
    const provider = wallet({ chains: [chainA] });
    const add = (parameter: unknown) =>
      provider.request({ method: 'wallet_addEthereumChain', params: [parameter] });
    const valid = { chainId: '0x1234', chainName: 'X', rpcUrls: ['http://127.0.0.1:1'] };
    await rejectsWith(add({ ...valid, rpcUrls: [] }), -32602);
    await rejectsWith(add({ ...valid, chainId: '4660' }), -32602);
    await rejectsWith(add({ ...valid, chainName: '' }), -32602);
    await rejectsWith(add({ ...valid, nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 } }), -32602);
    await rejectsWith(add({ ...valid, extra: true }), -32602);
    expect(provider.getChains()).toHaveLength(1);
  });
});

describe('forwarding', () => {
  it('forwards reads to the current chain and passes node errors on', async () => {
    const provider = wallet();
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [stack.accounts[6]?.address, 'latest'],
    });
    expect(BigInt(balance as Hex)).toBe(
      await clientA.getBalance({ address: stack.accounts[6]?.address as Address }),
    );
    await rejectsWith(provider.request({ method: 'debug_doesNotExist', params: [] }), -32601);
  });

  it('rejects with 4901 when the chain cannot be reached', async () => {
    const provider = wallet({ chains: [{ chainId: 999_999, rpcUrl: 'http://127.0.0.1:9/' }] });
    await rejectsWith(provider.request({ method: 'eth_blockNumber' }), 4901);
  });

  it('rejects malformed requests', async () => {
    const provider = wallet();
    await rejectsWith(provider.request({ method: '' }), -32600);
    await rejectsWith(provider.request({ method: 'eth_blockNumber', params: 'x' as unknown as [] }), -32602);
  });
});
