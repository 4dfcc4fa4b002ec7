import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors.js';

/** What decides the base URL of the absolute URLs the server emits (a subset of `ServerConfig`). */
export type BaseUrlSettings = {
  /** The configured public base URL (normalized, no trailing slash); when set, it is always the base URL. */
  publicUrl: string | undefined;
  /** `Host` values (`name` for any port, or `name:port`; lower case) trusted besides the server's own address. */
  allowedHosts: readonly string[];
  /** The configured listen address: the fallback when the request did not come over a network connection. */
  host: string;
  port: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** How `requestBaseUrl` builds this server's base URL (see `registerBaseUrl`). */
    walletdockBaseUrl: BaseUrlSettings | undefined;
  }
}

/** Without `registerBaseUrl`: no public URL, no allowed host, the default listen address. */
const UNREGISTERED: BaseUrlSettings = {
  publicUrl: undefined,
  allowedHosts: [],
  host: '127.0.0.1',
  port: 8787,
};
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([0-9]{1,5}))?$/;
const LOOPBACK_NAME = /^(localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])$/;
const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/** Makes `requestBaseUrl` follow `settings` for the requests of `app` (once, before the routes). */
export function registerBaseUrl(app: FastifyInstance, settings: BaseUrlSettings): void {
  const { publicUrl, allowedHosts, host, port } = settings;
  app.decorate('walletdockBaseUrl', { publicUrl, allowedHosts, host, port });
}

/** An IP address as a URL writes it: IPv4-mapped IPv6 as IPv4, IPv6 in brackets, lower case. */
function urlHost(address: string): string {
  const plain = address.toLowerCase().replace(/^::ffff:(?=[0-9.]+$)/, '');
  return plain.includes(':') && !plain.startsWith('[') ? `[${plain}]` : plain;
}

/** The address and port the request's connection reached (undefined for an injected request). */
function ownAddress(request: FastifyRequest): { host: string; port: number } | undefined {
  const { localAddress, localPort } = request.socket;
  if (localAddress === undefined || localPort === undefined) return undefined;
  return { host: urlHost(localAddress), port: localPort };
}

/**
 * Whether the parsed `Host` is an allowed host, names the address and port the connection reached, or is a
 * loopback name on a loopback connection.
 */
function isTrusted(
  request: FastifyRequest,
  name: string,
  port: number,
  allowedHosts: readonly string[],
): boolean {
  if (allowedHosts.includes(name) || allowedHosts.includes(`${name}:${port}`)) return true;
  const own = ownAddress(request);
  // An injected request (app.inject) comes from the process itself: a loopback name is its own.
  if (own === undefined) return LOOPBACK_NAME.test(name);
  // Reached on loopback, only this machine can have sent the request: its loopback names are the server's,
  // on any port (the local stack fronts the server with a loopback proxy on another port). A reverse proxy on
  // the same machine relays others' requests: behind one, set publicUrl.
  if (LOOPBACK_NAME.test(own.host)) return LOOPBACK_NAME.test(name);
  return name === own.host && port === own.port;
}

/**
 * This server's base URL (`https://api.example.com`) for the absolute URLs it emits (token icons, the on-ramp
 * checkout page). With `publicUrl` configured: that, whatever the request says. Otherwise the request's `Host`
 * (with `trustProxy`: `X-Forwarded-Host` and `X-Forwarded-Proto`) only when it names the address and port
 * the connection reached, is a loopback name (any port) on a loopback connection, or one of `allowedHosts`;
 * any other
 * `Host`, which a client may forge to make the server (and the caches in front of it) hand out links to
 * another origin, gives way to the address the connection reached (`http://10.0.0.5:8787`).
 * @throws {BadRequestError} 400 `invalid_host` when the `Host` is not a host name at all (`a/b`, `x@y`).
 */
export function requestBaseUrl(request: FastifyRequest): string {
  const settings = request.server.walletdockBaseUrl ?? UNREGISTERED;
  if (settings.publicUrl !== undefined) return settings.publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const parsed = HOST.exec((request.host ?? '').toLowerCase());
  // A Host that is not a host name is a malformed request (RFC 9112 §3.2: answered 400), not a name to replace.
  if (parsed === null && request.host) {
    throw new BadRequestError('The Host header is not a host name', 'invalid_host');
  }
  if (parsed !== null) {
    const [, name = '', explicitPort] = parsed;
    const port = explicitPort === undefined ? (protocol === 'https' ? 443 : 80) : Number(explicitPort);
    if (isTrusted(request, name, port, settings.allowedHosts)) {
      return `${protocol}://${name}${explicitPort === undefined ? '' : `:${explicitPort}`}`;
    }
  }
  const own = ownAddress(request);
  if (own !== undefined) return `http://${own.host}:${own.port}`;
  const listening = request.server.server.address();
  const port = typeof listening === 'object' && listening !== null ? listening.port : settings.port;
  const host = WILDCARD.has(settings.host) ? '127.0.0.1' : urlHost(settings.host);
  return `http://${host}:${port}`;
}
