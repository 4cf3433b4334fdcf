// POST /api/p/{id}/client/code {email, language}: a client asks for a code to open their portal
// (id: the studio's slug). Every address is answered alike, after the same work: the request is
// queued, and the queue mails a customer of the studio with that address the code and a one-click
// link (functions/lib/client-portal/portal-code-job.ts); any other address gets nothing. Looking the
// address up and mailing before answering would make a client's answer the slower one.
import { z } from 'zod';
import { newId } from '@core/domain/ids';
import { limitAttempts } from '../lib/attempt-limit';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { enqueue } from '../lib/queue';
import { studioAtSlug } from '../lib/site/public-studio';

const codeRequest = z.strictObject({
  email: z.email().max(320),
  language: z.enum(['en', 'es', 'ca']).default('en'),
});

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const { email, language } = parseJsonBody(event, codeRequest);
  await limitAttempts(sql, 'portal-code', { address: callerAddress(event), email: email.toLowerCase() });
  const requestId = newId();
  await enqueue('portal-code', { accountId: studio.id, email, language, requestId }, { singletonKey: requestId });
  return json(202, { email });
});
