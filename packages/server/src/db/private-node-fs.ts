import { mkdirSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Permission bits of group and others, never given to a file of the embedded store. */
export const GROUP_AND_OTHERS = 0o077;

type NodeOps = {
  mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
  setattr(node: unknown, attr: { mode?: number | null }): unknown;
};

/** Makes Emscripten's NODEFS of one PGlite instance create and chmod its files for their owner only. */
function ownerOnly(nodefs: { node_ops: NodeOps }): void {
  const ops = nodefs.node_ops;
  const { mknod, setattr } = ops;
  ops.mknod = (parent, name, mode, dev) => mknod.call(ops, parent, name, mode & ~GROUP_AND_OTHERS, dev);
  ops.setattr = (node, attr) =>
    setattr.call(ops, node, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHERS });
}

/**
 * PGlite's Node file system with files private to their owner, whatever the process umask: `0600` files and
 * `0700` directories, the write-ahead log and every file PGlite writes later included. PGlite's PostgreSQL
 * runs in WebAssembly and asks Emscripten's NODEFS for `0666`/`0777` (its own umask is not applied there);
 * this file system takes group and other bits off each file it creates (`mknod`) or changes (`chmod`).
 */
export class PrivateNodeFS extends NodeFS {
  constructor(dataDir: string) {
    // The root itself, before NodeFS would create it with the umask's mode.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    super(dataDir);
  }
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun: NonNullable<typeof emscriptenOpts.preRun> = [
      ...(emscriptenOpts.preRun ?? []),
      (module) => ownerOnly((module as unknown as { NODEFS: { node_ops: NodeOps } }).NODEFS),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}
