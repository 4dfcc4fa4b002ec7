import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Rules for every adapter package (packages/adapter-*/src), checked here so that a new adapter is covered the
// day its folder exists: adapters are built on this kit and hold small functions of chain-specific code.
const packagesDir = fileURLToPath(new URL('../../../', import.meta.url));

/** The longest a function (declaration, expression, arrow or method, with its body) may be, in lines. */
const MAX_FUNCTION_LINES = 150;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const adapterSources = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('adapter-'))
  .map((entry) => join(packagesDir, entry.name, 'src'))
  .filter((dir) => existsSync(dir))
  .flatMap(sourceFiles);

/** Every function of a file longer than `max` lines, as `file:line name (n lines)`. */
function longFunctions(path: string, max: number): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
  const findings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) {
        const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
        findings.push(`${relative(packagesDir, path)}:${start + 1} ${name} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('adapter packages', () => {
  it('finds the adapters', () => {
    expect(adapterSources.some((path) => path.includes('adapter-evm'))).toBe(true);
    expect(adapterSources.some((path) => path.includes('adapter-solana'))).toBe(true);
  });

  it(`have no function over ${MAX_FUNCTION_LINES} lines (tests excepted)`, () => {
    expect(adapterSources.flatMap((path) => longFunctions(path, MAX_FUNCTION_LINES))).toEqual([]);
  });

  it('the check sees a long function', () => {
    const long = join(packagesDir, 'core/src/walletconnect/hub.ts'); // createWalletConnectHub: over 100 lines
    expect(longFunctions(long, 100)).toEqual([
      expect.stringMatching(/createWalletConnectHub \(\d+ lines\)$/),
    ]);
  });
});
