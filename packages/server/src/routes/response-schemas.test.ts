import { readFile } from 'node:fs/promises';
import Fastify, { type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChainServices } from '../chains/chain-services.js';
import { validateConfig } from '../config/config.js';
import type { Database } from '../db/schema.js';
import { ERROR_BODY } from '../http/response-schemas.js';
import { registerRoutes } from './register-routes.js';

/**
 * The routes' declared schemas against the contract's documentation: every route of docs/services.md exists,
 * declares the statuses its section names, and the 2xx schema declares every field of its response tables and
 * serialises each of its examples unchanged (fast-json-stringify drops an undeclared field and coerces a
 * mistyped one); every route declares 2xx and error schemas, the error ones the shared error body; every route
 * is documented (the contracts in services.md, the probes and admin routes in server.md).
 */

const DOCS = new URL('../../../../docs/', import.meta.url);

type Schema = {
  type?: string | readonly string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  required?: readonly string[];
};
type Route = { method: string; url: string; body: Schema | undefined; response: Record<string, Schema> };

/** Every route the server registers (HEAD twins and the CORS preflight route left out). */
function collectRoutes(): Route[] {
  const app = Fastify();
  const routes: Route[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as { body?: Schema; response?: Record<string, Schema> };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, body: schema.body, response: schema.response ?? {} });
    }
  });
  const config = validateConfig({
    adminToken: 'test-admin-token-0123456789',
    chains: [
      {
        id: 'eip155:1',
        name: 'Ethereum',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    // The built-in checkout without a `checkoutUrl`: its stand-in page is a route too.
    onramp: {
      provider: 'checkout',
      purchaseCurrencies: [
        { name: 'Ether', symbol: 'ETH', priceUsd: 3_000, networks: [{ chainId: 'eip155:1' }] },
      ],
    },
  });
  // Registration reads no table: the handlers, which do, never run here.
  const db = {} as Kysely<Database>;
  registerRoutes(app, {
    context: { db, config, now: Date.now },
    chains: createChainServices(config, { now: Date.now }),
    swapQuoter: undefined,
    onrampProvider: undefined,
    isClosing: () => false,
  });
  return routes;
}

/** `GET /v1/profile/account/{name}?apiVersion=2` → `GET /v1/profile/account/:name`. */
function routeKey(method: string, path: string): string {
  return `${method} ${path.split('?')[0]?.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * The `METHOD /path`s in backticks of a text; in a heading, a bare `/path` after one takes its method
 * (`GET /a`, `/b`).
 */
function documentedRoutes(text: string, heading = false): string[] {
  const keys: string[] = [];
  let method = '';
  for (const [, given, path] of text.matchAll(/`(?:(GET|POST|PUT|DELETE) )?(\/[^`\s]*)`/g)) {
    if (given !== undefined) method = given;
    else if (method === '' || !heading) continue;
    if (path !== undefined) keys.push(routeKey(method, path));
  }
  return keys;
}

type Section = { title: string; routes: string[]; lines: string[] };

/** The `###`/`####` sections of a part of the doc that name routes in their heading. */
function routeSections(markdown: string): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,4} (.*)$/.exec(line);
    if (heading?.[1] !== undefined) {
      const routes = documentedRoutes(heading[1], true);
      current = routes.length > 0 ? { title: heading[1], routes, lines: [] } : undefined;
      if (current !== undefined) sections.push(current);
    } else current?.lines.push(line);
  }
  return sections;
}

/** The statuses a section names as answers: `**404**`, `409 \`code\``, `401 (\`code\`)`, `202 { … }`. */
function namedStatuses(text: string): number[] {
  const found = new Set<number>();
  for (const match of text.matchAll(/\*\*([1-5]\d\d)\*\*|\b([1-5]\d\d)(?=\s*(?:\(\s*)?[`{])/g)) {
    found.add(Number(match[1] ?? match[2]));
  }
  return [...found];
}

/** A markdown table's cells (`\|` is a pipe inside a cell). */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

type FieldTable = { kind: 'response' | 'type' | 'body'; caption: string; rows: string[][] };

/**
 * The field tables of a section: `| response field | type |` (the 2xx body's fields), and `| field | type |`
 * after "Body…" (the request body's) or after "`Name`:" (a type inside the response, e.g. `TokenBalance`).
 */
function fieldTables(lines: string[]): FieldTable[] {
  const tables: FieldTable[] = [];
  lines.forEach((line, index) => {
    const header = line.startsWith('|') ? cells(line) : [];
    const above = lines.slice(0, index).findLast((each) => each.trim() !== '') ?? '';
    if (above.startsWith('|')) return;
    const rows: string[][] = [];
    for (const row of lines.slice(index + 2)) {
      if (!row.startsWith('|')) break;
      rows.push(cells(row));
    }
    if (header[0] === 'response field') tables.push({ kind: 'response', caption: above, rows });
    else if (header[0] === 'field' && /\bBody\b/.test(above))
      tables.push({ kind: 'body', caption: above, rows });
    else if (header[0] === 'field' && /^`\w+`:$/.test(above.trim()))
      tables.push({ kind: 'type', caption: above, rows });
  });
  return tables;
}

/** The field names of a table row's first cell: `` `name`, `symbol` `` → `['name', 'symbol']`. */
function fieldNames(cell: string): string[] {
  return [...cell.matchAll(/`([A-Za-z_]\w*)`/g)].map((match) => match[1] ?? '');
}

/** The JSON types a type cell names (`string \| null`, `TokenBalance[]`, `number`, optional), if it is one. */
function documentedTypes(cell: string): string[] {
  const text = cell.replace(/\\\|/g, '|');
  const types: string[] = [];
  const first = /^`([^`]*)`/.exec(text)?.[1] ?? '';
  if (/\[\]/.test(first)) types.push('array');
  else if (/^string\b/.test(first)) types.push('string');
  else if (/^number\b/.test(first)) types.push('number');
  else if (/^boolean\b/.test(first)) types.push('boolean');
  else if (/^\{/.test(first)) types.push('object');
  if (/\bnull\b/.test(text) && types.length > 0) types.push('null');
  return types;
}

/** The JSON types a schema allows (an `integer` is a `number`). */
function typesOf(schema: Schema): string[] {
  const types =
    schema.type === undefined ? [] : Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  return types.flatMap((type) => (type === 'integer' ? ['integer', 'number'] : [String(type)]));
}

/** The object schemas of a schema tree (the 2xx body, its items, its nested objects). */
function objectSchemas(schema: Schema): Schema[] {
  const found: Schema[] = schema.properties === undefined ? [] : [schema];
  for (const child of [...Object.values(schema.properties ?? {}), schema.items]) {
    if (child !== undefined) found.push(...objectSchemas(child));
  }
  return found;
}

/** The JSON blocks of a section, each with whether it shows a request body (its paragraph says "Body"). */
function jsonBlocks(lines: string[]): { request: boolean; value: unknown; text: string }[] {
  const blocks: { request: boolean; value: unknown; text: string }[] = [];
  lines.forEach((line, index) => {
    if (line.trim() !== '```json') return;
    const end = lines.findIndex((each, at) => at > index && each.trim() === '```');
    const text = lines.slice(index + 1, end).join('\n');
    // The paragraph above the block, past blank lines and tables (none when another block ends above it).
    let at = index - 1;
    while (at >= 0 && (lines[at]?.trim() === '' || lines[at]?.startsWith('|'))) at -= 1;
    const paragraph: string[] = [];
    while (
      at >= 0 &&
      lines[at]?.trim() !== '' &&
      !lines[at]?.startsWith('|') &&
      !lines[at]?.startsWith('```')
    ) {
      paragraph.unshift(lines[at] ?? '');
      at -= 1;
    }
    const prose = paragraph.join(' ');
    blocks.push({
      request: /\bBody\b/.test(prose) && !/\bResponse\b/.test(prose),
      value: JSON.parse(text),
      text,
    });
  });
  return blocks;
}

/** Every key path of `value` that `schema` does not declare (a request example against the body schema). */
function undeclared(value: unknown, schema: Schema, path = '$'): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((each, index) => undeclared(each, schema.items ?? {}, `${path}[${index}]`));
  }
  // An object schema without `properties` (`{ type: 'object' }`) takes any keys.
  if (typeof value !== 'object' || value === null || schema.properties === undefined) return [];
  return Object.entries(value).flatMap(([key, each]) => {
    const declared = schema.properties?.[key];
    if (declared !== undefined) return undeclared(each, declared, `${path}.${key}`);
    return typeof schema.additionalProperties === 'object' ? [] : [`${path}.${key}`];
  });
}

/** What fastify sends for `payload` with `schema` as the response schema of `status` (fast-json-stringify). */
async function serialised(status: number, schema: Schema, payloads: unknown[]): Promise<unknown[]> {
  const app = Fastify();
  payloads.forEach((payload, index) => {
    app.get(`/case/${index}`, { schema: { response: { [status]: schema } } }, async (_request, reply) => {
      reply.code(status);
      return payload;
    });
  });
  const answers = [];
  for (const index of payloads.keys()) {
    const response = await app.inject({ method: 'GET', url: `/case/${index}` });
    answers.push({ status: response.statusCode, body: response.json() });
  }
  await app.close();
  return answers;
}

describe('the response schemas of the routes', () => {
  let routes: Route[];
  let byKey: Map<string, Route>;
  let services: string;
  let server: string;
  let contract: string;
  beforeAll(async () => {
    routes = collectRoutes();
    byKey = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
    services = await readFile(new URL('services.md', DOCS), 'utf8');
    server = await readFile(new URL('server.md', DOCS), 'utf8');
    // The two contracts: from the conventions to the local implementation (its test-only routes are not ours).
    contract = services.slice(0, services.indexOf('\n## The local implementation'));
  });

  it('declares a 2xx schema and the shared error body for 4xx and 5xx on every route', () => {
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes.filter((each) => each.url !== '/*')) {
      const statuses = Object.keys(route.response);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${route.method} ${route.url}`,
      ).toBe(true);
      expect(route.response['4xx'], `${route.method} ${route.url} 4xx`).toBe(ERROR_BODY);
      expect(route.response['5xx'], `${route.method} ${route.url} 5xx`).toBe(ERROR_BODY);
      for (const status of statuses.filter((each) => /^[45]\d\d$/.test(each))) {
        // The probes answer 503 with their status, not an error.
        if (route.url === '/readyz' || route.url === '/healthz') continue;
        expect(route.response[status], `${route.method} ${route.url} ${status}`).toBe(ERROR_BODY);
      }
    }
  });

  it('serves every route docs/services.md documents, and documents every route it serves', () => {
    const documented = new Set(documentedRoutes(contract));
    expect(documented.size).toBeGreaterThan(25);
    for (const key of documented) expect(byKey.has(key), `${key} (docs/services.md) is a route`).toBe(true);
    const everywhere = new Set([...documented, ...documentedRoutes(server)]);
    for (const route of routes.filter((each) => each.url !== '/*')) {
      const key = `${route.method} ${route.url}`;
      expect(everywhere.has(key), `${key} is documented in docs/services.md or docs/server.md`).toBe(true);
    }
  });

  it("declares the statuses each route's section names", () => {
    const sections = routeSections(contract);
    expect(sections.length).toBeGreaterThan(20);
    for (const section of sections) {
      const statuses = namedStatuses(section.lines.join('\n'));
      for (const key of section.routes) {
        const declared = Object.keys(byKey.get(key)?.response ?? {});
        for (const status of statuses) {
          expect(declared, `${key} declares ${status} (docs/services.md, "${section.title}")`).toContain(
            String(status),
          );
        }
      }
    }
  });

  it("declares every field of a route's response and body tables, with their types", () => {
    let checked = 0;
    for (const section of routeSections(contract)) {
      for (const key of section.routes) {
        const route = byKey.get(key);
        const ok =
          Object.entries(route?.response ?? {}).find(([status]) => status.startsWith('2'))?.[1] ?? {};
        for (const table of fieldTables(section.lines)) {
          for (const row of table.rows) {
            const names = fieldNames(row[0] ?? '');
            const types = documentedTypes(row[1] ?? '');
            const owners =
              table.kind === 'response'
                ? [ok]
                : table.kind === 'body'
                  ? [route?.body ?? {}]
                  : objectSchemas(ok).filter((each) =>
                      names.every((name) => each.properties?.[name] !== undefined),
                    );
            expect(owners.length, `${key}: ${table.caption} declares ${names.join(', ')}`).toBeGreaterThan(0);
            for (const name of names) {
              const field = owners[0]?.properties?.[name];
              expect(
                field,
                `${key}: "${name}" (${table.caption || 'response field'}) is declared`,
              ).toBeDefined();
              for (const type of types) {
                expect(typesOf(field ?? {}), `${key}: "${name}" is ${types.join(' | ')}`).toContain(type);
              }
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("sends every response example of docs/services.md unchanged through its route's 2xx schema", async () => {
    let checked = 0;
    for (const section of routeSections(contract)) {
      const route = byKey.get(section.routes[0] ?? '');
      const blocks = jsonBlocks(section.lines);
      for (const block of blocks.filter((each) => each.request)) {
        expect(
          undeclared(block.value, route?.body ?? {}),
          `${section.title}: the body example's fields`,
        ).toEqual([]);
      }
      const examples = blocks.filter((each) => !each.request).map((each) => each.value);
      if (examples.length === 0) continue;
      const [status, schema] =
        Object.entries(route?.response ?? {}).find(([key]) => key.startsWith('2')) ?? [];
      const answers = await serialised(Number(status), schema ?? {}, examples);
      expect(answers, section.title).toEqual(examples.map((body) => ({ status: Number(status), body })));
      checked += examples.length;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('sends the error bodies of docs/services.md unchanged through the shared error schema', async () => {
    const errors = contract.slice(
      contract.indexOf('\n## Errors and retries'),
      contract.indexOf('\n## Part 1'),
    );
    const examples = jsonBlocks(errors.split('\n')).map((each) => each.value);
    expect(examples).toHaveLength(2);
    const answers = await serialised(403, ERROR_BODY, examples);
    expect(answers).toEqual(examples.map((body) => ({ status: 403, body })));
  });
});
