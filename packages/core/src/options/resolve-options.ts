import type { ChainAdapter } from '../adapter/types.js';
import type { AccountType, CaipNetwork, ChainNamespace, KnownChainNamespace } from '../caip/types.js';
import { siwxFromSiweConfig } from '../siwx/siwe-config.js';
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_LIST_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_THEME_MODE,
} from './defaults.js';
import type { ConnectorListSection, Features, ThemeMode, WalletDockOptions } from './types.js';

/** Options with every default applied. The client and its controllers read only this. */
export type ResolvedOptions = Omit<
  WalletDockOptions,
  | 'features'
  | 'adapters'
  | 'networks'
  | 'defaultNetwork'
  | 'themeMode'
  | 'enableNetworkSwitch'
  | 'enableWalletConnect'
  | 'allowUnsupportedChain'
  | 'enableEmbedded'
  | 'disableAppend'
  | 'connectorTypeOrder'
  | 'defaultAccountTypes'
  | 'siweConfig'
> & {
  features: Features;
  adapters: readonly ChainAdapter[];
  networks: readonly CaipNetwork[];
  defaultNetwork: CaipNetwork | undefined;
  themeMode: ThemeMode;
  enableNetworkSwitch: boolean;
  enableWalletConnect: boolean;
  allowUnsupportedChain: boolean;
  enableEmbedded: boolean;
  disableAppend: boolean;
  /** The full section order: the app's override first, then the rest in the default order. */
  connectorTypeOrder: readonly ConnectorListSection[];
  /** The spec's account type per known namespace with the app's overrides (any namespace) applied. */
  defaultAccountTypes: Readonly<Record<KnownChainNamespace, AccountType>> &
    Readonly<Partial<Record<ChainNamespace, AccountType>>>;
};

/** Applies the spec's defaults. Does not validate (see `validateOptions`). */
export function resolveOptions(options: WalletDockOptions): ResolvedOptions {
  const override = options.connectorTypeOrder ?? [];
  const connectorTypeOrder = [
    ...new Set([...override, ...DEFAULT_CONNECTOR_LIST_ORDER]),
  ] as ConnectorListSection[];
  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...stripUndefined(options.features ?? {}) },
    adapters: options.adapters ?? [],
    networks: options.networks ?? [],
    defaultNetwork: options.defaultNetwork ?? options.networks?.[0],
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    disableAppend: options.disableAppend ?? false,
    connectorTypeOrder,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...stripUndefined(options.defaultAccountTypes ?? {}) },
    // `siweConfig` is the eip155-only shorthand of `siwx`: the client reads only `siwx`.
    ...(options.siweConfig === undefined
      ? {}
      : {
          siwx: siwxFromSiweConfig(options.siweConfig, {
            ...(options.storage ? { storage: options.storage } : {}),
            ...(options.logger ? { logger: options.logger } : {}),
          }),
        }),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
