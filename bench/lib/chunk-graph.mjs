// The output chunk graph of a build (what lib/build.mjs records): which chunks a page loads before the click
// (the entry and its static imports), which source modules each holds, and which other chunks import it — the
// lazy chunks (`import()`s) that share its modules with the entry, i.e. why the bundler put them in a chunk of
// their own instead of in the entry.

/** A source module's id, shortened: `core/errors/messages.js`, `nm:valtio/esm/vanilla.mjs`, `(bench app)/…`. */
export function shortModuleId(id) {
  const path = id.replace(/^\0/, '').replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at !== -1) return `nm:${path.slice(at + '/node_modules/'.length)}`;
  const workspace = /\/packages\/([^/]+)\/(?:dist\/)?(.*)$/.exec(path);
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  const app = /\/bench\/apps\/(.*)$/.exec(path);
  return app ? `(bench app)/${app[1]}` : path;
}

/** The chunks loaded with the entry: the entry chunk and, transitively, its static imports (file names). */
export function staticClosure(chunks) {
  const entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0];
  const closure = [];
  const visit = (file) => {
    if (closure.includes(file) || !chunks.has(file)) return;
    closure.push(file);
    for (const imported of chunks.get(file).imports) visit(imported);
  };
  if (entry) visit(entry);
  return closure;
}

/** How a chunk is named in the report: the module it is the facade of (an `import()` target), else its file. */
function chunkLabel(chunks, file) {
  const chunk = chunks.get(file);
  if (chunk?.isEntry) return 'the entry';
  return chunk?.facadeModuleId ? `import() of ${shortModuleId(chunk.facadeModuleId)}` : file;
}

/**
 * The initial chunks (`paths`, in load order) with their minified bytes, their modules and the chunks that
 * import each one besides the entry — one row per chunk.
 */
export function initialChunks(chunks, paths) {
  const importers = new Map();
  for (const [file, chunk] of chunks)
    for (const imported of chunk.imports) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  return paths
    .filter((path) => chunks.has(path))
    .map((path) => {
      const chunk = chunks.get(path);
      return {
        file: path,
        bytes: chunk.bytes,
        isEntry: chunk.isEntry,
        modules: chunk.modules.map((module) => shortModuleId(module.id)),
        importedBy: (importers.get(path) ?? []).map((file) => chunkLabel(chunks, file)),
      };
    });
}

const MAX_LISTED = 6;
const list = (items) =>
  items.length > MAX_LISTED
    ? `${items.slice(0, MAX_LISTED).join(', ')} and ${items.length - MAX_LISTED} more`
    : items.join(', ');

/** The initial chunks as a Markdown table (the entry's modules are only counted). */
export function initialChunksTable(chunks, paths) {
  return [
    '| initial chunk | minified | modules | also imported by |',
    '|---|---|---|---|',
    ...initialChunks(chunks, paths).map(
      (chunk) =>
        `| ${chunk.isEntry ? `${chunk.file} (entry)` : chunk.file} | ${(chunk.bytes / 1000).toFixed(1)} KB | ${
          chunk.isEntry ? `${chunk.modules.length} modules` : `\`${list(chunk.modules).replaceAll('`', '')}\``
        } | ${list(chunk.importedBy.filter((label) => label !== 'the entry')) || '—'} |`,
    ),
  ].join('\n');
}
