// The local stand-in for Stripe's pages (local/card-payments/), as a client or studio fills them.
import { expect } from 'vitest';
import { platformOrigin } from '../../support/env';
import { api, type TestUser } from '../../support/users';

/** Submits the stand-in's form at `url` (its query as the form's fields) with `fields` added. */
export const submitForm = (url: URL, fields: Record<string, string> = {}) =>
  fetch(`${platformOrigin()}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...fields }).toString(),
    redirect: 'manual',
  });

/** Connects the studio's Stripe account through the stand-in's onboarding, as its owner `user`. */
export async function connectCardPayments(user: TestUser): Promise<void> {
  const path = `/api/accounts/${user.accountId}/card-payments/connect`;
  const started = await api('POST', path, { token: user.accessToken, body: {} });
  expect(started.status).toBe(200);
  const onboarding = new URL(((await started.json()) as { url: string }).url);
  expect((await submitForm(onboarding)).status).toBe(303);
}
