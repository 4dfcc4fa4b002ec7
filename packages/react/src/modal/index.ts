export { DEFAULT_VIEWS } from '../views/registry.js';
export { adoptStyles } from './adopt-styles.js';
export { useBlockClose } from './close-guard.js';
export { SHELL_MESSAGE_KEYS, type ShellMessageKey, type ShellTranslate } from './messages.js';
export { MODAL_CSS } from './styles.js';
export { type ModalViewProps, type ModalViewRegistry, NO_VIEWS } from './views.js';
export { MODAL_HOST_ATTRIBUTE, WalletDockModal, type WalletDockModalProps } from './walletdock-modal.js';
