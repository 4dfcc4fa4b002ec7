import type { Logger } from '../client/clock.js';
import type { SiwxOptions } from './default-siwx.js';
import { createSiwx } from './lazy-siwx.js';
import type { SIWXConfig } from './types.js';

/** The `siweConfig` option: the default sign-in (`createSiwx`) options, for eip155 accounts only. */
export type SIWEConfig = Omit<SiwxOptions, 'namespaces'>;

/**
 * The `siwx` that `siweConfig` stands for: `createSiwx({ ...siweConfig, namespaces: ['eip155'] })` with the
 * client's storage and logger unless it names its own. Small, as it is built with every client that uses it:
 * through `createSiwx`, the implementation is loaded with `import()` on the first call (`getRequired` answers
 * without it).
 */
export function siwxFromSiweConfig(
  config: SIWEConfig,
  client: { storage?: SiwxOptions['storage']; logger?: Logger },
): SIWXConfig {
  return createSiwx({
    storage: config.storage ?? client.storage,
    logger: config.logger ?? client.logger,
    ...withoutUndefined(config),
    namespaces: ['eip155'],
  } as SiwxOptions);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
