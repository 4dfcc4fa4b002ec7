import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.js';

/** How deeply a JSON body may nest objects and arrays (the contract's bodies nest 4 levels at most). */
export const MAX_INPUT_DEPTH = 32;

/** A NUL character, or a UTF-16 surrogate without its pair: text that PostgreSQL cannot store. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** Whether `text` has a character PostgreSQL cannot store (NUL, an unpaired surrogate). */
export const isUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/** The problem of one input value: the field's name (`props.properties.note`, `addresses[2]`) and what. */
export type InputProblem = { field: string; problem: 'unstorable' | 'too_deep' };

const child = (field: string, key: string | number): string =>
  typeof key === 'number' ? `${field}[${key}]` : field === '' ? key : `${field}.${key}`;

/**
 * The first string or object key in `value` that PostgreSQL cannot store, or the first object or array nested
 * deeper than `maxDepth` (`value` itself is depth 1); `undefined` when there is none. Walks without recursion,
 * so that no input can exhaust the stack.
 */
export function findInputProblem(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
  root = '',
): InputProblem | undefined {
  const pending: { value: unknown; field: string; depth: number }[] = [{ value, field: root, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, field, depth } = next;
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return { field, problem: 'unstorable' };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > maxDepth) return { field, problem: 'too_deep' };
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((each, index) => [index, each])
      : Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, each] = entries[index] as [string | number, unknown];
      if (typeof key === 'string' && isUnstorableText(key)) return { field, problem: 'unstorable' };
      pending.push({ value: each, field: child(field, key), depth: depth + 1 });
    }
  }
  return undefined;
}

function refuse(found: InputProblem | undefined, part: string): void {
  if (found === undefined) return;
  const subject = found.field === '' ? `The ${part}` : `"${found.field}"`;
  throw new BadRequestError(
    found.problem === 'unstorable'
      ? `${subject} contains a NUL character or an unpaired UTF-16 surrogate`
      : `${subject} nests objects or arrays more than ${MAX_INPUT_DEPTH} levels deep`,
  );
}

/**
 * Refuses, on every route and before any other check reads them, inputs no route can store or process
 * safely: a NUL character or an unpaired UTF-16 surrogate in a query parameter, path parameter, JSON string
 * or key (PostgreSQL's text and jsonb cannot hold them, so they would fail as a 500 deep in a write), and a
 * JSON body nested more than {@link MAX_INPUT_DEPTH} levels (serialising it again could exhaust the stack).
 * 400 `invalid_param` naming the field. Register it before the project guard, whose lookup reads `projectId`.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise per hook is measurable (BENCHMARK.md).
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      refuse(findInputProblem(request.query), 'query string');
      refuse(findInputProblem(request.params), 'path');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuse(findInputProblem(request.body), 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
