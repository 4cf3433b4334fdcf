// What the web app gets when it imports 'zod/mini' (web/build/vite.config.ts points the name here):
// zod's tree-shakable build, for the public pages, where full zod would be a quarter of all the
// code a client downloads. Told not to compile parsers with `new Function`, for the same reason
// and in the same way as lib/zod.ts.
import { config } from 'zod/v4/mini';

config({ jitless: true });

export * from 'zod/v4/mini';
