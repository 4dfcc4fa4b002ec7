import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import * as ALERTS from '../errors/alert-texts.js';
import type { AlertId } from '../errors/messages.js';
import type { AlertController, AlertState } from './types.js';

/** Server messages that mean an alert (spec §8 "Server messages mapped"), matched case-insensitively. */
const SERVER_MESSAGE_ALERTS: readonly (readonly [fragment: string, alert: AlertId])[] = Object.freeze([
  Object.freeze(['origin not allowed', ALERTS.invalidAppConfiguration.id] as const),
  Object.freeze(['jwt token not yet valid', ALERTS.sessionExpired.id] as const),
  Object.freeze(['invalid key', ALERTS.invalidAppConfiguration.id] as const),
]);

/**
 * The alert a server's error message calls for (spec §8): "origin not allowed" and "invalid key" →
 * Invalid App Configuration, "JWT token not yet valid" → Session Expired. Matches anywhere in the message,
 * ignoring case; anything else (including a non-string) → undefined.
 */
export function alertForServerMessage(message: unknown): AlertId | undefined {
  if (typeof message !== 'string') return undefined;
  const lower = message.toLowerCase();
  return SERVER_MESSAGE_ALERTS.find(([fragment]) => lower.includes(fragment))?.[1];
}

/** The title of an alert, from the catalogue. */
export function alertTitle(id: AlertId): string {
  return Object.values(ALERTS).find((alert) => alert.id === id)?.title ?? id;
}

/**
 * Creates the alert (spec §8 "Alerts (each once)"): a blocking notice with a catalogue title and an optional
 * message. Each alert id is shown at most once per client, even after it was closed; a new alert replaces
 * the one on screen.
 */
export function createAlert(_ctx: WalletDockContext): AlertController {
  const state = proxy<AlertState>({ open: false, id: undefined, title: '', message: '' });
  const shown = new Set<AlertId>();

  return {
    state,

    show(id, message = '') {
      if (shown.has(id)) return false;
      shown.add(id);
      state.id = id;
      state.title = alertTitle(id);
      state.message = message;
      state.open = true;
      return true;
    },

    close() {
      state.open = false;
    },
  };
}
