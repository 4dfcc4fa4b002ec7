// The code blocks of a README that are marked as runnable — an HTML comment `<!-- quickstart: NAME … -->` or
// `<!-- example: NAME … -->` right above a ```ts or ```tsx block — and how a Vite app type-checks them. Used by
// src/readme-quickstart.test.ts (against the built packages) and e2e/quickstart-tarballs.spec.ts (from packed
// tarballs outside the monorepo).

/** A marked block: its name, its language (the file extension) and its code. */
export type ReadmeBlock = { name: string; lang: 'ts' | 'tsx'; code: string };

/** The marked ```ts / ```tsx blocks of a README, in order. */
export function readmeBlocks(readme: string): ReadmeBlock[] {
  const pattern = /<!-- (?:quickstart|example): ([a-z0-9-]+)[^>]*-->\s*```(tsx?)\n([\s\S]*?)```/g;
  return [...readme.matchAll(pattern)].map((match) => ({
    name: match[1] ?? '',
    lang: match[2] === 'tsx' ? 'tsx' : 'ts',
    code: match[3] ?? '',
  }));
}

/** The block named `name`; throws when the README has none. */
export function readmeBlock(readme: string, name: string): ReadmeBlock {
  const block = readmeBlocks(readme).find((candidate) => candidate.name === name);
  if (block === undefined) throw new Error(`The README has no code block marked "${name}"`);
  return block;
}

/**
 * The compiler options of Vite's `react-ts` template (its tsconfig.app.json), for `src/`: what a developer who
 * pastes the quick start into a new Vite app type-checks it with.
 */
export const QUICKSTART_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    useDefineForClassFields: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    types: [],
    skipLibCheck: true,
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    noEmit: true,
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    erasableSyntaxOnly: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
  },
  include: ['src'],
};

/**
 * `import.meta.env` as Vite's `vite/client` types it, for a check without Vite installed (the tarball test
 * uses `/// <reference types="vite/client" />` itself).
 */
export const VITE_ENV_TYPES = `interface ImportMetaEnv {
  // biome-ignore lint/suspicious/noExplicitAny: as vite/client declares it
  [key: string]: any;
  BASE_URL: string;
  MODE: string;
  DEV: boolean;
  PROD: boolean;
  SSR: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
`;
