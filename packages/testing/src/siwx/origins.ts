import type { StartSiwxServerOptions } from './types.js';

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** True for an http(s) origin on this computer (`localhost`, `127.0.0.0/8`, `[::1]`, any port). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** The check of the `allowedOrigins` option (default: loopback origins). */
export function originPolicy(allowed: StartSiwxServerOptions['allowedOrigins']): (origin: string) => boolean {
  if (allowed === undefined) return isLoopbackOrigin;
  if (typeof allowed === 'function') return allowed;
  const set = new Set(allowed);
  return (origin) => set.has(origin);
}
