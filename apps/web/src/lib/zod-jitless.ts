// The web app's `zod` (vite.config.ts aliases the bare specifier here). zod 4 compiles object
// parsers with `new Function` unless told not to; the Content-Security-Policy allows no eval, so
// in the browser that attempt was refused and reported as a CSP issue (Lighthouse's best
// practices, decision 042). The setting must come before any schema is made: zod reads it when an
// object schema is created, and this module runs before every module that imports `zod`.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
