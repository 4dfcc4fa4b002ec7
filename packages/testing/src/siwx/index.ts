export { loadAdapterVerifiers, SiwxVerifiersUnavailableError } from './adapter-verifiers.js';
export { SESSION_COOKIE } from './cookie.js';
export { MAX_BODY_BYTES as SIWX_MAX_BODY_BYTES } from './http.js';
export { isLoopbackOrigin } from './origins.js';
export { startSiwxServer } from './start-siwx-server.js';
export type { SiwxServer, SiwxVerifier, StartSiwxServerOptions } from './types.js';
