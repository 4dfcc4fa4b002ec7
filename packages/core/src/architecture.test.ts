import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The rules of DESIGN.md §2–3 that make one client instance own all state and keep core server-safe,
// checked on the source: every non-test module of core.
const srcDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(srcDir).map((path) => ({
  name: relative(srcDir, path),
  source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true),
}));

const STATEFUL_CONSTRUCTORS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'EventTarget', 'AbortController']);
const STATEFUL_CALLS = new Set(['proxy', 'proxyMap', 'proxySet', 'ref']);
const BROWSER_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
]);

/** Visits a top-level statement without entering function bodies (those run only when called). */
function visitModuleScope(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
  ts.forEachChild(node, (child) => visitModuleScope(child, visit));
}

function moduleScopeState(source: ts.SourceFile): string[] {
  const findings: string[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const flags = statement.declarationList.flags;
      if (!(flags & ts.NodeFlags.Const))
        findings.push(`mutable binding: ${statement.getText().split('\n')[0]}`);
    }
    visitModuleScope(statement, (node) => {
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        STATEFUL_CONSTRUCTORS.has(node.expression.text)
      ) {
        findings.push(`new ${node.expression.text}() at module scope`);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        STATEFUL_CALLS.has(node.expression.text)
      ) {
        findings.push(`${node.expression.text}() at module scope`);
      }
    });
  }
  return findings;
}

function moduleScopeBrowserGlobals(source: ts.SourceFile): string[] {
  const findings: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement)
    )
      continue;
    if (ts.isInterfaceDeclaration(statement)) continue;
    visitModuleScope(statement, (node) => {
      if (ts.isIdentifier(node) && BROWSER_GLOBALS.has(node.text)) {
        const parent = node.parent;
        const isPropertyName = parent && ts.isPropertyAccessExpression(parent) && parent.name === node;
        const isKey = parent && ts.isPropertyAssignment(parent) && parent.name === node;
        if (!isPropertyName && !isKey) findings.push(`${node.text} used at module scope`);
      }
    });
  }
  return findings;
}

function imports(source: ts.SourceFile): string[] {
  return source.statements
    .filter(
      (s): s is ts.ImportDeclaration | ts.ExportDeclaration =>
        ts.isImportDeclaration(s) || ts.isExportDeclaration(s),
    )
    .map((s) => s.moduleSpecifier)
    .filter((m): m is ts.StringLiteral => m !== undefined && ts.isStringLiteral(m))
    .map((m) => m.text);
}

describe('core architecture', () => {
  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [f.name, f.source] as const))(
    '%s keeps no state at module scope',
    (_name, source) => {
      expect(moduleScopeState(source)).toEqual([]);
    },
  );

  it.each(files.map((f) => [f.name, f.source] as const))(
    '%s touches no browser global at module scope',
    (_name, source) => {
      expect(moduleScopeBrowserGlobals(source)).toEqual([]);
    },
  );

  it.each(files.map((f) => [f.name, f.source] as const))(
    '%s imports no React, adapter, testing package or chain SDK',
    (_name, source) => {
      const forbidden = imports(source).filter(
        (specifier) =>
          /^(react|react-dom|viem|@solana\/|@walletconnect\/)/.test(specifier) ||
          /^@walletdock\/(react|adapter-|testing|frame)/.test(specifier) ||
          specifier === 'valtio' ||
          specifier === 'valtio/react',
      );
      expect(forbidden).toEqual([]);
    },
  );

  it('the checks catch what they look for', () => {
    const bad = ts.createSourceFile(
      'bad.ts',
      'let count = 0;\nconst cache = new Map();\nconst state = proxy({});\nconst ua = navigator.userAgent;\nexport function ok() { return window.location; }',
      ts.ScriptTarget.ES2022,
      true,
    );
    expect(moduleScopeState(bad)).toHaveLength(3);
    expect(moduleScopeBrowserGlobals(bad)).toEqual(['navigator used at module scope']);
  });
});
