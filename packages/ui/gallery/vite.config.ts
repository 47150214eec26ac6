import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browsable gallery: every `gallery/examples/*.example.tsx` file, rendered from the package
 * source. `pnpm --filter @openshiur/ui gallery` serves it; `gallery:build` writes a static site
 * to `gallery/dist` (the browser tests in `e2e/` run against that build).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  preview: { host: '127.0.0.1', port: Number(process.env.GALLERY_PORT ?? 4173), strictPort: true },
  server: { host: '127.0.0.1', port: Number(process.env.GALLERY_PORT ?? 4173) },
});
