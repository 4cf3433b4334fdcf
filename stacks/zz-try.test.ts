import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { synthStage } from './test-support';
it('synth', async () => {
  const s = await synthStage(process.env.TRY_STAGE ?? 'dev');
  for (const [k, t] of Object.entries(s.templates)) writeFileSync(`/tmp/scratch/${s.stage}-${k}.json`, JSON.stringify(t.toJSON(), null, 1));
}, 300000);
