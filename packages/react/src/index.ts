export { type ExternalStore, useExternalStore } from './hooks/use-external-store.js';
