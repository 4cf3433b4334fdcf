// A gallery's clients as the real flows make them: invited by mail, with the image token their
// link trades for, and the mails they are sent.
import { expect } from 'vitest';
import { newId } from '@core/domain/ids';
import { mailsTo } from '../../support/mailbox';
import { api, type TestUser } from '../../support/users';

export const newAddress = (label: string) => `${label}-${newId().slice(0, 8).toLowerCase()}@example.com`;

/** A client invited by mail to `galleryId`, with the image token the real invite flow gives. */
export async function invitedClient(
  galleryId: string,
  studioSlug: string,
  by: TestUser,
): Promise<{ email: string; access: string }> {
  const email = newAddress('client');
  const res = await api('POST', '/api/auth/invite', {
    token: by.accessToken,
    body: { email, data: { galleryId, accountSlug: studioSlug } },
  });
  expect(res.status).toBe(201);
  const [mail] = await mailsTo(email);
  const token = new URL(/http\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get('token');
  const verified = await api('POST', '/api/auth/verify-invite', { body: { token } });
  return { email, access: ((await verified.json()) as { access: { token: string } }).access.token };
}
