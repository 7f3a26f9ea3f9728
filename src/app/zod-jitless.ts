/**
 * The SPA's `zod` (vite.config.ts aliases the bare specifier here; the server and the tests
 * import the real one). The SPA runs under `script-src 'self'` without 'unsafe-eval'
 * (server/http/security-headers.ts), and zod probes `new Function` the first time a
 * z.object is built — at module evaluation, in whatever chunk comes first — to decide whether to
 * compile fast parsers: the refused probe is a CSP violation on every page load. Configured here,
 * before any importer's body runs, zod never probes; jitless parsing is all the policy allows.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };
