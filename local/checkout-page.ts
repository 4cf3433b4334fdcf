// What the local stand-ins' checkout pages share (billing's card setup, the studios' card
// payments): one look, headers that keep them out of frames and scripts, and their small forms.
import type { IncomingMessage } from 'node:http';
import { readBoundedBody } from './read-body';

const MAX_FORM_BYTES = 4096;

export const checkoutStyle = `
  main { max-width: 26rem; }
  .notice { padding: 0.75rem 1rem; border-radius: 6px; background: #fef3c7; color: #78350f; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  input[type=text] { padding: 0.5rem; border: 1px solid #8888; border-radius: 6px; }
  .actions { display: flex; gap: 0.75rem; align-items: center; }
  button { padding: 0.5rem 1.25rem; border-radius: 6px; border: 1px solid #2563eb; background: #2563eb; color: #fff; cursor: pointer; }
  .error { color: #b91c1c; }
`;

export const checkoutHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/** A posted form's fields; undefined when the body is too large. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBoundedBody(req, MAX_FORM_BYTES);
  return body && new URLSearchParams(body.toString('utf8'));
}
