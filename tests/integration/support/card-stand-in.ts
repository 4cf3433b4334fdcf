// The local stand-in for Stripe's pages (local/card-payments/), as a client or studio fills them.
import { platformOrigin } from '../../support/env';

/** Submits the stand-in's form at `url` (its query as the form's fields) with `fields` added. */
export const submitForm = (url: URL, fields: Record<string, string> = {}) =>
  fetch(`${platformOrigin()}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...fields }).toString(),
    redirect: 'manual',
  });
