// Entry point of every /api route's Lambda. Module order matters: load-config finishes (it
// awaits SSM) before the route's handler module is evaluated, since that module reads its
// settings when it loads (functions/lib/sentry.ts). esbuild resolves `studio-route-handler`
// to the route's module under functions/ (stacks/functions.ts).
import './load-config';

export { handler } from 'studio-route-handler';
