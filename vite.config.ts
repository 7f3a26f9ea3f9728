import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { SITE_NAME, DOCUMENT_TITLE, SHELL } from './common/i18n/shell.ko';

/**
 * The installed site (spec §1: all visible text Korean). Colours are the theme's page background
 * (src/styles/tokens.css --color-bg), as in index.html's theme-color. The icons are drawn from
 * public/icons/*.svg by scripts/draw-app-icons.ts; the maskable one keeps its mark inside the
 * central 80 % that every launcher's mask leaves visible.
 */
const THEME_COLOR = '#0b0f17';
const webAppManifest = {
  name: DOCUMENT_TITLE,
  short_name: SITE_NAME,
  description: SHELL.tagline,
  lang: 'ko',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The router plugin must run before react() so generated route files get the JSX transform.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    VitePWA({
      // The new version waits until the member agrees (src/app/app-update.ts); the SPA registers
      // the worker itself (src/app/service-worker.ts), so no inline script joins index.html
      // (its policy is script-src 'self').
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      workbox: {
        // The shell and the built files only. Nothing else has a route in the worker, so /api
        // answers (balances, tokens: no-store) and the SSE streams always go to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The demo provider's game window is another company's page with its own policy.
        globIgnores: ['**/provider-demo.html'],
        navigateFallback: 'index.html',
        // Navigations that are not the SPA's: API answers and downloads opened as pages, the
        // provider's game window and API.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/file\//, /^\/provider(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
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
