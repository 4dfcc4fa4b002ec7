import { isCaipNetworkId } from '../caip/caip-network-id.js';
import type { SIWXSession } from './types.js';

const OPTIONAL_STRINGS = ['statement', 'expirationTime', 'notBefore', 'requestId'] as const;
const REQUIRED_STRINGS = ['accountAddress', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True when `value` has the shape of a sign-in session (spec §3): what stored sessions are checked against
 * when read back, since storage may hold anything (an old version's data, another app's, a hand edit).
 */
export function isSiwxSession(value: unknown): value is SIWXSession {
  if (!isRecord(value) || !isRecord(value.data)) return false;
  if (typeof value.message !== 'string' || typeof value.signature !== 'string') return false;
  if (value.cacao !== undefined && !isRecord(value.cacao)) return false;
  const { data } = value;
  if (!isCaipNetworkId(data.chainId)) return false;
  if (!REQUIRED_STRINGS.every((key) => typeof data[key] === 'string')) return false;
  if (!OPTIONAL_STRINGS.every((key) => data[key] === undefined || typeof data[key] === 'string'))
    return false;
  return (
    data.resources === undefined ||
    (Array.isArray(data.resources) && data.resources.every((resource) => typeof resource === 'string'))
  );
}

/** When the session stops being valid (ms since the epoch), or undefined when it has no expiration time. */
export function sessionExpiry(session: SIWXSession): number | undefined {
  const { expirationTime } = session.data;
  return expirationTime === undefined ? undefined : Date.parse(expirationTime);
}

/** True when the session is valid at `now`: not expired, and not before its `notBefore`. */
export function isSessionCurrent(session: SIWXSession, now: number): boolean {
  const expiry = sessionExpiry(session);
  if (expiry !== undefined && !(now < expiry)) return false;
  const { notBefore } = session.data;
  return notBefore === undefined || Date.parse(notBefore) <= now;
}

/** Whether a session belongs to this account on this network (eip155 addresses compare without case). */
export function isSessionOf(session: SIWXSession, caipNetworkId: string, address: string): boolean {
  if (session.data.chainId !== caipNetworkId) return false;
  const stored = session.data.accountAddress;
  return caipNetworkId.startsWith('eip155:')
    ? stored.toLowerCase() === address.toLowerCase()
    : stored === address;
}
