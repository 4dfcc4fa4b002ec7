import { subscribe } from 'valtio/vanilla';
import type { TelemetryProperties } from '../../controllers/types.js';
import type { AnalyticsEvent } from '../../services/blockchain-api/types.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import { allowedProps } from './allowed-props.js';
import { classifyEvent } from './classify-event.js';
import { createEventSender } from './event-sender.js';
import type { analyticsFeature } from './feature.js';
import type { AnalyticsController } from './types.js';

/** Views of the `options.features` switches that have no feature code of their own (FEATURE_USE). */
const FLAG_VIEWS: Readonly<Record<string, string>> = Object.freeze({
  Swap: 'swaps',
  AllWallets: 'allWallets',
  ConnectingFarcaster: 'socials',
});

/** The page's URL without query and fragment (they may carry anything), and its host name; none on a server. */
function page(): { url: string; domain: string } {
  const location = (globalThis as { location?: { origin?: string; pathname?: string; hostname?: string } })
    .location;
  if (typeof location?.origin !== 'string' || location.origin === 'null') return { url: '', domain: '' };
  return { url: `${location.origin}${location.pathname ?? '/'}`, domain: location.hostname ?? '' };
}

/**
 * Creates the analytics feature: it turns the modal's events into `POST /e` bodies (spec §7: eventId, url,
 * domain, timestamp, props with the connected address) and queues them (event-sender.ts). While mounted it
 * watches the modal (MODAL_OPEN / MODAL_CLOSE: the first event is the open that loaded it), the active network
 * (SWITCH_NETWORK, from one network to another; not the network a connect reports), the router (FEATURE_USE: a view a feature owns, or the view of a
 * feature switch such as Swap) and
 * `telemetry.track` (connect, disconnect, sign-in). Properties go through the whitelist (allowed-props.ts);
 * error events spend the error telemetry budget (5 per 60 s). On page hide, pending events are sent with
 * `keepalive`.
 */
export function createFeature({
  env,
  deps: { modal, chains, router, connection, alert, telemetry },
}: FeatureContextOf<typeof analyticsFeature>): FeatureInstanceOf<typeof analyticsFeature> {
  const sender = createEventSender({ env, alert, telemetry });
  let wasOpen = false;
  let lastView: string | undefined;

  /** Connects in progress (CONNECT_STARTED seen, no outcome yet): the network a connect reports is no switch. */
  let connecting = false;

  /** `telemetry.track`'s listener: never throws (a source's connect or sign-in goes on regardless). */
  function record(name: string, raw?: TelemetryProperties): void {
    if (name.startsWith('CONNECT_')) connecting = name === 'CONNECT_STARTED';
    try {
      queue(name, raw);
    } catch (error) {
      env.logger.debug('Analytics: an event could not be recorded', error);
    }
  }

  function queue(name: string, raw: TelemetryProperties | undefined): void {
    const { type, event, properties } = classifyEvent(name, withChosenWallet(raw));
    const props = allowedProps(event, properties);
    if (props === undefined) return;
    if (type === 'error' && !telemetry.reportError(event)) return;
    const address = chains.activeAddress();
    const body: AnalyticsEvent = {
      eventId: env.random.uuid(),
      ...page(),
      timestamp: env.clock.now(),
      props: { type, event, ...(address === undefined ? {} : { address }), properties: props },
    };
    sender.enqueue(body);
  }

  /**
   * Through WalletConnect the connector is WalletConnect itself: the wallet the visitor chose (the connecting
   * view's name, e.g. a directory wallet) is the one reported.
   */
  function withChosenWallet(raw: TelemetryProperties | undefined): TelemetryProperties | undefined {
    const connector = raw?.connector as { type?: string } | undefined;
    const chosen = connection.state.connecting;
    if (connector?.type !== 'WALLET_CONNECT' || chosen?.kind !== 'walletConnect') return raw;
    return { ...raw, name: chosen.name };
  }

  const connected = () => chains.activeAddress() !== undefined;

  function onModal(): void {
    if (modal.state.open === wasOpen) return;
    wasOpen = modal.state.open;
    if (wasOpen) {
      record('MODAL_OPEN', { connected: connected(), view: router.state.view });
    } else {
      record('MODAL_CLOSE', { connected: connected() });
      lastView = undefined;
    }
  }

  function onView(): void {
    const { view } = router.state;
    if (!modal.state.open || view === lastView) return;
    lastView = view;
    const feature = env.featureOwningView(view) ?? FLAG_VIEWS[view];
    if (feature !== undefined) record('FEATURE_USE', { feature, view });
  }

  const controller: AnalyticsController = {
    isEnabled: () => sender.isEnabled(),
    flush: (options) => sender.flush(options),
  };

  return {
    controller,
    watch() {
      let previous = chains.activeNetwork();
      const onHide = () => {
        const hidden = (globalThis as { document?: { visibilityState?: string } }).document?.visibilityState;
        if (hidden === undefined || hidden === 'hidden') void sender.flush({ keepalive: true });
      };
      const target = globalThis as { addEventListener?: typeof addEventListener };
      target.addEventListener?.('pagehide', onHide);
      target.addEventListener?.('visibilitychange', onHide);
      const stops = [
        telemetry.onTrack(record),
        subscribe(modal.state, onModal),
        subscribe(router.state, onView),
        chains.onActiveNetworkChange((network) => {
          const from = previous;
          previous = network;
          if (from === undefined || network === undefined || from.caipNetworkId === network.caipNetworkId)
            return;
          if (from.chainNamespace !== network.chainNamespace) return;
          // A connect reports the wallet's network: that is not a switch.
          if (connecting) return;
          record('SWITCH_NETWORK', { namespace: network.chainNamespace, network });
        }),
      ];
      onModal();
      onView();
      return () => {
        for (const stop of stops) stop();
        const remove = globalThis as { removeEventListener?: typeof removeEventListener };
        remove.removeEventListener?.('pagehide', onHide);
        remove.removeEventListener?.('visibilitychange', onHide);
        sender.stop();
        void sender.flush();
      };
    },
  };
}
