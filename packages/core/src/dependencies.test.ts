import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// How controllers and features reach each other (ARCHITECTURE.md "Core"): each is given its dependencies
// (`createX(ctx, deps)`; a feature gets the controllers its definition lists), never a shared bag, and no
// module imports itself back through a cycle. Checked on every non-test module of core.
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

/** Uses of a `controllers` property read off a context (`ctx.controllers`, `context.controllers`, …). */
function bagAccesses(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'controllers' &&
      /^(ctx|context)$/i.test(node.expression.getText(source))
    ) {
      found.push(
        `${node.getText(source)} (line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1})`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Relative specifiers this module imports at run time (no `import type`, no type-only export). */
function runtimeImports(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) return [];
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) return [];
      return ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [];
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      return ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [];
    }
    return [];
  });
}

/** The module graph (file → files it imports at run time), relative to src/. */
function runtimeGraph(sources: readonly { name: string; source: ts.SourceFile }[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { name, source } of sources) {
    graph.set(
      name,
      runtimeImports(source)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => join(dirname(name), specifier.replace(/\.js$/, '.ts'))),
    );
  }
  return graph;
}

/** Every import cycle (as a path that comes back to its first file), found by depth-first search. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    const at = stack.indexOf(file);
    if (at !== -1) {
      found.push([...stack.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

/**
 * The late-bound dependencies `createWalletDock` passes (`createX(ctx, { y: () => y })`): each is a back edge of
 * the controller graph, as `x → y`. Every other dependency is a value built before, which the compiler checks.
 */
function lateBoundEdges(source: ts.SourceFile): string[] {
  const edges: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer !== undefined &&
      ts.isCallExpression(node.initializer) &&
      /^create[A-Z]/.test(node.initializer.expression.getText(source))
    ) {
      const deps = node.initializer.arguments[1];
      if (deps !== undefined && ts.isObjectLiteralExpression(deps)) {
        for (const property of deps.properties) {
          if (ts.isPropertyAssignment(property) && ts.isArrowFunction(property.initializer)) {
            edges.push(`${node.name.text} → ${property.name.getText(source)}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

describe('core dependencies', () => {
  it('late-binds only the known back edges between controllers (a new one is a deliberate change)', () => {
    const client = files.find((file) => file.name === join('client', 'create-walletdock.ts'));
    expect(client).toBeDefined();
    // Each back edge and why it cannot be a forward one:
    // - router → modal: going back from the first view (and a finished wallet request) closes the modal, which
    //   navigates with the router.
    // - chains → modal: an UnsupportedChain network opens the modal, which reads the chains.
    // - connectors → modal: the listing shows the namespace the modal was opened for; the modal needs the
    //   connection, which needs the connectors.
    // - walletDirectory → connectors: the directory leaves out installed wallets; the connectors list the
    //   directory's wallets.
    // - connection → modal: the connect action (connect-flow.ts) closes the modal on success and picks
    //   WalletConnect's namespace from the one the modal was opened for; the modal disconnects through the
    //   connection (cancelSignIn).
    expect(lateBoundEdges(client?.source as ts.SourceFile).sort()).toEqual([
      'chains → modal',
      'connection → modal',
      'connectors → modal',
      'router → modal',
      'walletDirectory → connectors',
    ]);
  });

  it.each(files.map((f) => [f.name, f.source] as const))(
    '%s reaches no controller through a shared bag (ctx.controllers)',
    (_name, source) => {
      expect(bagAccesses(source)).toEqual([]);
    },
  );

  it('gives controllers no bag: the context has no `controllers`', () => {
    const context = files.find((file) => file.name === join('client', 'context.ts'));
    expect(context?.source.getText()).not.toMatch(/^\s*(readonly\s+)?controllers\s*:/m);
  });

  it('has no import cycle between core modules (type-only imports aside)', () => {
    expect(cycles(runtimeGraph(files))).toEqual([]);
  });

  it('imports a feature’s code only from its own folder (its definition loads it with import())', () => {
    const featureCode = /^features\/([^/]+)\/(?!feature\.ts$|state\.ts$|types\.ts$)[^/]+\.ts$/;
    const offenders = [...runtimeGraph(files)].flatMap(([from, targets]) =>
      targets.flatMap((target) => {
        const owner = featureCode.exec(target)?.[1];
        return owner !== undefined && !from.startsWith(`features/${owner}/`) ? [`${from} → ${target}`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it('the checks catch what they look for', () => {
    const parse = (name: string, text: string) => ({
      name,
      source: ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true),
    });
    const bag = parse('bad.ts', 'export function f(ctx) { return ctx.controllers.modal.close(); }');
    expect(bagAccesses(bag.source)).toHaveLength(1);
    const cyclic = [
      parse('a.ts', "import { b } from './b.js';\nimport type { C } from './c.js';"),
      parse('b.ts', "import { a } from './a.js';"),
      parse('c.ts', "import { a } from './a.js';"),
    ];
    expect(cycles(runtimeGraph(cyclic))).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });
});
