import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Abi, type AbiFunction, toFunctionSignature } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CompileResult,
  compileContracts,
  packageRoot,
  renderArtifactJson,
} from '../../scripts/compile-contracts.mjs';
import * as artifacts from './artifacts.js';

const exported: Record<string, { abi: unknown; bytecode: string; deployedBytecode?: string }> = {
  Multicall3: {
    abi: artifacts.multicall3Abi,
    bytecode: artifacts.multicall3Bytecode,
    deployedBytecode: artifacts.multicall3DeployedBytecode,
  },
  TestToken: { abi: artifacts.testTokenAbi, bytecode: artifacts.testTokenBytecode },
  TestNft: { abi: artifacts.testNftAbi, bytecode: artifacts.testNftBytecode },
  TestSwapPool: { abi: artifacts.testSwapPoolAbi, bytecode: artifacts.testSwapPoolBytecode },
};

describe('committed contract artefacts', () => {
  let fresh: CompileResult;
  beforeAll(() => {
    fresh = compileContracts();
  }, 60_000);

  it('contracts/artifacts/*.json are exactly the compilation of contracts/*.sol', () => {
    for (const contract of fresh.contracts) {
      const committed = readFileSync(
        join(packageRoot, 'contracts', 'artifacts', `${contract.name}.json`),
        'utf8',
      );
      expect(committed, `${contract.name}.json is stale: run compile:contracts`).toBe(
        renderArtifactJson(contract, fresh.compiler),
      );
    }
  });

  it('src/stack/artifacts.ts holds the same ABIs and bytecodes', () => {
    expect(fresh.contracts.map((c) => c.name)).toEqual(Object.keys(exported));
    for (const contract of fresh.contracts) {
      const module = exported[contract.name];
      expect(module?.abi, `${contract.name} ABI`).toEqual(contract.abi);
      expect(module?.bytecode, `${contract.name} bytecode`).toBe(contract.bytecode);
      if (module?.deployedBytecode !== undefined) {
        expect(module.deployedBytecode, `${contract.name} runtime bytecode`).toBe(contract.deployedBytecode);
      }
    }
  });

  it('Multicall3 has no immutables, so its runtime bytecode can be placed with anvil_setCode', () => {
    const multicall = fresh.contracts.find((c) => c.name === 'Multicall3');
    expect(multicall?.immutableReferences).toEqual({});
  });
});

describe('Multicall3 ABI', () => {
  it('has exactly the functions of the public Multicall3 interface', () => {
    // The public Multicall3 interface, as deployed at 0xcA11bde05977b3631167028862bE2a173976CA11.
    const expected = [
      'function aggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
      'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
      'function aggregate3Value((address target, bool allowFailure, uint256 value, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
      'function blockAndAggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
      'function getBasefee() view returns (uint256 basefee)',
      'function getBlockHash(uint256 blockNumber) view returns (bytes32 blockHash)',
      'function getBlockNumber() view returns (uint256 blockNumber)',
      'function getChainId() view returns (uint256 chainid)',
      'function getCurrentBlockCoinbase() view returns (address coinbase)',
      'function getCurrentBlockDifficulty() view returns (uint256 difficulty)',
      'function getCurrentBlockGasLimit() view returns (uint256 gaslimit)',
      'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
      'function getEthBalance(address addr) view returns (uint256 balance)',
      'function getLastBlockHash() view returns (bytes32 blockHash)',
      'function tryAggregate(bool requireSuccess, (address target, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
      'function tryBlockAndAggregate(bool requireSuccess, (address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
    ];
    const signatures = functionsOf(artifacts.multicall3Abi).map(humanReadable).sort();
    expect(signatures).toEqual([...expected].sort());
  });
});

describe('token ABIs', () => {
  it('TestToken has the ERC-20 functions and events, and an owner-only mint', () => {
    const names = artifacts.testTokenAbi.map((item) =>
      'name' in item ? `${item.type}:${item.name}` : item.type,
    );
    for (const name of [
      'function:name',
      'function:symbol',
      'function:decimals',
      'function:totalSupply',
      'function:balanceOf',
      'function:allowance',
      'function:transfer',
      'function:approve',
      'function:transferFrom',
      'function:mint',
      'function:owner',
      'event:Transfer',
      'event:Approval',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('TestNft has the ERC-721, Metadata and Enumerable functions', () => {
    const signatures = functionsOf(artifacts.testNftAbi).map((item) => toFunctionSignature(item));
    for (const signature of [
      'balanceOf(address)',
      'ownerOf(uint256)',
      'approve(address,uint256)',
      'getApproved(uint256)',
      'setApprovalForAll(address,bool)',
      'isApprovedForAll(address,address)',
      'transferFrom(address,address,uint256)',
      'safeTransferFrom(address,address,uint256)',
      'safeTransferFrom(address,address,uint256,bytes)',
      'supportsInterface(bytes4)',
      'name()',
      'symbol()',
      'tokenURI(uint256)',
      'totalSupply()',
      'tokenByIndex(uint256)',
      'tokenOfOwnerByIndex(address,uint256)',
      'mint(address,uint256)',
    ]) {
      expect(signatures).toContain(signature);
    }
  });
});

function functionsOf(abi: Abi): AbiFunction[] {
  return abi.filter((item): item is AbiFunction => item.type === 'function');
}

type AbiParam = { type: string; name?: string | undefined; components?: readonly AbiParam[] };

function param(p: AbiParam): string {
  const type = p.type.startsWith('tuple')
    ? `(${(p.components ?? []).map(param).join(', ')})${p.type.slice('tuple'.length)}`
    : p.type;
  return p.name ? `${type} ${p.name}` : type;
}

function humanReadable(fn: AbiFunction): string {
  const mutability = fn.stateMutability === 'nonpayable' ? '' : ` ${fn.stateMutability}`;
  return `function ${fn.name}(${fn.inputs.map(param).join(', ')})${mutability} returns (${fn.outputs.map(param).join(', ')})`;
}
