/** A valid `POST /e` body (spec §7), for the tests of the analytics route and of the stored events. */
export const SAMPLE_ANALYTICS_EVENT = {
  eventId: '5f0c6b1e-1111-4111-8111-111111111111',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', address: '0x1' },
} as const;
