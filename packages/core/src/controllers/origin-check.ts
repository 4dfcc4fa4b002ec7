import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import * as ALERTS from '../errors/alert-texts.js';
import { serviceClient } from '../services/load-services.js';
import type { WalletDirectoryClient } from '../services/wallet-directory/types.js';
import type { AlertController, OriginCheckController, OriginCheckState } from './types.js';

/** The origin check's dependencies, built before it. */
export type OriginCheckDeps = { readonly alert: AlertController };

/** The Invalid App Configuration alert's message when the page origin is not on the project's allow-list. */
export const originNotAllowedMessage = (origin: string) =>
  `Origin ${origin} not found on the project's allow-list: add it to the allowed origins of your project in your wallet directory's configuration`;

/**
 * Creates the allowed-origin check of spec §5 ("Allowed origins are checked when e-mail or socials are
 * enabled") and §8 (Invalid App Configuration alert, shown once).
 *
 * `check()` runs when the modal first opens (registered in `ctx.hooks.onModalOpen`; never on page load or client creation) and
 * once per client: later calls resolve the first outcome. It requests the project's allowed origins
 * (`GET /projects/v1/origins`) only when e-mail or a social login is enabled, a wallet directory is configured,
 * and the page has an origin (`globalThis.location.origin`, read at call time; none on a server). The origin is
 * allowed when it matches the project's list or the default ancestors (localhost, preview hosts); the client
 * reads a failed request as an empty list. Not allowed: the alert, `state.allowed = false`, resolves false.
 * When the check does not apply it resolves true and leaves `state.allowed` undefined.
 */
export function createOriginCheck(ctx: WalletDockContext, deps: OriginCheckDeps): OriginCheckController {
  const state = proxy<OriginCheckState>({ allowed: undefined });
  let running: Promise<boolean> | undefined;

  async function run(): Promise<boolean> {
    const { features } = ctx.options;
    const socials = features.socials !== false && features.socials.length > 0;
    const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
    const configured = ctx.serviceUrls.walletDirectory !== undefined;
    if ((!features.email && !socials) || !configured || typeof origin !== 'string') return true;
    let directory: WalletDirectoryClient;
    let rule: typeof import('../validation/origin.js');
    try {
      // The matching rule is loaded with the service layer, not with the client: only apps with e-mail or
      // socials use it.
      [directory, rule] = await Promise.all([
        serviceClient(ctx, 'walletDirectory'),
        import('../validation/origin.js'),
      ]);
    } catch (error) {
      // The service layer (or the rule) could not be loaded: no verdict, and the next opening checks again.
      ctx.logger.warn('Could not check the allowed origins', error);
      running = undefined;
      return true;
    }
    const allowedOrigins = await directory.getProjectOrigins();
    const { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed } = rule;
    const allowed = isOriginAllowed(origin, allowedOrigins, DEFAULT_ALLOWED_ANCESTORS);
    state.allowed = allowed;
    if (!allowed) {
      deps.alert.show(ALERTS.invalidAppConfiguration.id, originNotAllowedMessage(origin));
    }
    return allowed;
  }

  const controller: OriginCheckController = {
    state,
    check() {
      running ??= run();
      return running;
    },
  };
  ctx.hooks.onModalOpen.add(async () => {
    await controller.check();
  });
  return controller;
}
