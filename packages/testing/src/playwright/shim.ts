import type { Eip6963ProviderInfo } from '../wallet/announce.js';
import type { ProviderRpcErrorJson } from '../wallet/errors.js';

/** A message from the page-side shim to the Node side (through the wallet's binding). */
export type ShimMessage = { kind: 'hello' } | { kind: 'request'; method: string; params?: unknown };

/** The Node side's answer to a `request` message. */
export type ShimReply = { ok: true; result: unknown } | { ok: false; error: ProviderRpcErrorJson };

/** The Node side's answer to a `hello` message. */
export type ShimHello = { chainId: string };

/** What the shim is installed with (serialised into the page). */
export type ShimConfig = {
  /** Name of the page binding that carries {@link ShimMessage}s to Node. */
  bindingName: string;
  /** Name of the hidden global through which Node delivers events to this frame. */
  globalKey: string;
  info: Eip6963ProviderInfo;
  /** Also set `window.ethereum` when it is free. */
  windowEthereum: boolean;
};

/** The hidden per-frame hook Node calls to deliver an event. */
export type ShimHook = { emit(event: string, payload: unknown): void };

/**
 * The page side of an injected test wallet. Playwright serialises this function into every frame (as an init
 * script and into frames that already exist), so it must stay self-contained: no imports, no outer variables.
 *
 * It creates an EIP-1193 provider whose `request` goes to Node through the binding, announces it with EIP-6963
 * now and on every `eip6963:requestProvider`, registers the hook Node delivers events through, and emits
 * `connect` once Node has told it the chain.
 */
export function injectedWalletShim(config: ShimConfig): void {
  type Listener = (payload: unknown) => void;
  type Binding = (message: ShimMessage) => Promise<ShimReply | ShimHello>;
  const scope = window as unknown as Record<string, unknown>;
  if (scope[config.globalKey] !== undefined) return;

  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const toError = (json: ProviderRpcErrorJson): Error => {
    const error = Object.assign(new Error(json.message), { code: json.code });
    error.name = 'ProviderRpcError';
    if (json.data !== undefined) Object.assign(error, { data: json.data });
    return error;
  };
  const send = (message: ShimMessage): Promise<ShimReply | ShimHello> => {
    const binding = scope[config.bindingName];
    if (typeof binding !== 'function') {
      return Promise.reject(toError({ code: 4900, message: 'The test wallet is not reachable.' }));
    }
    return (binding as Binding)(message);
  };

  const provider = {
    isWalletDockTestWallet: true,
    async request(args: unknown): Promise<unknown> {
      if (
        typeof args !== 'object' ||
        args === null ||
        typeof (args as { method?: unknown }).method !== 'string'
      ) {
        throw toError({ code: -32600, message: 'request expects an object with a string "method".' });
      }
      const { method, params } = args as { method: string; params?: unknown };
      const message: ShimMessage =
        params === undefined ? { kind: 'request', method } : { kind: 'request', method, params };
      const reply = (await send(message)) as ShimReply;
      if (reply.ok) return reply.result;
      throw toError(reply.error);
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    isConnected: () => true,
  };

  const hook: ShimHook = {
    emit: (event, payload) => {
      const isError = event === 'disconnect' && typeof payload === 'object' && payload !== null;
      emit(event, isError ? toError(payload as ProviderRpcErrorJson) : payload);
    },
  };
  Object.defineProperty(window, config.globalKey, { value: hook, enumerable: false });

  const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider });
  const announce = (): void => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (config.windowEthereum && scope.ethereum === undefined) scope.ethereum = provider;

  send({ kind: 'hello' }).then(
    (hello) => emit('connect', { chainId: (hello as ShimHello).chainId }),
    () => {},
  );
}
