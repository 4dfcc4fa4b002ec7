import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The page reads the local stack at run time (window.__WALLETDOCK_STACK__, injected by scripts/start.mjs),
// so one build works against any ports. In `vite dev` it reads VITE_WALLETDOCK_STACK instead.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
