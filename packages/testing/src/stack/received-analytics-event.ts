import type { AnalyticsEvent } from '@walletdock/core';

/** An analytics event the stack's server stored (`POST /e`), as the fault proxy's `GET /__events` reads it back. */
export type ReceivedAnalyticsEvent = {
  /** The query parameters `projectId`, `st`, `sv`. */
  projectId: string | undefined;
  st: string | undefined;
  sv: string | undefined;
  event: AnalyticsEvent;
  /** Milliseconds since the epoch. */
  receivedAt: number;
};
