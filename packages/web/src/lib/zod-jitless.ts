import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod probes `new Function("")` to decide whether to
 * compile fast parsers, and our CSP (script-src 'self', no 'unsafe-eval') reports that probe as a violation
 * in the console even though zod catches it. Without eval zod parses the interpreted way, as it would anyway.
 */
z.config({ jitless: true });
