import { describe, expect, it } from 'vitest';
import { ALERTS, type AlertId } from '../errors/index.js';
import { createTestClient } from '../test-utils/test-client.js';
import { alertForServerMessage } from './alert.js';

function makeClient(projectId = 'test') {
  return createTestClient({ projectId });
}

describe('alert', () => {
  it('starts closed', () => {
    expect(makeClient().controllers.alert.state).toEqual({
      open: false,
      id: undefined,
      title: '',
      message: '',
    });
  });

  it('shows an alert with its catalogue title and the given message', () => {
    const { alert } = makeClient().controllers;
    expect(alert.show(ALERTS.sessionExpired.id, 'Sign in again.')).toBe(true);
    expect(alert.state).toEqual({
      open: true,
      id: 'SESSION_EXPIRED',
      title: 'Session Expired',
      message: 'Sign in again.',
    });
  });

  it.each(Object.values(ALERTS).map((a) => [a.id, a.title] as const))('titles %s "%s"', (id, title) => {
    const { alert } = makeClient().controllers;
    alert.show(id);
    expect(alert.state.title).toBe(title);
    expect(alert.state.message).toBe('');
  });

  it('shows each alert only once per client, even after it was closed', () => {
    const { alert } = makeClient().controllers;
    expect(alert.show(ALERTS.networkNotFound.id, 'first')).toBe(true);
    alert.close();
    expect(alert.show(ALERTS.networkNotFound.id, 'second')).toBe(false);
    expect(alert.state).toMatchObject({ open: false, message: 'first' });
  });

  it('replaces the alert on screen with a different, new one', () => {
    const { alert } = makeClient().controllers;
    alert.show(ALERTS.networkNotFound.id);
    expect(alert.show(ALERTS.embeddedWalletTimeout.id, 'Try again.')).toBe(true);
    expect(alert.state).toMatchObject({ open: true, id: 'EMBEDDED_WALLET_TIMEOUT', message: 'Try again.' });
  });

  it('close() hides the alert', () => {
    const { alert } = makeClient().controllers;
    alert.show(ALERTS.invalidAppConfiguration.id);
    alert.close();
    expect(alert.state.open).toBe(false);
  });

  it('shows "Project ID Not Configured" once when created without a project id', () => {
    const { alert } = makeClient('').controllers;
    expect(alert.state).toMatchObject({ open: true, id: 'PROJECT_ID_NOT_CONFIGURED' });
    expect(alert.show(ALERTS.projectIdNotConfigured.id)).toBe(false);
  });
});

describe('alertForServerMessage', () => {
  it.each<[unknown, AlertId | undefined]>([
    ['origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['Origin Not Allowed: https://evil.example', 'INVALID_APP_CONFIGURATION'],
    ['Request failed: ORIGIN NOT ALLOWED', 'INVALID_APP_CONFIGURATION'],
    ['JWT token not yet valid', 'SESSION_EXPIRED'],
    ['error: jwt TOKEN not yet VALID (nbf in the future)', 'SESSION_EXPIRED'],
    ['invalid key', 'INVALID_APP_CONFIGURATION'],
    ['Unauthorized: Invalid Key', 'INVALID_APP_CONFIGURATION'],
    // Not mapped.
    ['', undefined],
    ['Internal Server Error', undefined],
    ['origin allowed', undefined],
    ['origin-not-allowed', undefined],
    ['JWT token expired', undefined],
    ['invalid keys are fine', 'INVALID_APP_CONFIGURATION'],
    ['invalidkey', undefined],
    // Hostile or non-string inputs.
    [undefined, undefined],
    [null, undefined],
    [42, undefined],
    [{ message: 'origin not allowed' }, undefined],
    [['origin not allowed'], undefined],
    [new Error('origin not allowed'), undefined],
    ['\u0000origin not allowed\u0000', 'INVALID_APP_CONFIGURATION'],
  ])('maps %j to %s', (message, expected) => {
    expect(alertForServerMessage(message)).toBe(expected);
  });

  it('handles a very long message', () => {
    expect(alertForServerMessage(`${'x'.repeat(100_000)} invalid key`)).toBe('INVALID_APP_CONFIGURATION');
    expect(alertForServerMessage('x'.repeat(100_000))).toBeUndefined();
  });
});
