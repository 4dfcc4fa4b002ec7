import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ProjectRegistry } from '../http/project-registry.js';
import { ancestorsOf, frameCsp, originOf } from './frame-host-policy.js';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const NOT_FOUND =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1></body></html>';

/**
 * The frame page bundle's default directory: `@walletdock/frame`'s `dist/page`, a sibling of this package (in
 * the workspace `packages/frame`, once installed `node_modules/@walletdock/frame`); undefined when absent.
 */
export function defaultFrameDir(): string | undefined {
  const dir = fileURLToPath(new URL('../../../frame/dist/page', import.meta.url));
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

export type FrameHostOptions = {
  dir: string;
  host: string;
  port: number;
  db: Kysely<Database>;
  /** Origins the page may fetch: the auth server's and the chains' RPC nodes' (read per answer). */
  connect: () => readonly string[];
  logger: FastifyBaseLogger;
};

export type FrameHost = { app: FastifyInstance; listen(): Promise<string>; close(): Promise<void> };

/** A file of the bundle under `dir` for a URL path (no escape out of it); undefined when there is none. */
function fileOf(dir: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const root = resolve(dir);
  const file = resolve(root, `.${sep}${normalize(path === '/' ? '/index.html' : path)}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * The frame host: the frame page's static bundle on a listener (an origin) of its own. Every answer carries the
 * page's strict CSP with `frame-ancestors` of the `projectId`'s allowed origins, `nosniff` and `no-referrer`; a
 * page (HTML) for an unknown or missing project is a 404 that no one may frame.
 */
export function createFrameHost(options: FrameHostOptions): FrameHost {
  const app = Fastify({ loggerInstance: options.logger.child({ part: 'frame-host' }) });
  const projects = new ProjectRegistry(options.db);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    done(null, payload);
  });
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://frame');
    const file = fileOf(options.dir, url.pathname);
    const type = file === undefined ? undefined : TYPES[extname(file)];
    const id = url.searchParams.get('projectId');
    const project = id === null || id.length > 100 ? undefined : await projects.get(id);
    const isPage = type?.startsWith('text/html') ?? true;
    const ancestors = project !== undefined && isPage ? ancestorsOf(project.allowedOrigins) : [];
    reply.header(
      'Content-Security-Policy',
      frameCsp({ frameAncestors: ancestors, connect: options.connect() }),
    );
    if (file === undefined || type === undefined || (isPage && project === undefined))
      return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND);
    return reply
      .type(type)
      .header('Cache-Control', isPage ? 'no-store' : 'public, max-age=300')
      .send(await readFile(file));
  });
  return {
    app,
    async listen() {
      await app.listen({ host: options.host, port: options.port });
      const address = app.server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    },
    close: () => app.close(),
  };
}

/**
 * The frame host of a configuration (`embeddedAuth.frame`), or undefined — with a log line saying why when it
 * is configured but its bundle is missing.
 */
export function configuredFrameHost(
  config: import('../config/config.js').ServerConfig,
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
  serverUrl: () => string | undefined,
): FrameHost | undefined {
  const frame = config.embeddedAuth?.frame;
  if (frame === undefined) return undefined;
  const dir = frame.dir ?? defaultFrameDir();
  if (dir === undefined || !existsSync(join(dir, 'index.html'))) {
    logger.warn(
      { dir: dir ?? '@walletdock/frame/dist/page' },
      'frame host off: no frame page bundle (index.html) there; build @walletdock/frame or set embeddedAuth.frame.dir',
    );
    return undefined;
  }
  const rpc = config.chains.map((chain) => originOf(chain.rpcUrl)).filter((each) => each !== undefined);
  const connect = () => {
    const server = originOf(config.publicUrl ?? serverUrl() ?? '');
    return [...new Set([...(server === undefined ? [] : [server]), ...rpc])];
  };
  return createFrameHost({ dir, host: frame.host, port: frame.port, db, connect, logger });
}
