#!/usr/bin/env node
// Size budgets of built chunks as a visitor downloads them: each file matched by a glob, brotli-compressed
// (quality 11), without re-bundling — so lazy chunks are counted on their own, not pulled into their importer
// as size-limit's esbuild run does. Budgets live in `chunk-budgets.json`; a missing or over-budget chunk fails.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(join(root, 'chunk-budgets.json'), 'utf8'));

/** `dir/prefix-*.js` → the files of `dir` whose name matches (one `*`, no directories in the pattern). */
function match(pattern) {
  const dir = join(root, dirname(pattern));
  const [head, tail] = basename(pattern).split('*');
  return readdirSync(dir)
    .filter((name) => (tail === undefined ? name === head : name.startsWith(head) && name.endsWith(tail)))
    .map((name) => join(dir, name));
}

const brotli = (file) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

let failed = false;
for (const { name, path, limit, exclude = [] } of budgets) {
  // `exclude`: globs of other chunks the path's prefix also matches (`send-*.js` and the views' `send-problem-*.js`).
  const excluded = new Set(exclude.flatMap((pattern) => match(join(dirname(path), pattern))));
  const files = match(path).filter((file) => !excluded.has(file));
  const limitBytes = Number.parseFloat(limit) * 1000;
  if (files.length === 0) {
    console.error(`✖ ${name}: no file matches ${path} (build first)`);
    failed = true;
    continue;
  }
  const size = files.reduce((sum, file) => sum + brotli(file), 0);
  const ok = size <= limitBytes;
  failed ||= !ok;
  console.log(`${ok ? '✔' : '✖'} ${name}: ${kb(size)} brotli (limit ${limit}; ${files.length} file(s))`);
}
process.exit(failed ? 1 : 0);
