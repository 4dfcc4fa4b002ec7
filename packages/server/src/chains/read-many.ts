import type { Address, ContractFunctionParameters, PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { isRejectedCall } from './rpc-failure.js';

/** The result of one contract read: its value, or the contract's refusal (revert, no code). */
export type ReadOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Reads several contract functions of one chain: one Multicall3 `aggregate3` (no size limit) when the chain has
 * Multicall3, else one `eth_call` each (viem sends them as one JSON-RPC batch). A call the contract refuses is
 * a failed outcome; a failure of the node (or of the aggregate call itself) is thrown.
 */
export async function readMany(
  client: PublicClient,
  chain: ChainConfig,
  contracts: readonly ContractFunctionParameters[],
): Promise<ReadOutcome[]> {
  if (contracts.length === 0) return [];
  let outcomes: ReadOutcome[];
  if (chain.multicall3 === null) {
    outcomes = await Promise.all(
      contracts.map((contract) =>
        client.readContract(contract).then(
          (value): ReadOutcome => ({ ok: true, value }),
          (error: unknown): ReadOutcome => ({ ok: false, error }),
        ),
      ),
    );
  } else {
    const results = await client.multicall({
      contracts: [...contracts],
      multicallAddress: chain.multicall3 as Address,
      allowFailure: true,
      batchSize: 0,
    });
    // A failed aggregate call (the node, or no Multicall3) fails every entry with one error object.
    const [first] = results;
    if (first?.status === 'failure' && results.every((each) => each.error === first.error)) throw first.error;
    outcomes = results.map((each) =>
      each.status === 'success' ? { ok: true, value: each.result } : { ok: false, error: each.error },
    );
  }
  for (const outcome of outcomes) if (!outcome.ok && !isRejectedCall(outcome.error)) throw outcome.error;
  return outcomes;
}
