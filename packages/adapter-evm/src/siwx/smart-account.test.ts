// @vitest-environment node
import { createSiwxMessage, type SIWXMessageData, SiwxVerificationError } from '@walletdock/core';
import { type LocalStack, startLocalStack } from '@walletdock/testing';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  http,
  type PublicClient,
  pad,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serializeErc6492Signature } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testSmartAccountAbi,
  testSmartAccountBytecode,
  testSmartAccountFactoryAbi,
  testSmartAccountFactoryBytecode,
} from '../../test/smart-account-artifact.js';
import { verifySiwxMessage } from './verify-message.js';

// Smart accounts on a real chain (anvil): a deployed ERC-1271 account (TestSmartAccount: valid when its owner
// signed) and a counterfactual one (ERC-6492: the signature carries the factory call that would deploy it).
let stack: LocalStack;
let publicClient: PublicClient;
let rpcUrl: string;
let deployed: Address;
let factory: Address;

beforeAll(async () => {
  stack = await startLocalStack();
  const [chain] = stack.chains;
  if (chain === undefined) throw new Error('no chain');
  rpcUrl = chain.rpcUrl;
  publicClient = createPublicClient({ transport: http(rpcUrl) });
  const deployer = privateKeyToAccount(stack.accounts[2]?.privateKey as `0x${string}`);
  const wallet = createWalletClient({ account: deployer, transport: http(rpcUrl) });
  const deploy = async (data: `0x${string}`) => {
    const hash = await wallet.sendTransaction({ data, chain: null });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('not deployed');
    return receipt.contractAddress;
  };
  deployed = await deploy(
    encodeDeployData({
      abi: testSmartAccountAbi,
      bytecode: testSmartAccountBytecode,
      args: [owner().address],
    }),
  );
  factory = await deploy(testSmartAccountFactoryBytecode);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const owner = () => privateKeyToAccount(stack.accounts[0]?.privateKey as `0x${string}`);
const stranger = () => privateKeyToAccount(stack.accounts[1]?.privateKey as `0x${string}`);
const NOW = Date.now();

function messageFor(accountAddress: string) {
  const data: SIWXMessageData = {
    accountAddress,
    chainId: 'eip155:31337',
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: 'smartAcc0unt1',
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 600_000).toISOString(),
  };
  return createSiwxMessage(data);
}

const expected = { domain: 'localhost:5173', now: () => NOW + 1_000 };

async function reason(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SiwxVerificationError);
  return (error as SiwxVerificationError).reason;
}

describe('verifySiwxMessage (EVM): ERC-1271 smart account deployed on anvil', () => {
  it("accepts the owner's signature for the account, checked on chain through the RPC URL", async () => {
    const message = messageFor(deployed);
    const signature = await owner().signMessage({ message });
    const data = await verifySiwxMessage({ message, signature }, { ...expected, rpcUrl });
    expect(data.accountAddress.toLowerCase()).toBe(deployed.toLowerCase());
    // The same through a viem client, and through a lookup by network.
    await expect(verifySiwxMessage({ message, signature }, { ...expected, publicClient })).resolves.toEqual(
      data,
    );
    const byNetwork = (chainId: string) => (chainId === 'eip155:31337' ? rpcUrl : undefined);
    await expect(
      verifySiwxMessage({ message, signature }, { ...expected, rpcUrl: byNetwork }),
    ).resolves.toEqual(data);
  });

  it("refuses a stranger's signature for the account, and a tampered message", async () => {
    const message = messageFor(deployed);
    const foreign = await stranger().signMessage({ message });
    expect(await reason(verifySiwxMessage({ message, signature: foreign }, { ...expected, rpcUrl }))).toBe(
      'signature',
    );
    const signature = await owner().signMessage({ message });
    const tampered = message.replace('Nonce: smartAcc0unt1', 'Nonce: smartAcc0unt2');
    expect(await reason(verifySiwxMessage({ message: tampered, signature }, { ...expected, rpcUrl }))).toBe(
      'signature',
    );
  });

  it('without a network, a smart account signature cannot verify', async () => {
    const message = messageFor(deployed);
    const signature = await owner().signMessage({ message });
    expect(await reason(verifySiwxMessage({ message, signature }, expected))).toBe('signature');
  });

  it("reports 'unavailable' when the network cannot be asked", async () => {
    const message = messageFor(deployed);
    const signature = await owner().signMessage({ message });
    const options = { ...expected, rpcUrl: 'http://127.0.0.1:9/' };
    expect(await reason(verifySiwxMessage({ message, signature }, options))).toBe('unavailable');
  });
});

describe('verifySiwxMessage (EVM): ERC-6492 counterfactual account on anvil', () => {
  it('accepts a wrapped signature of an account that is not deployed, and leaves it undeployed', async () => {
    const salt = pad('0x6492');
    const deployData = encodeDeployData({
      abi: testSmartAccountAbi,
      bytecode: testSmartAccountBytecode,
      args: [owner().address],
    });
    const account = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: deployData });
    expect(await publicClient.getCode({ address: account })).toBeUndefined();

    const message = messageFor(account);
    const inner = await owner().signMessage({ message });
    const factoryData = encodeFunctionData({
      abi: testSmartAccountFactoryAbi,
      functionName: 'deploy',
      args: [owner().address, salt],
    });
    const signature = serializeErc6492Signature({ address: factory, data: factoryData, signature: inner });
    await expect(verifySiwxMessage({ message, signature }, { ...expected, rpcUrl })).resolves.toBeDefined();
    expect(await publicClient.getCode({ address: account })).toBeUndefined();

    const foreignInner = await stranger().signMessage({ message });
    const foreign = serializeErc6492Signature({
      address: factory,
      data: factoryData,
      signature: foreignInner,
    });
    expect(await reason(verifySiwxMessage({ message, signature: foreign }, { ...expected, rpcUrl }))).toBe(
      'signature',
    );
  });
});
