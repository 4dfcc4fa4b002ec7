import { toChecksumAddress } from '../validation/evm-address.js';
import { formOfNamespace } from './forms.js';
import {
  checkHeadAndResources,
  LINE_LABELS,
  lineOrder,
  lineProblem,
  messageError,
  REQUIRED_LINES,
  type SiwxLineKey,
} from './message-fields.js';
import type { SIWXMessageData } from './types.js';

/**
 * The text of a sign-in message, exactly as the wallet shows it and the signature covers it:
 *
 * - `eip155:*` → ERC-4361 (Sign-In with Ethereum). The address is written in its EIP-55 form.
 * - `solana:*` → Sign in with Solana, as Phantom and Solflare display it; `Chain ID` is the CAIP-2 reference.
 * - any other namespace → the CAIP-122 template ("sign in with your Bitcoin account:" for bip122, the
 *   namespace itself for one WalletDock has no name for), `Chain ID` after `Request ID`.
 *
 * Lines are joined with `\n`. Optional parts (statement, expiration time, not before, request id,
 * resources) are written only when given.
 *
 * @throws {SiwxMessageError} when a part is missing or malformed (`reason` names it): the same rules
 *   `parseSiwxMessage` applies, so what this writes always reads back.
 */
export function createSiwxMessage(data: SIWXMessageData): string {
  const colon = typeof data.chainId === 'string' ? data.chainId.indexOf(':') : -1;
  const form = colon > 0 ? formOfNamespace(data.chainId.slice(0, colon)) : undefined;
  if (!form) throw messageError('chainId', 'is not a CAIP-2 network id', String(data.chainId));
  const reference = data.chainId.slice(colon + 1);
  const address =
    form.namespace === 'eip155' && /^0x[0-9a-fA-F]{40}$/.test(data.accountAddress)
      ? toChecksumAddress(data.accountAddress)
      : data.accountAddress;
  checkHeadAndResources(form, { ...data, address });

  const values: Partial<Record<SiwxLineKey, string>> = { ...lineValues(data), chainId: reference };
  const lines: string[] = [];
  for (const key of lineOrder(form.chainIdAfter)) {
    const value = values[key];
    if (value === undefined) {
      if (!REQUIRED_LINES.includes(key)) continue;
      throw messageError(key, 'is missing');
    }
    const problem = lineProblem(form, key, value);
    if (problem) throw messageError(key, problem, value);
    lines.push(`${LINE_LABELS[key]}: ${value}`);
  }
  if (data.resources !== undefined && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  }

  const head = [`${data.domain} wants you to sign in with your ${form.accountName} account:`, address, ''];
  if (data.statement !== undefined) head.push(data.statement, '');
  else if (form.keepsEmptyStatement) head.push('');
  return [...head, ...lines].join('\n');
}

/** The `Label: value` lines' values of `data` (a line the data does not have stays absent). */
function lineValues(data: SIWXMessageData): Partial<Record<SiwxLineKey, string>> {
  const { uri, version, nonce, issuedAt, expirationTime, notBefore, requestId } = data;
  const values: Partial<Record<SiwxLineKey, string>> = { uri, version, nonce, issuedAt };
  if (expirationTime !== undefined) values.expirationTime = expirationTime;
  if (notBefore !== undefined) values.notBefore = notBefore;
  if (requestId !== undefined) values.requestId = requestId;
  return values;
}
