import type { Connector } from '../../adapter/types.js';

/** A property value that may be sent: a short string, a finite number or a boolean. */
export type AnalyticsValue = string | number | boolean;

/** The whitelist: the only properties each event may carry (anything else is never sent). */
export const ALLOWED_PROPS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  MODAL_OPEN: ['connected', 'view'],
  MODAL_CLOSE: ['connected'],
  CONNECT_STARTED: ['namespace', 'walletId', 'name', 'method'],
  CONNECT_SUCCESS: ['namespace', 'walletId', 'name', 'method'],
  CONNECT_REJECTED: ['namespace', 'walletId', 'name', 'method'],
  CONNECT_ERROR: ['namespace', 'walletId', 'name', 'method', 'errorName'],
  DISCONNECT_SUCCESS: ['namespace'],
  SWITCH_NETWORK: ['namespace', 'network'],
  SIGN_IN_SUCCESS: ['namespace', 'network'],
  SIGN_IN_DECLINED: ['namespace', 'network'],
  SIGN_IN_ERROR: ['namespace', 'network', 'errorName'],
  FEATURE_USE: ['feature', 'view'],
});

/** How the visitor connected, from the connector's type. */
const METHODS: Readonly<Record<string, string>> = Object.freeze({
  INJECTED: 'injected',
  ANNOUNCED: 'announced',
  EXTERNAL: 'external',
  MULTI_CHAIN: 'multichain',
  WALLET_CONNECT: 'walletconnect',
  AUTH: 'embedded',
});

const MAX_LENGTH = 100;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Values derived from a source's raw properties (a connector, a network object, an error). */
function derived(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const connector = raw.connector as Partial<Connector> | undefined;
  const network = raw.network as { caipNetworkId?: unknown } | string | undefined;
  const error = raw.error as { name?: unknown } | undefined;
  return {
    ...raw,
    walletId: raw.walletId ?? raw.connectorId,
    name: raw.name ?? connector?.name ?? raw.connectorId,
    method: raw.method ?? (connector?.type === undefined ? undefined : METHODS[connector.type]),
    network: typeof network === 'object' && network !== null ? network.caipNetworkId : network,
    errorName: typeof error === 'object' && error !== null ? error.name : undefined,
  };
}

/** `value` when it may be sent: a short string that is not an e-mail address, a finite number, a boolean. */
function sendable(value: unknown): AnalyticsValue | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.length > MAX_LENGTH || EMAIL.test(value)) return undefined;
  return value;
}

/**
 * The properties of `event` that may be sent: only the keys the whitelist lists for it, each a short string
 * (never one that looks like an e-mail address), a finite number or a boolean; `undefined` for an event the
 * whitelist does not know (it is not sent at all). An e-mail, a signature, a message or a key passed by a
 * source never reaches the request.
 */
export function allowedProps(
  event: string,
  raw: Readonly<Record<string, unknown>> = {},
): Record<string, AnalyticsValue> | undefined {
  const keys = Object.hasOwn(ALLOWED_PROPS, event) ? ALLOWED_PROPS[event] : undefined;
  if (keys === undefined) return undefined;
  const values = derived(raw);
  const props: Record<string, AnalyticsValue> = {};
  for (const key of keys) {
    const value = sendable(values[key]);
    if (value !== undefined) props[key] = value;
  }
  return props;
}
