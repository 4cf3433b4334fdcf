// GET /authorize?provider=google|facebook: instead of redirecting to the provider, shows the
// local consent page. POST /callback: its form; signs the person in and sends them back to
// the app the way GoTrue's provider callback does (tokens in the fragment, or ?code= for PKCE).
import { z } from 'zod';
import { asLanguage, languageOfRequest } from '../../mail/local-strings';
import { consentPage, consentPageHeaders, expiredConsentPage } from '../consent-page';
import type { AuthContext, AuthRequest } from '../context';
import { UUID } from '../db';
import { isEmailAddress } from '../email-address';
import { forbidden, validationFailed } from '../errors';
import { createFlowState, issueAuthCode, parsePkce } from '../flow-state';
import { html, parseWith, readParams, redirect, type Reply } from '../http';
import { findOrCreateOAuthUser, oauthProviders, type OAuthProvider } from '../oauth-users';
import { safeRedirectTarget, withAuthCode, withError, withAuthSessionFragment } from '../redirects';
import { startAuthSession } from '../auth-sessions';

/** Time a person has to fill in the consent page. */
const CONSENT_LIFETIME_SECONDS = 10 * 60;

export async function authorize(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const query = request.url.searchParams;
  const requested = (query.get('provider') ?? '').toLowerCase();
  const provider = oauthProviders.find((p) => p === requested);
  if (!provider) throw validationFailed(`Unsupported provider: Provider ${requested} could not be found`);
  const pkce = parsePkce(query.get('code_challenge'), query.get('code_challenge_method'));
  const redirectTo = safeRedirectTarget(ctx.siteUrl, query.get('redirect_to'));

  const state = await createFlowState(ctx.sql, {
    userId: null,
    providerType: provider,
    authenticationMethod: 'oauth',
    pkce,
    redirectTo,
    lifetimeSeconds: CONSENT_LIFETIME_SECONDS,
  });
  const lng = languageOfRequest(request.req, request.url);
  return html(consentPage({ lng, provider, state }), 200, consentPageHeaders(redirectTo));
}

const ConsentForm = z.object({
  state: z.string().default(''),
  email: z.string().default(''),
  lng: z.string().optional(),
  action: z.enum(['continue', 'cancel']).default('continue'),
});

type ConsentFlow = { id: string; provider_type: OAuthProvider; code_challenge: string | null; redirect_to: string };

export async function consentCallback(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  // Only the consent page itself may submit: another site must not sign a visitor in to an
  // account of its choosing (login CSRF).
  const origin = request.req.headers.origin;
  if (origin !== undefined && origin !== new URL(ctx.siteUrl).origin) {
    throw forbidden('bad_oauth_callback', 'Cross-origin consent submissions are not allowed');
  }
  const form = parseWith(ConsentForm, await readParams(request.req));
  const lng = asLanguage(form.lng) ?? languageOfRequest(request.req, request.url);

  return ctx.sql.begin(async (tx) => {
    const [flow] = UUID.test(form.state)
      ? await tx<ConsentFlow[]>`
          select id, provider_type, code_challenge, redirect_to from auth.flow_state
          where id = ${form.state} and authentication_method = 'oauth' and auth_code_hash is null and expires_at > now()
          for update`
      : [];
    if (!flow) return html(expiredConsentPage(lng), 400);
    const pkce = flow.code_challenge !== null;

    if (form.action === 'cancel') {
      await tx`delete from auth.flow_state where id = ${flow.id}`;
      return redirect(
        withError(
          flow.redirect_to,
          { status: 403, code: 'access_denied', message: 'The user denied the request' },
          pkce,
        ),
      );
    }
    const email = form.email.trim();
    if (!isEmailAddress(email)) {
      const page = consentPage({ lng, provider: flow.provider_type, state: flow.id, email, invalidEmail: true });
      return html(page, 400, consentPageHeaders(flow.redirect_to));
    }

    const userId = await findOrCreateOAuthUser(tx, flow.provider_type, email.toLowerCase(), lng);
    if (pkce) return redirect(withAuthCode(flow.redirect_to, await issueAuthCode(tx, flow.id, userId)));
    await tx`delete from auth.flow_state where id = ${flow.id}`;
    return redirect(
      withAuthSessionFragment(flow.redirect_to, await startAuthSession(ctx, tx, userId, 'oauth', request)),
    );
  });
}
