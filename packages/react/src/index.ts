// @walletdock/react — the React binding of @walletdock/core and the modal UI.

// Buttons
export {
  AccountButton,
  type AccountButtonLabels,
  type AccountButtonProps,
} from './buttons/account-button.js';
export { WALLETDOCK_BUTTONS_CSS } from './buttons/buttons-css.js';
export {
  ConnectButton,
  type ConnectButtonLabels,
  type ConnectButtonProps,
} from './buttons/connect-button.js';
export {
  NetworkButton,
  type NetworkButtonLabels,
  type NetworkButtonProps,
} from './buttons/network-button.js';
export { WalletDockButtonStyles } from './buttons/walletdock-button-styles.js';
export {
  type NamespaceOption,
  type UseAccountResult,
  type UseProviderResult,
  useAccount,
  useProvider,
  useWalletInfo,
  type WalletInfo,
} from './hooks/use-account.js';
export { useDirectoryImage } from './hooks/use-directory-image.js';
export { type UseEventsResult, useEvents } from './hooks/use-events.js';
export { type ExternalStore, useExternalStore } from './hooks/use-external-store.js';
export { type UseFeatureResult, useFeature } from './hooks/use-feature.js';
export { type UseModalStateResult, useModalState } from './hooks/use-modal-state.js';
export { type UseNetworkResult, useNetwork } from './hooks/use-network.js';
export { type UseReceiveResult, useReceive } from './hooks/use-receive.js';
export { type UseSendResult, useSend } from './hooks/use-send.js';
export { type UseSiwxResult, useSiwx } from './hooks/use-siwx.js';
export { type UseThemeResult, useTheme } from './hooks/use-theme.js';
export {
  type OpenOptions,
  type UseDisconnectResult,
  type UseWalletDockResult,
  useDisconnect,
  useWalletDock,
} from './hooks/use-walletdock.js';
export { useWalletDockSelector } from './hooks/use-walletdock-selector.js';
// Translations
export * from './i18n/index.js';
// The modal shell
export * from './modal/index.js';
// Provider and hooks
export { useWalletDockClient } from './provider/context.js';
export { WalletDockProvider, type WalletDockProviderProps } from './provider/walletdock-provider.js';
