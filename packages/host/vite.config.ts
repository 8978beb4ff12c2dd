// The host's build. The first visit to /login must stay small (<= 180 KB gzip, see
// docs/architecture.md#budgets), so the layout and every protected page are lazy route chunks; only
// the public pages, the router and the shared React + Fluent + runtime code load up front.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineTokensPlugin } from '../widgets/build/inline-tokens.ts';
import { themeCssPlugin } from '../widgets/build/theme-css-plugin.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), themeCssPlugin(), inlineTokensPlugin()],
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps: production would serve the source (docs/decisions/2026-11-26-host-page-csp.md).
    sourcemap: false,
    // Lets the size check follow the entry's static imports (what a first visit to /login loads).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (what any first visit runs) in one chunk
          // beside it, instead of two dozen small ones that rolldown would split off for the lazy
          // pages that share them: fewer requests on the critical path, and one preload.
          groups: [
            { name: 'first-visit', tags: ['$initial'], includeDependenciesRecursively: false },
            // The libraries and kit code that two or more lazy pages share, in one chunk instead of
            // the few dozen of 1-3 KB that rolldown made: a signed-in page opened directly fetched
            // them as another round of requests before its widgets could ask for their data.
            {
              name: 'signed-in-common',
              test: /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@tanstack)[\\/]|packages[\\/]widgets[\\/]src[\\/](kit|runtime)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
