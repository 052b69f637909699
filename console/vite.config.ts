/**
 * The operator console's build (docs/console.md): Vite bundles console/ into dist/console, served by idrisk at
 * /console. No inline script (modulepreload polyfill off: Chromium, Firefox and Safari support modulepreload), no
 * source maps in what ships, hashed file names (served as immutable). The chart (uPlot) and graph (Cytoscape.js)
 * libraries are loaded only by the screens that draw them.
 */
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/console/',
  logLevel: 'warn',
  resolve: {
    alias: {
      // The generated types and routes of the official client (packages/client, from the served OpenAPI document).
      '@client': fileURLToPath(new URL('../packages/client/src', import.meta.url)),
      '@idrisk': fileURLToPath(new URL('../src', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: false,
    rollupOptions: {
      // TanStack Query marks its modules "use client" (for React server components); nothing here renders on a server.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'PLUGIN_TIMINGS') return;
        warn(warning);
      },
    },
  },
});
