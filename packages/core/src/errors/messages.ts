import type * as Alerts from './alert-texts.js';

/** Alerts: each is shown at most once per client (spec §8). */
export * as ALERTS from './alert-texts.js';
/**
 * The public aggregates of the spec's error catalogue (§8, §5), as namespaces of the one-constant modules: a host's
 * bundler resolves `MESSAGES.signatureDeclined` to the one text, so that the whole catalogue is never loaded for a
 * few of its messages.
 */
export * as MESSAGES from './message-texts.js';

export type AlertId = (typeof Alerts)[keyof typeof Alerts]['id'];
