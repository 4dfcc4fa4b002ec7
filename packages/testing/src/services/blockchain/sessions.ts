import type { RevokeSessionResponse, SessionsResponse, SmartSession } from '@walletdock/core';
import { type Address, keccak256, toHex, verifyMessage } from 'viem';
import type { ServicesContext } from '../context.js';
import { addressSegment } from '../http/params.js';
import type { Route } from '../http/router.js';
import { badRequest, notFound, ServiceError } from '../http/service-error.js';

/**
 * Smart sessions, in memory: `GET /v1/sessions/{address}` lists them, `POST /v1/sessions/{address}/revoke`
 * revokes one when `signature` is the address's `personal_sign` of the `pci`. Two sample sessions are seeded for
 * the first dev account (one active, one expired), so that a session list has something to show.
 */
export function sessionRoutes(context: ServicesContext): Route[] {
  const sessions = new Map<Address, SmartSession[]>();
  const first = context.accounts[0];
  if (first !== undefined) sessions.set(first.address, sampleSessions(first.address, context.now()));

  return [
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handle({ path }) {
        const body: SessionsResponse = { pcis: sessions.get(addressSegment(path.address)) ?? [] };
        return { body };
      },
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      async handle({ path, body }) {
        const address = addressSegment(path.address);
        const params = await body();
        const pci = params.string('pci');
        const signature = params.string('signature');
        if (!/^0x[0-9a-fA-F]{130}$/.test(signature))
          throw badRequest('"signature" must be 0x and 130 hex digits');
        const session = sessions.get(address)?.find((entry) => entry.pci === pci);
        if (session === undefined) throw notFound(`No session ${pci} for ${address}`, 'session_not_found');
        if (!(await verifyMessage({ address, message: pci, signature: signature as `0x${string}` }))) {
          throw new ServiceError(
            401,
            'invalid_signature',
            `The signature of the pci was not made by ${address}`,
          );
        }
        session.revokedAt ??= Math.floor(context.now() / 1000);
        const response: RevokeSessionResponse = { success: true };
        return { body: response };
      },
    },
  ];
}

/** The two sample sessions (one active, one expired) seeded for the first dev account. */
export function sampleSessions(address: Address, nowMs: number): SmartSession[] {
  const now = Math.floor(nowMs / 1000);
  const session = (index: number, createdAt: number, expiry: number): SmartSession => ({
    pci: keccak256(toHex(`walletdock-sample-session:${address}:${index}`)),
    project: { id: 'walletdock-demo', name: 'WalletDock Demo', url: 'http://localhost' },
    createdAt,
    expiry,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } }],
    policies: [],
    context: keccak256(toHex(`walletdock-sample-context:${index}`)),
    revokedAt: null,
  });
  return [session(1, now - 3_600, now + 86_400), session(2, now - 172_800, now - 86_400)];
}
