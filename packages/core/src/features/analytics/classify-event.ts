import type { TelemetryProperties } from '../../controllers/types.js';
import { isUserRejection } from '../../errors/is-user-rejection.js';

/** An event as it is sent: its `props.type`, its name, and its raw properties (whitelisted later). */
export type ClassifiedEvent = {
  readonly type: 'track' | 'error';
  readonly event: string;
  readonly properties: TelemetryProperties;
};

/**
 * Names a source's raw event the way it is sent, keeping the always-loaded sources small: a failed connect
 * (`CONNECT_FAILED`) is `CONNECT_REJECTED` when the visitor declined, else the error event `CONNECT_ERROR`; a
 * sign-in (`SIGN_IN`) is `SIGN_IN_SUCCESS` without an `error`, `SIGN_IN_DECLINED` when the visitor declined,
 * else the error event `SIGN_IN_ERROR`. Every other event is a `track` event under its own name.
 */
export function classifyEvent(event: string, properties: TelemetryProperties = {}): ClassifiedEvent {
  const failed = Object.hasOwn(properties, 'error');
  const declined = failed && isUserRejection(properties.error);
  const as = (type: ClassifiedEvent['type'], name: string): ClassifiedEvent => ({
    type,
    event: name,
    properties,
  });
  if (event === 'CONNECT_FAILED')
    return declined ? as('track', 'CONNECT_REJECTED') : as('error', 'CONNECT_ERROR');
  if (event !== 'SIGN_IN') return as('track', event);
  if (!failed) return as('track', 'SIGN_IN_SUCCESS');
  return declined ? as('track', 'SIGN_IN_DECLINED') : as('error', 'SIGN_IN_ERROR');
}
