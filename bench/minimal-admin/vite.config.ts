import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the minimal react-admin yardstick into bench/output/minimal-admin (see bench/startup.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../output/minimal-admin', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
