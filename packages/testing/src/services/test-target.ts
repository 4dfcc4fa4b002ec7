import { expect } from 'vitest';
import { servicesTarget, startStackServices } from '../stack/stack-services.js';
import type { StartServicesServerOptions } from './types.js';

/** The server's wording of a value its JSON schema's pattern refused (e.g. an address in a path). */
export const PATTERN_REFUSED = (field: string) => new RegExp(`^"${field}" must match pattern `);

/**
 * Which implementation the services tests run against: the reference services server or `@walletdock/server`
 * (behind the stack's fault proxy), from `WALLETDOCK_SERVICES_TARGET` (see vitest.reference-target.config.ts).
 */
export const TARGET = servicesTarget();

/**
 * Starts the services under test on loopback: the reference server with these options, or the server
 * configured the same way (`startStackServices`).
 */
export function startServicesUnderTest(options: StartServicesServerOptions) {
  const { chains, accounts, host, solana, ...rest } = options;
  return startStackServices({ chains, accounts, solana }, host ?? '127.0.0.1', rest);
}

/**
 * A 400's message: the reference's exact wording, and the same on `@walletdock/server` unless the case gives the
 * server's own wording (`server`: the exact text, or a pattern) where it legitimately words it differently.
 */
export function expectInvalidMessage(message: string, reference: string, server?: string | RegExp): void {
  if (TARGET === 'reference' || server === undefined) expect(message).toBe(reference);
  else if (typeof server === 'string') expect(message).toBe(server);
  else expect(message).toMatch(server);
}
