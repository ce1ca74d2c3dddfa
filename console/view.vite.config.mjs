import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The MCP App view (src/view.tsx): built on its own, then inlined into one HTML file by
// scripts/build-console.mjs (a host renders it from a resource, with no server to fetch from).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: 'dist-view',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    assetsInlineLimit: 100_000_000,
    chunkSizeWarningLimit: 4096,
    target: 'es2022',
    rollupOptions: {
      input: fileURLToPath(new URL('view.html', import.meta.url)),
      output: { inlineDynamicImports: true },
      onwarn(warning, warn) {
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
    },
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
