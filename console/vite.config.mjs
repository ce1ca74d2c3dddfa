import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The console is served by Charter itself under /console/ (src/http/console-route.ts); its index at /.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The polyfill is an inline script, which the console's CSP (script-src 'self') refuses.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 4096,
    target: 'es2022',
    rollupOptions: {
      // zod's sources carry comments Rollup cannot place; they change nothing in the output.
      onwarn(warning, warn) {
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
    },
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
