import { subscribe } from 'valtio/vanilla';
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js';
import { ConnectorError } from '../errors/connector-error.js';
import { errorChain, numericCode } from '../errors/error-chain.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import * as MESSAGES from '../errors/message-texts.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import { createPairingRenewal, pairingExpired } from './connect-flow-renewal.js';
import { findConnector, keyOf, route, type Target, VIEW_OF } from './connect-flow-targets.js';
import type { ConnectFlowDeps } from './connect-flow-types.js';
import type { ConnectingState, WalletConnection } from './types.js';

/** A pending attempt; `parked` once the modal closed on it (its status let go, the wallet may still answer). */
type Attempt = {
  key: string;
  id: number;
  namespace: ChainNamespace;
  promise: Promise<WalletConnection>;
  parked: boolean;
  settled: boolean;
};

/** The flow's attempts: `run` a target, `retry` the last one, renew an expired pairing. */
export type FlowAttempts = {
  /** The same promise while an attempt for `target` is pending, else a new attempt (undefined: a reused pairing). */
  run(
    target: Target,
    options?: { restart?: boolean; caipNetworkId?: CaipNetworkId | undefined },
  ): Promise<WalletConnection> | undefined;
  retry(): Promise<WalletConnection> | undefined;
  pairingChanged(): void;
  /** A number for an attempt that fails before it starts (no WalletConnect connector). */
  nextId(): number;
};

/** The first numeric code in the error's cause chain (EIP-1193 / JSON-RPC), as `ConnectingState.code`. */
function codeOf(error: unknown): { code?: number } {
  for (const item of errorChain(error)) {
    const code = numericCode(item);
    if (code !== undefined) return { code };
  }
  return {};
}

/** The attempt's status after `error`: declined (code 4001) or failed, with the error's message and code. */
function failedState(base: Omit<ConnectingState, 'status'>, error: unknown): ConnectingState {
  return {
    ...base,
    status: isUserRejection(error) ? 'declined' : 'failed',
    ...codeOf(error),
    ...(error instanceof Error ? { message: error.message } : {}),
    ...(error instanceof WalletDockError ? { shortMessage: error.shortMessage } : {}),
  };
}

/**
 * The namespace's status while a WalletConnect attempt of the flow is pending: `connecting` again (`waiting`),
 * or, once the visitor walked away from it, what the namespace has without it (connected with another wallet,
 * else disconnected). The wallet may still answer: a late approval connects as any.
 */
function setStatus(deps: ConnectFlowDeps, namespace: ChainNamespace, waiting: boolean): void {
  const connected = deps.chains.getAccount(namespace)?.address !== undefined;
  deps.chains.setAccount(namespace, {
    status: waiting ? 'connecting' : connected ? 'connected' : 'disconnected',
  });
}

/** Calls `then` when the modal closes (until the returned function stops it). */
function onModalClose(deps: ConnectFlowDeps, then: () => void): () => void {
  const { state } = deps.modal();
  return subscribe(state, () => {
    if (!state.open) then();
  });
}

/** Creates the attempts of one connect flow (see connect-flow.ts for the rules). */
export function createFlowAttempts(deps: ConnectFlowDeps): FlowAttempts {
  let ids = 0;
  let current: Attempt | undefined;
  let last: Target | undefined;
  const latest = (id: number) => deps.state.connecting?.attempt === id;
  const renewal = createPairingRenewal(deps, () => {
    if (last) renew(last);
  });

  function attempt(target: Target, caipNetworkId: CaipNetworkId | undefined): Promise<WalletConnection> {
    const id = ++ids;
    last = target;
    const name =
      target.data.title ??
      findConnector(deps, target.namespace, target.connectorId)?.name ??
      target.connectorId;
    const { kind, namespace, connectorId } = target;
    const image = target.data.imageUrl;
    const base = {
      kind,
      namespace,
      connectorId,
      name,
      ...(image === undefined ? {} : { imageUrl: image }),
      attempt: id,
    };
    if (kind === 'walletConnect') {
      // The adapter announces the URI this attempt waits on (a pending pairing's again, or a new one).
      deps.state.wcUri = undefined;
      deps.state.wcPairingExpiry = undefined;
    }
    deps.state.connecting = { ...base, status: 'connecting' };
    const record: Attempt = {
      key: keyOf(target),
      id,
      namespace,
      promise: Promise.resolve() as never,
      parked: false,
      settled: false,
    };
    // The visitor walked away from a WalletConnect attempt (spec §4): the status is no longer `connecting`.
    const park = () => {
      if (record.settled || record.parked) return;
      record.parked = true;
      setStatus(deps, namespace, false);
    };
    const stopWatching = kind === 'walletConnect' ? onModalClose(deps, park) : undefined;
    // Off Telegram and iOS Safari, a WalletConnect attempt is a new pairing (spec §4): never a code shown before.
    const newPairing = kind === 'walletConnect' && !deps.shouldReusePairing();
    const params = {
      namespace,
      connectorId,
      ...(caipNetworkId === undefined ? {} : { caipNetworkId }),
      ...(newPairing ? { newPairing } : {}),
    };
    record.promise = deps
      .connectDirect(params)
      .then(
        async (connection) => {
          if (latest(id)) deps.state.connecting = { ...base, status: 'connected' };
          const modal = deps.modal();
          if (modal.state.open && deps.router().state.view === VIEW_OF[kind]) await modal.close();
          return connection;
        },
        (error: unknown) => {
          // WalletConnect ended a pairing that expired on the view (its proposal expired): a new one, no failure.
          const expiredPairing = kind === 'walletConnect' && !isUserRejection(error) && pairingExpired(deps);
          if (latest(id) && expiredPairing && renew(target)) throw error;
          if (latest(id)) deps.state.connecting = failedState(base, error);
          throw error;
        },
      )
      .finally(() => {
        record.settled = true;
        stopWatching?.();
        if (current === record) current = undefined;
      });
    current = record;
    return record.promise;
  }

  /**
   * A new pairing for a WalletConnect target whose pairing expired, if the WalletConnect view shows it (nobody
   * looking: nothing is renewed; opened again, `run` starts a new one). False when it was not renewed.
   */
  function renew(target: Target): boolean {
    const shown = deps.modal().state.open && deps.router().state.view === 'ConnectingWalletConnectBasic';
    if (target.kind !== 'walletConnect' || !shown) return false;
    run(target, { restart: true })?.catch(() => undefined); // the outcome is in `state.connecting`
    return true;
  }

  /** The pending attempt the visitor comes back to, if it is still the one to wait on. */
  function pendingFor(target: Target): Attempt | undefined {
    if (current?.key !== keyOf(target) || (target.kind === 'walletConnect' && pairingExpired(deps)))
      return undefined;
    if (!current.parked) return current;
    // Back after the modal closed on it: only Telegram and iOS Safari reuse the pending pairing (spec §4);
    // elsewhere each opening starts a fresh pairing, so a code the visitor scanned and refused is not shown again.
    if (target.kind !== 'walletConnect' || !deps.shouldReusePairing()) return undefined;
    current.parked = false;
    setStatus(deps, current.namespace, true);
    return current;
  }

  function run(
    target: Target,
    { restart = false, caipNetworkId }: { restart?: boolean; caipNetworkId?: CaipNetworkId | undefined } = {},
  ): Promise<WalletConnection> | undefined {
    route(deps, target);
    const pending = restart ? undefined : pendingFor(target);
    if (pending) return pending.promise;
    if (target.kind === 'walletConnect' && !restart && deps.shouldReusePairing()) {
      last = target; // the pending pairing is shown; nothing new is started
      return undefined;
    }
    if (target.kind === 'external' && !findConnector(deps, target.namespace, target.connectorId)) {
      last = target;
      const { namespace, connectorId, data } = target;
      deps.state.connecting = {
        kind: 'external',
        namespace,
        connectorId,
        name: data.title ?? connectorId,
        ...(data.imageUrl === undefined ? {} : { imageUrl: data.imageUrl }),
        attempt: ++ids,
        status: 'missing',
      };
      return Promise.reject(new ConnectorError(MESSAGES.addressOrAuthConnectorNotFound));
    }
    return attempt(target, caipNetworkId);
  }

  return {
    run,
    retry: () => (last === undefined ? undefined : run(last, { restart: true })),
    pairingChanged: renewal.pairingChanged,
    nextId: () => ++ids,
  };
}
