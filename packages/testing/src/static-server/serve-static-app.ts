import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';

export type ServeStaticAppOptions = {
  /** The built app's directory (the one holding index.html). */
  root: string;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** Port to bind; 0 (default) lets the OS choose a free one. */
  port?: number;
  /** HTML inserted right before `</head>` of every HTML page served (e.g. runtime config). */
  headHtml?: string;
  /** Serve index.html for unknown paths without a file extension (client-side routing). Default true. */
  spaFallback?: boolean;
};

export type StaticAppServer = {
  /** e.g. `http://localhost:5173` (the host as given, so it matches what a visitor types). */
  url: string;
  host: string;
  port: number;
  /** Stops listening and drops open connections; idempotent. */
  close(): Promise<void>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Thrown when the app directory has no index.html (usually: the app was not built). */
export class StaticAppNotBuiltError extends Error {
  override name = 'StaticAppNotBuiltError';
  constructor(root: string) {
    super(`No index.html in ${root}. Build the app first (pnpm exec turbo run build).`);
  }
}

/**
 * Serves a production build (Vite `dist/`) over HTTP on loopback, injecting `headHtml` into its HTML so
 * one build can be pointed at any local stack at serve time. Used by `npm run demo` and the e2e tests.
 */
export async function serveStaticApp(options: ServeStaticAppOptions): Promise<StaticAppServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const spaFallback = options.spaFallback ?? true;
  const indexPath = resolve(root, 'index.html');
  if (!(await isFile(indexPath))) throw new StaticAppNotBuiltError(root);

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
      else response.destroy(error instanceof Error ? error : undefined);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return send(response, 405, 'text/plain; charset=utf-8', 'Method Not Allowed');
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send(response, 400, 'text/plain; charset=utf-8', 'Bad Request');
    }
    if (pathname.includes('\0')) return send(response, 400, 'text/plain; charset=utf-8', 'Bad Request');

    let filePath = resolve(root, `.${pathname}`);
    if (filePath !== root && !filePath.startsWith(root + sep)) {
      return send(response, 403, 'text/plain; charset=utf-8', 'Forbidden');
    }
    if (pathname.endsWith('/')) filePath = resolve(filePath, 'index.html');
    if (!(await isFile(filePath))) {
      if (spaFallback && extname(pathname) === '') filePath = indexPath;
      else return send(response, 404, 'text/plain; charset=utf-8', 'Not Found');
    }

    const type = CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    if (type.startsWith('text/html')) {
      const html = await readFile(filePath, 'utf8');
      response.setHeader('Cache-Control', 'no-cache');
      return send(response, 200, type, injectHead(html, options.headHtml), request.method === 'HEAD');
    }
    const immutable = pathname.startsWith('/assets/');
    response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': (await stat(filePath)).size });
    if (request.method === 'HEAD') return void response.end();
    createReadStream(filePath).pipe(response);
  }

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function injectHead(html: string, headHtml: string | undefined): string {
  if (!headHtml) return html;
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${headHtml}${html}` : `${html.slice(0, at)}${headHtml}${html.slice(at)}`;
}

function send(response: ServerResponse, status: number, type: string, body: string, headOnly = false): void {
  const buffer = Buffer.from(body, 'utf8');
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': buffer.byteLength });
  response.end(headOnly ? undefined : buffer);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
