// An instant as the API and Zero take it, checked: epoch milliseconds in a range that keeps typos
// like year 20226 out of the books. Apart from session-time.ts, which the back office's first
// screen reads without a validation library.
import { z } from 'zod/mini';

const EARLIEST = Date.UTC(1990, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
export const instant = z
  .number({ error: 'dateRequired' })
  .check(z.int({ error: 'invalid' }), z.minimum(EARLIEST, 'dateRange'), z.maximum(LATEST, 'dateRange'));
