// A framework host's initial chunks (Next.js): which of the JS files a WalletDock app loads before the click are
// the very files the plain app of the same bundler loads too (the framework's runtime: same content), and which
// are the app's own — where WalletDock's initial code is. Next.js does not expose its chunk graph to the bench,
// so the files are told apart by content (lib/next.mjs hashes each built file), not by their modules.

/**
 * The initial chunks of an app (`paths`, in load order, of `chunks`) against the plain app's (`basePaths` of
 * `baseChunks`): per file its minified bytes, whether the plain app loads a file with the same content, and
 * whether it holds WalletDock code (`walletdock`, set by lib/next.mjs).
 */
export function sharedInitialChunks(chunks, paths, baseChunks, basePaths) {
  const baseHashes = new Set(basePaths.map((path) => baseChunks.get(path)?.hash).filter(Boolean));
  return paths
    .filter((path) => chunks.has(path))
    .map((path) => {
      const chunk = chunks.get(path);
      return {
        file: path,
        bytes: chunk.bytes,
        shared: baseHashes.has(chunk.hash),
        walletdock: Boolean(chunk.walletdock),
      };
    });
}

/**
 * The same as a Markdown table, then how many initial files the app loads beyond the plain app's, and how many
 * of its files differ from all of the plain app's (a bundler that numbers modules per build, as Turbopack does,
 * changes the framework's own chunks too when the app adds modules, so a differing file is not all WalletDock).
 */
export function sharedInitialChunksTable(chunks, paths, baseChunks, basePaths) {
  const rows = sharedInitialChunks(chunks, paths, baseChunks, basePaths);
  const own = rows.filter((row) => !row.shared);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const added = rows.length - basePaths.length;
  const withWalletDock = rows.filter((row) => row.walletdock);
  const total = (list) => kb(list.reduce((sum, row) => sum + row.bytes, 0));
  return [
    '| initial chunk | minified | in the plain app too | holds WalletDock code |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.file} | ${kb(row.bytes)} | ${row.shared ? 'yes (same file)' : 'no'} | ${row.walletdock ? 'yes' : 'no'} |`,
    ),
    '',
    `${rows.length} initial files, ${added >= 0 ? `${added} more` : `${-added} fewer`} than the plain app's ${basePaths.length}; ${withWalletDock.length} of them hold WalletDock code (${total(withWalletDock)} minified; a file that holds the word "walletdock"); ${own.length} (${total(own)}) differ from every file the plain app loads, the other ${rows.length - own.length} are the same files.`,
  ].join('\n');
}
