// POST /api/accounts/{id}/mail-templates/preview {subject, body, language, customerId?, sessionId?}:
// a template's version as its client would read it, before it is saved, for managers. Another
// studio's client or session answers 404, as one that does not exist.
import { mailPreviewInput } from '@core/domain/mail-template';
import { needs } from '@core/domain/roles';
import { requiredEnv } from '../lib/env';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { previewMail } from '../lib/mail-templates/preview-mail';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const request = parseJsonBody(event, mailPreviewInput);
  const preview = await previewMail(sql, accountId, requiredEnv('SITE_URL'), request);
  if (!preview) throw new HttpError(404, 'not_found', 'Client or session not found');
  return json(200, preview);
});
