import { defaultClientConditions, defineConfig } from 'vite';

// Relative asset URLs so that dist/ works from any path of any static host; workspace
// packages bundled from their TypeScript sources, as the tests run them.
export default defineConfig({
  base: './',
  resolve: { conditions: ['@rcs-send/source', ...defaultClientConditions] },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1024 },
});
