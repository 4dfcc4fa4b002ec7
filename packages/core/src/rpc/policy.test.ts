import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import { RpcPolicyError } from './errors.js';
import { APPROVAL_RPC_METHODS, PENDING_TRANSACTIONS_LIMIT, SAFE_RPC_METHODS } from './methods.js';
import { assertRpcAllowed, classifyRpcMethod } from './policy.js';

describe('classifyRpcMethod', () => {
  it.each([
    // read-only eth_* calls
    'eth_chainId',
    'eth_blockNumber',
    'eth_call',
    'eth_estimateGas',
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getTransactionCount',
    'eth_getTransactionByHash',
    'eth_getTransactionReceipt',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getLogs',
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_feeHistory',
    'eth_accounts',
    'eth_getProof',
    'net_version',
    // spec §6 by name
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_getUserOperationByHash',
    'eth_getUserOperationReceipt',
    'eth_supportedEntryPoints',
    'eth_estimateUserOperationGas',
    'eth_sendRawTransaction',
    // spec §7 wallet requests: neither sign nor move funds
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ])('treats %s as safe', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe');
  });

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('asks for approval for %s', (method) => {
    expect(classifyRpcMethod(method)).toBe('approval');
  });

  it.each([
    // signing methods the spec does not allow
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'wallet_watchAsset',
    'wallet_requestPermissions',
    'wallet_showCallsStatus',
    'debug_traceTransaction',
    'anvil_setBalance',
    'evm_mine',
    'eth_subscribe',
    // near misses
    'ETH_CALL',
    'eth_call ',
    ' eth_call',
    'eth_call\u0000',
    'personal_Sign',
    'eth_signTypedData_v4\n',
    '',
    // object-prototype names
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ])('refuses %j as unknown', (method) => {
    expect(classifyRpcMethod(method)).toBe('unknown');
  });

  it.each([null, undefined, 1, {}, ['eth_call'], { toString: () => 'eth_call' }])(
    'refuses the non-string %j as unknown',
    (method) => {
      expect(classifyRpcMethod(method as string)).toBe('unknown');
    },
  );

  it('lists no method in both classes, and no method twice', () => {
    const all = [...SAFE_RPC_METHODS, ...APPROVAL_RPC_METHODS];
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the lists frozen', () => {
    expect(Object.isFrozen(SAFE_RPC_METHODS)).toBe(true);
    expect(Object.isFrozen(APPROVAL_RPC_METHODS)).toBe(true);
  });

  it('limits pending approval requests to 99', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
  });
});

describe('assertRpcAllowed', () => {
  it('returns the class of an allowed method', () => {
    expect(assertRpcAllowed('eth_call')).toBe('safe');
    expect(assertRpcAllowed('personal_sign')).toBe('approval');
  });

  it('refuses an unknown method with the catalogue message and names the method', () => {
    const attempt = () => assertRpcAllowed('eth_sign');
    expect(attempt).toThrow(RpcPolicyError);
    expect(attempt).toThrow(WalletDockError);
    expect(attempt).toThrow(
      expect.objectContaining({ shortMessage: MESSAGES.rpcCallNotAllowed, method: 'eth_sign' }),
    );
    expect(attempt).toThrowErrorMatchingInlineSnapshot(`
      [RpcPolicyError: Requested RPC call is not allowed

      Details: Method: eth_sign]
    `);
  });

  it('keeps the error short for a huge method name', () => {
    try {
      assertRpcAllowed('x'.repeat(1_000_000));
      expect.unreachable();
    } catch (error) {
      expect((error as RpcPolicyError).message.length).toBeLessThan(200);
    }
  });

  it('refuses a non-string method', () => {
    expect(() => assertRpcAllowed(42 as unknown as string)).toThrow(
      expect.objectContaining({ method: 'number' }),
    );
  });
});
