import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of one of the demo's production builds: apps/demo/<name>/, or <WALLETDOCK_DEMO_OUT>/<name>/ when that
 * is set (apps/demo/vite.config.ts builds there too).
 */
export function demoBuildRoot(name: 'dist' | 'dist-react18'): string {
  const out = process.env.WALLETDOCK_DEMO_OUT;
  return out ? `${join(out, name)}/` : fileURLToPath(new URL(`../apps/demo/${name}/`, import.meta.url));
}
