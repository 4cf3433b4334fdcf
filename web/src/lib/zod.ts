// What the web app gets when it imports 'zod' (web/build/vite.config.ts points the name here): zod,
// told not to build its object parsers with `new Function`. The pages' Content-Security-Policy
// forbids that (web/build/content-security-policy.ts: no 'unsafe-eval'), and zod's own probe for it
// would be reported as a violation. An object schema settles the question when it is created,
// so the setting must come before any schema exists, whichever chunk defines it: every module
// that imports zod runs after this one.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
