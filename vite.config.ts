import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The router plugin must run before react() so generated route files get the JSX transform.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  // zod without its `new Function` probe, which the CSP reports on every page (see the module).
  resolve: {
    // rxjs's ES2015 build instead of its ES5 one: no down-levelled classes and no tslib helpers
    // on the first page; every browser the site supports runs ES2015.
    conditions: ['es2015', 'module', 'browser', 'development|production'],
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/app/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/file': { target: apiTarget, changeOrigin: false },
      // The demo provider's API and game pages live on the API server's port.
      '/provider': { target: apiTarget, changeOrigin: false },
    },
  },
  // 'hidden': maps are written for symbolicating error reports, but the bundles do not point
  // to them and the server never serves them (server/http/spa.plugin.ts).
  // Two pages: the site, and the demo provider's game window (provider-demo.html), which
  // is another company's client and shares no chunk of the site but the libraries.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        'provider-demo': fileURLToPath(new URL('provider-demo.html', import.meta.url)),
      },
    },
  },
});
