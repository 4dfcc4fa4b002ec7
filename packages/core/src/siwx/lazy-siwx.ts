import type { SiwxOptions } from './default-siwx.js';
import type { SIWXConfig } from './types.js';

/** The methods of the sign-in contract that need the implementation (each is async). */
const FORWARDED = ['createMessage', 'addSession', 'getSessions', 'revokeSession', 'setSessions'] as const;

/**
 * A `SIWXConfig` whose implementation is loaded by `load()` on the first call of one of its methods (once):
 * `getRequired` and `namespaces` answer without it. Keeps the message builder and parser, the session store and
 * the address checks (keccak256) out of the app's initial bundle; they load when the client first asks.
 */
export function lazySiwx(
  load: () => Promise<SIWXConfig>,
  { required, namespaces }: { required: boolean; namespaces: readonly string[] | undefined },
): SIWXConfig {
  let loading: Promise<SIWXConfig> | undefined;
  const methods = Object.fromEntries(
    FORWARDED.map((method) => [
      method,
      async (...args: unknown[]) => {
        loading ??= load();
        return ((await loading)[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as Pick<SIWXConfig, (typeof FORWARDED)[number]>;
  const siwx: SIWXConfig = { ...methods, getRequired: () => required };
  return namespaces === undefined ? siwx : { ...siwx, namespaces };
}

/**
 * The default sign-in implementation (the SIWX contract, `SIWXConfig`): messages by `createSiwxMessage` with a
 * fresh nonce, sessions kept in the client's kind of storage under `@walletdock/siwx-sessions` (checked when
 * read back, expired ones dropped), verified by `options.verify` before they are kept. See {@link SiwxOptions}.
 *
 * Small, as it is built at the app's module scope: the implementation (default-siwx.ts) is loaded with
 * `import()` on the first call of a method; each method behaves as the implementation's.
 */
export function createSiwx(options: SiwxOptions = {}): SIWXConfig {
  return lazySiwx(() => import('./default-siwx.js').then((module) => module.createSiwx(options)), {
    required: options.required === true,
    namespaces: options.namespaces,
  });
}
