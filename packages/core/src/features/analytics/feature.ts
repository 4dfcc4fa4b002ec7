import { defineFeature } from '../define-feature.js';
import type { AnalyticsController } from './types.js';

/**
 * Analytics (spec §7 `POST /e`, §4 FORBIDDEN once, §9 error telemetry): its code (analytics.ts, with the
 * queue and the sender) loads at the first modal open when `features.analytics` is on and both the wallet
 * directory (which says whether the project has analytics) and the analytics URL are configured; nothing is
 * loaded or sent before that open. The modal's sources raise events through `telemetry.track`.
 */
export const analyticsFeature = defineFeature<AnalyticsController>()({
  name: 'analytics',
  flag: 'analytics',
  views: [],
  uses: ['modal', 'chains', 'router', 'connection', 'alert', 'telemetry'],
  // Not awaited: opening the modal never waits for analytics.
  onModalOpen({ env: { serviceUrls }, load }) {
    if (serviceUrls.analytics && serviceUrls.walletDirectory) load().catch(() => undefined);
  },
  load: () => import('./analytics.js'),
});
