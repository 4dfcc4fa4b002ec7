import type { IncomingMessage } from 'node:http';
import type { Params } from './params.js';
import type { Reply } from './reply.js';

/** HTTP methods the services use. */
export type Method = 'GET' | 'POST' | 'DELETE';

/** What a route handler receives. */
export type RouteContext = {
  request: IncomingMessage;
  url: URL;
  /** Decoded path parameters (`:name` segments of the route's path). */
  path: Readonly<Record<string, string>>;
  /** The query string's parameters. */
  query: Params;
  /** The JSON body's parameters (read on first call). */
  body(): Promise<Params>;
  /** The JSON body as parsed (read on first call). */
  json(): Promise<unknown>;
  /** The project id the request was made for (`projectId` query parameter, or the body's for POSTs). */
  projectId: string | undefined;
};

/** One endpoint of the services server. */
export type Route = {
  method: Method;
  /** e.g. `/v1/account/:address/balance`. */
  path: string;
  /** True for routes that need no project id (pages a visitor opens, test-only controls). */
  public?: boolean;
  handle(context: RouteContext): Reply | Promise<Reply>;
};

/** The outcome of matching a request against the routes. */
export type RouteMatch =
  | { kind: 'found'; route: Route; path: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: Method[] }
  | { kind: 'not-found' };

type Compiled = { route: Route; pattern: RegExp; names: string[] };

/** Compiles the routes once; `match` finds the route of a method and pathname. */
export function createRouter(routes: readonly Route[]): {
  match(method: string, pathname: string): RouteMatch;
} {
  const compiled: Compiled[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
  return {
    match(method, pathname) {
      const allow: Method[] = [];
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(pathname);
        if (found === null) continue;
        if (route.method !== method) {
          allow.push(route.method);
          continue;
        }
        const path: Record<string, string> = {};
        names.forEach((name, index) => {
          path[name] = decodeURIComponent(found[index + 1] ?? '');
        });
        return { kind: 'found', route, path };
      }
      return allow.length > 0 ? { kind: 'method-not-allowed', allow } : { kind: 'not-found' };
    },
  };
}
