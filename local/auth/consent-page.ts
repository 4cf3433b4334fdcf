// The page that stands in for Google's or Facebook's sign-in locally: the person types the
// e-mail address of the account the provider would vouch for.
import { escapeHtml, htmlDocument } from '../mail/html';
import { translate, type Language, type StringKey } from '../mail/local-strings';
import type { OAuthProvider } from './oauth-users';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

const style = `
  main { max-width: 26rem; }
  .notice { padding: 0.75rem 1rem; border-radius: 6px; background: #fef3c7; color: #78350f; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  input[type=email] { padding: 0.5rem; border: 1px solid #8888; border-radius: 6px; }
  .actions { display: flex; gap: 0.75rem; }
  button { padding: 0.5rem 1.25rem; border-radius: 6px; border: 1px solid #8888; cursor: pointer; }
  button[value=continue] { background: #2563eb; color: #fff; border-color: #2563eb; }
  .error { color: #b91c1c; }
`;

/** The page cannot be framed (clickjacking) and may only post to this server and the app. */
export function consentPageHeaders(redirectTo: string): Record<string, string> {
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectTo).origin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    // Not no-referrer: that makes browsers send `Origin: null` with the form, which the
    // callback's origin check refuses.
    'referrer-policy': 'same-origin',
  };
}

export function consentPage(input: {
  lng: Language;
  provider: OAuthProvider;
  state: string;
  email?: string;
  invalidEmail?: boolean;
}): string {
  const provider = PROVIDER_NAMES[input.provider];
  const t = (key: StringKey) => escapeHtml(translate(input.lng, key, { provider }));
  const body = `<h1>${t('consent.title')}</h1>
<p class="notice">${t('consent.notice')}</p>
<form method="post" action="/auth/v1/callback">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<input type="hidden" name="lng" value="${input.lng}">
<p>${t('consent.instructions')}</p>
<label for="email">${t('consent.emailLabel')}</label>
<input id="email" name="email" type="email" required autocomplete="email" autofocus value="${escapeHtml(input.email ?? '')}"${
    input.invalidEmail ? ' aria-invalid="true" aria-describedby="email-error"' : ''
  }>
${input.invalidEmail ? `<p id="email-error" class="error" role="alert">${t('consent.invalidEmail')}</p>` : ''}
<div class="actions">
<button type="submit" name="action" value="continue">${t('consent.continue')}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${t('consent.cancel')}</button>
</div>
</form>`;
  return htmlDocument({ lang: input.lng, title: translate(input.lng, 'consent.title', { provider }), body, style });
}

export function expiredConsentPage(lng: Language): string {
  const t = (key: StringKey) => escapeHtml(translate(lng, key));
  const body = `<h1>${t('consent.expiredTitle')}</h1>
<p>${t('consent.expiredBody')}</p>`;
  return htmlDocument({ lang: lng, title: translate(lng, 'consent.expiredTitle'), body, style });
}
