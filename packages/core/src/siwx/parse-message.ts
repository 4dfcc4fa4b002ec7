import type { CaipNetworkId } from '../caip/types.js';
import { formOfAccountName, type SiwxForm } from './forms.js';
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

const FIRST_LINE = /^(.*) wants you to sign in with your (.+) account:$/;

/**
 * Reads a sign-in message written in any of the forms `createSiwxMessage` writes (ERC-4361, Sign in with
 * Solana, the CAIP-122 template), strictly: every line in its place, every value by its rule, nothing left
 * over. `parseSiwxMessage(createSiwxMessage(data))` equals `data` (an eip155 address in its EIP-55 form).
 *
 * @throws {SiwxMessageError} for anything else; `reason` names the first part that is missing, out of
 *   order or malformed ('format' when the text is not a sign-in message at all).
 */
export function parseSiwxMessage(text: string): SIWXMessageData {
  if (typeof text !== 'string') throw messageError('format', 'is not text');
  const lines = text.split('\n');
  const first = FIRST_LINE.exec(lines[0] ?? '');
  if (!first)
    throw messageError('format', "does not start with '… wants you to sign in with your … account:'");
  const [, domain = '', accountName = ''] = first;
  const form = formOfAccountName(accountName);
  if (!form) throw messageError('namespace', 'names no CAIP-2 namespace', accountName);
  const address = lines[1] ?? '';
  checkHeadAndResources(form, { domain, address });
  if (lines[2] !== '') throw messageError('format', 'has no empty line after the address');

  const { statement, next } = readStatement(form, lines);
  const { values, next: afterLines } = readLines(form, lines, next);
  const { resources, next: end } = readResources(lines, afterLines);
  if (end < lines.length) throw leftoverError(lines[end] as string);
  checkHeadAndResources(form, { domain, address, ...optional({ statement, resources }) });

  const data: SIWXMessageData = {
    accountAddress: address,
    chainId: `${form.namespace}:${values.chainId}` as CaipNetworkId,
    domain,
    uri: values.uri as string,
    version: values.version as string,
    nonce: values.nonce as string,
    issuedAt: values.issuedAt as string,
  };
  return Object.assign(
    data,
    optional({
      statement,
      expirationTime: values.expirationTime,
      notBefore: values.notBefore,
      requestId: values.requestId,
      resources,
    }),
  );
}

/** The statement block after the address's empty line (line 3 on): the statement, and where the fields start. */
function readStatement(form: SiwxForm, lines: readonly string[]): { statement?: string; next: number } {
  const line = lines[3];
  if (form.keepsEmptyStatement) {
    // ERC-4361: address, "", [statement], "", fields.
    if (line === '') return { next: 4 };
    if (line === undefined) throw messageError('uri', 'is missing');
    if (lines[4] !== '') throw messageError('statement', 'is not one line followed by an empty line');
    return { statement: line, next: 5 };
  }
  // Sign in with Solana / CAIP-122: address, "", [statement, ""], fields.
  if (line === undefined || line.startsWith(`${LINE_LABELS.uri}: `)) return { next: 3 };
  if (lines[4] !== '') throw messageError('statement', 'is not one line followed by an empty line');
  return { statement: line, next: 5 };
}

/** The `Label: value` lines in their order from `start`; solana and the template take `Chain ID` in two places. */
function readLines(
  form: SiwxForm,
  lines: readonly string[],
  start: number,
): { values: Partial<Record<SiwxLineKey, string>>; next: number } {
  const order =
    form.namespace === 'eip155'
      ? lineOrder('version')
      : [...lineOrder('version').slice(0, 3), ...lineOrder('requestId').slice(2)];
  const values: Partial<Record<SiwxLineKey, string>> = {};
  let index = start;
  for (const key of order) {
    const prefix = `${LINE_LABELS[key]}: `;
    const line = lines[index];
    if (line?.startsWith(prefix) && values[key] === undefined) {
      const value = line.slice(prefix.length);
      const problem = lineProblem(form, key, value);
      if (problem) throw messageError(key, problem, value);
      values[key] = value;
      index++;
    }
  }
  for (const key of lineOrder('version')) {
    if (REQUIRED_LINES.includes(key) && values[key] === undefined)
      throw messageError(key, 'is missing or out of order');
  }
  return { values, next: index };
}

/** `Resources:` and its `- uri` lines, if they come next. */
function readResources(lines: readonly string[], start: number): { resources?: string[]; next: number } {
  if (lines[start] !== 'Resources:') return { next: start };
  const resources: string[] = [];
  let index = start + 1;
  while (lines[index]?.startsWith('- ')) {
    resources.push((lines[index] as string).slice(2));
    index++;
  }
  return { resources, next: index };
}

/** The error for a line after the last part: a field out of order, or a line that is no part at all. */
function leftoverError(line: string) {
  const key = (Object.keys(LINE_LABELS) as SiwxLineKey[]).find((k) => line.startsWith(`${LINE_LABELS[k]}: `));
  if (key) return messageError(key, 'is out of order or repeated', line);
  if (line === 'Resources:' || line.startsWith('- '))
    return messageError('resources', 'are out of order', line);
  return messageError('format', 'has a line that belongs to no part', line);
}

/** `values` without its undefined entries (the data has no key for an absent optional part). */
function optional<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
