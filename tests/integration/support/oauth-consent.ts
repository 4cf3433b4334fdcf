// The local Google and Facebook stand-in's consent page (local/auth/consent-page.ts), answered as a
// person would: the address typed there signs up or in, and the callback redirects with the result.
import { expect } from 'vitest';

/** Opens the provider's page at `url` and continues as `email`: the page, the answer, and where it leads. */
export async function consentAs(origin: string, url: string, email: string, headers: Record<string, string> = {}) {
  const page = await fetch(url, { headers });
  expect(page.status).toBe(200);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  const res = await fetch(`${origin}/auth/v1/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ state: state ?? '', email, action: 'continue' }),
    redirect: 'manual',
  });
  return { html, res, location: new URL(res.headers.get('location') ?? origin) };
}
