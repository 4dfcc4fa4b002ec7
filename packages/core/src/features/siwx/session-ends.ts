import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js';
import type { Logger } from '../../client/clock.js';
import type { ChainsController } from '../../controllers/types.js';
import type { SIWXConfig } from '../../siwx/types.js';

/** The sessions of one client's connections, ended with them when sign-in is required. */
export type SessionEnds = {
  /** `address` is signed in on `caipNetworkId` in `namespace`'s connection (`false`: no longer, signed out). */
  mark(namespace: ChainNamespace, caipNetworkId: CaipNetworkId, address: string, signedIn: boolean): void;
  /**
   * Ends the marked sessions of every namespace that is disconnected now (`revokeSession` each, when the
   * configuration requires a session; otherwise they are only forgotten, and a reconnect finds them).
   */
  endDisconnected(): void;
  /** Resolves once the sessions being ended are (a lookup waits for it, so it never finds one of them). */
  settled(): Promise<void>;
};

type Marked = { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; address: string };

/**
 * A required sign-in lives as long as the connection it was made in (spec §2 sign-in view; docs/sign-in.md
 * "Required sign-in"): when a namespace disconnects — the visitor's disconnect, the sign-in view's Cancel, the
 * wallet's own — every session signed in during its connection (each account and network it had) is revoked,
 * so a reconnect asks again. A reload is no disconnect: the restored connection keeps its session.
 */
export function createSessionEnds(
  siwx: () => SIWXConfig | undefined,
  chains: ChainsController,
  logger: Logger,
): SessionEnds {
  let marked: Marked[] = [];
  let ending: Promise<void> = Promise.resolve();
  return {
    mark(namespace, caipNetworkId, address, signedIn) {
      marked = marked.filter((m) => m.caipNetworkId !== caipNetworkId || m.address !== address);
      if (signedIn) marked.push({ namespace, caipNetworkId, address });
    },
    endDisconnected() {
      const gone = marked.filter(
        (m) => (chains.getAccount(m.namespace)?.status ?? 'disconnected') === 'disconnected',
      );
      marked = marked.filter((m) => !gone.includes(m));
      const config = siwx();
      if (!config?.getRequired?.() || gone.length === 0) return;
      const revokes = gone.map((m) =>
        config
          .revokeSession(m.caipNetworkId, m.address)
          .catch((error: unknown) => logger.error('Ending a disconnected sign-in session failed', error)),
      );
      ending = Promise.all([ending, ...revokes]).then(() => undefined);
    },
    settled: () => ending,
  };
}
