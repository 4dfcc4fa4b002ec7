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
  // Not awaited: opening the modal never waits for analytics. The events raised while its code loads (a click on
  // a wallet right after the open) are held for it.
  onModalOpen({ env: { serviceUrls }, deps: { telemetry }, load }) {
    if (!serviceUrls.analytics || !serviceUrls.walletDirectory) return;
    const drop = telemetry.holdUntilListening();
    load().catch(drop);
  },
  load: () => import('./analytics.js'),
});
