import * as MESSAGES from '../errors/message-texts.js';
import { isDomain, isNonce, isOneLine, isRfc3339DateTime, isUri } from './fields.js';
import type { SiwxForm } from './forms.js';
import { SiwxMessageError, type SiwxMessageReason } from './siwx-message-error.js';

/** The `Label: value` lines of a sign-in message, by their key in `SIWXMessageData`. */
export type SiwxLineKey =
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId';

export const LINE_LABELS: Readonly<Record<SiwxLineKey, string>> = {
  uri: 'URI',
  version: 'Version',
  chainId: 'Chain ID',
  nonce: 'Nonce',
  issuedAt: 'Issued At',
  expirationTime: 'Expiration Time',
  notBefore: 'Not Before',
  requestId: 'Request ID',
};

/** Lines every message has (CAIP-122 makes nonce and issued-at optional; WalletDock always writes them). */
export const REQUIRED_LINES: readonly SiwxLineKey[] = ['uri', 'version', 'chainId', 'nonce', 'issuedAt'];

/** The `Label: value` lines in message order, `Chain ID` where `chainIdAfter` puts it. */
export function lineOrder(chainIdAfter: 'version' | 'requestId'): SiwxLineKey[] {
  const lines: SiwxLineKey[] = [
    'uri',
    'version',
    'nonce',
    'issuedAt',
    'expirationTime',
    'notBefore',
    'requestId',
  ];
  lines.splice(chainIdAfter === 'version' ? 2 : lines.length, 0, 'chainId');
  return lines;
}

/** The error for `part` of a message: "Invalid sign-in message: the nonce is missing". */
export function messageError(reason: SiwxMessageReason, problem: string, details?: string): SiwxMessageError {
  const part = reason === 'format' ? 'the layout' : `the ${reason}`;
  return new SiwxMessageError(reason, MESSAGES.invalidSiwxMessage(part, problem), { details });
}

/** What is wrong with `value` as the `key` line of a message of `form`, or undefined when it is fine. */
export function lineProblem(form: SiwxForm, key: SiwxLineKey, value: string): string | undefined {
  switch (key) {
    case 'uri':
      return isUri(value) ? undefined : 'is not an RFC 3986 URI';
    case 'version':
      return value === '1' ? undefined : "is not '1'";
    case 'chainId':
      return form.isChainReference(value) ? undefined : `is not a ${form.namespace} chain reference`;
    case 'nonce':
      return isNonce(value) ? undefined : 'is not at least 8 letters and digits';
    case 'issuedAt':
    case 'expirationTime':
    case 'notBefore':
      return isRfc3339DateTime(value) ? undefined : 'is not an RFC 3339 date-time';
    case 'requestId':
      return isOneLine(value) ? undefined : 'is not one line of text';
  }
}

/** Checks the parts that are not `Label: value` lines: domain, address, statement, resources. */
export function checkHeadAndResources(
  form: SiwxForm,
  parts: { domain: string; address: string; statement?: string; resources?: readonly string[] },
): void {
  if (!isDomain(parts.domain)) throw messageError('domain', 'is not an RFC 3986 host', parts.domain);
  if (!form.isAddress(parts.address)) {
    throw messageError(
      'address',
      form.namespace === 'eip155'
        ? 'is not an EIP-55 checksummed address'
        : `is not a ${form.namespace} address`,
      parts.address,
    );
  }
  if (parts.statement !== undefined) {
    if (!isOneLine(parts.statement)) throw messageError('statement', 'is not one line of text');
    // Without its empty line after it, a statement that looks like the first field would read as that field.
    if (parts.statement.startsWith(`${LINE_LABELS.uri}: `)) {
      throw messageError('statement', `starts like the ${LINE_LABELS.uri} line`);
    }
  }
  for (const resource of parts.resources ?? []) {
    if (!isUri(resource))
      throw messageError('resources', 'hold a value that is not an RFC 3986 URI', resource);
  }
}
