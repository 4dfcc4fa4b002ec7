import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The 150-line function rule (ARCHITECTURE.md, "How to add an adapter" for the adapters): no function of core,
// react or an adapter is longer, so that the next feature or adapter finds small parts to follow. Checked by
// src/function-length.test.ts (core and react) and adapter-kit/adapter-packages.test.ts (every adapter package),
// both with this one checker.

/** The longest a function (declaration, expression, arrow or method, with its body) may be, in lines. */
export const MAX_FUNCTION_LINES = 150;

/** The repository's packages/ folder. */
export const PACKAGES_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** Every TypeScript source file under `dir` (`.ts`, `.tsx`), tests (`*.test.ts(x)`) excepted. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source files of the packages whose folder name passes `include` (each package's `src/`). */
export function packageSources(include: (name: string) => boolean): string[] {
  return readdirSync(PACKAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && include(entry.name))
    .map((entry) => join(PACKAGES_DIR, entry.name, 'src'))
    .filter((dir) => existsSync(dir))
    .flatMap(sourceFiles);
}

/**
 * Every function of `text` (a module named `name`) longer than `max` lines, as `name:line fn (n lines)`; a
 * function without a name is `(anonymous)`.
 */
export function longFunctionsIn(name: string, text: string, max: number = MAX_FUNCTION_LINES): string[] {
  const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, kind);
  const findings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) {
        const fn = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
        findings.push(`${name}:${start + 1} ${fn} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Every function of the files at `paths` longer than `max` lines, each file named relative to packages/. */
export function longFunctions(paths: readonly string[], max: number = MAX_FUNCTION_LINES): string[] {
  return paths.flatMap((path) =>
    longFunctionsIn(relative(PACKAGES_DIR, path), readFileSync(path, 'utf8'), max),
  );
}
