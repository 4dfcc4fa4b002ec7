import { ContractRevertError, errorChain } from '@walletdock/core';

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
/** JSON-RPC code of "execution reverted" (geth, anvil, most nodes). */
const EXECUTION_REVERTED_CODE = 3;

/**
 * The contract revert an RPC failure describes, or undefined when it is not a revert: an error in the chain
 * with code 3 ("execution reverted"), or a message saying "revert", carrying its revert data (`data`, or
 * `data.data` for nodes that nest it). viem's errors are walked through their `cause`.
 */
export function revertFromError(error: unknown): ContractRevertError | undefined {
  let reverted = false;
  let data: string | undefined;
  for (const item of errorChain(error)) {
    if (typeof item !== 'object' || item === null) continue;
    const { code, message } = item as { code?: unknown; message?: unknown; details?: unknown };
    const details = (item as { details?: unknown }).details;
    if (
      code === EXECUTION_REVERTED_CODE ||
      (typeof message === 'string' && /revert/i.test(message)) ||
      (typeof details === 'string' && /revert/i.test(details))
    ) {
      reverted = true;
    }
    data ??= revertData((item as { data?: unknown }).data);
  }
  if (!reverted) return undefined;
  return new ContractRevertError({ data, cause: error });
}

function revertData(value: unknown): string | undefined {
  if (typeof value === 'string' && HEX_DATA.test(value)) return value;
  if (typeof value === 'object' && value !== null) {
    const nested = (value as { data?: unknown }).data;
    if (typeof nested === 'string' && HEX_DATA.test(nested)) return nested;
  }
  return undefined;
}
