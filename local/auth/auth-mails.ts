// The mails of the auth flows, in the user's language: a link to GET /verify and the same
// proof as a 6-digit code, for people who read mail on another device.
import type { Mail } from '../mail/mailbox';
import { escapeHtml } from '../mail/html';
import { asLanguage, translate, type Language, type StringKey } from '../mail/local-strings';
import type { AuthContext, AuthRequest } from './context';
import { createFlowState, type Pkce } from './flow-state';
import { issueOneTimeToken, ONE_TIME_TOKEN_LIFETIME_SECONDS, type OneTimeTokenType } from './one-time-tokens';
import { takeOrThrow } from './rate-limit';
import type { AuthMethod } from './auth-sessions';

type AuthMailKind = 'magicLink' | 'recovery' | 'confirmSignup' | 'emailChange';

const KINDS: Record<AuthMailKind, { tokenType: OneTimeTokenType; verifyType: string; method: AuthMethod }> = {
  magicLink: { tokenType: 'magiclink', verifyType: 'magiclink', method: 'magiclink' },
  recovery: { tokenType: 'recovery', verifyType: 'recovery', method: 'recovery' },
  confirmSignup: { tokenType: 'confirmation', verifyType: 'signup', method: 'email/signup' },
  emailChange: { tokenType: 'email_change', verifyType: 'email_change', method: 'email_change' },
};

/** user_metadata.locale is where the app keeps the user's language. */
export function mailLanguage(userMetadata: Record<string, unknown>): Language {
  return asLanguage(userMetadata.locale) ?? 'en';
}

/** Counts a mail against the recipient's and the requester's quotas; 429 when one is used up. */
export function takeMailQuota(ctx: AuthContext, request: AuthRequest, address: string): void {
  takeOrThrow(
    ctx.limiter,
    [
      ['mailsPerIp', request.ip],
      ['mailsPerAddress', address],
    ],
    'over_email_send_rate_limit',
  );
}

/**
 * Sends a link and code proving access to `to`. With PKCE the link will answer with an auth
 * code for the client that started the flow, instead of tokens.
 */
export async function sendTokenMail(
  ctx: AuthContext,
  input: {
    kind: AuthMailKind;
    userId: string;
    to: string;
    lng: Language;
    pkce: Pkce | null;
    redirectTo: string;
  },
): Promise<void> {
  const kind = KINDS[input.kind];
  const flowStateId = input.pkce
    ? await createFlowState(ctx.sql, {
        userId: input.userId,
        providerType: 'email',
        authenticationMethod: kind.method,
        pkce: input.pkce,
        redirectTo: null,
        lifetimeSeconds: ONE_TIME_TOKEN_LIFETIME_SECONDS,
      })
    : null;
  const { token, otp } = await issueOneTimeToken(ctx.sql, {
    userId: input.userId,
    type: kind.tokenType,
    sentTo: input.to,
    flowStateId,
  });
  const link = new URL(`${ctx.issuer}/verify`);
  link.search = new URLSearchParams({ token, type: kind.verifyType, redirect_to: input.redirectTo }).toString();
  await ctx.mailer.send(composeMail({ kind: input.kind, to: input.to, lng: input.lng, otp, link: link.toString() }));
}

function composeMail(input: { kind: AuthMailKind; to: string; lng: Language; otp: string; link: string }): Mail {
  const t = (key: StringKey) => translate(input.lng, key, { email: input.to });
  const intro = t(`mail.${input.kind}.intro`);
  // Only the sign-in screen takes a typed code (the magic-link tab): the other mails offer the link alone.
  const offersCode = input.kind === 'magicLink';
  const text = [
    t('mail.greeting'),
    '',
    intro,
    input.link,
    '',
    ...(offersCode ? [`${t('mail.codeIntro')} ${input.otp}`, ''] : []),
    t(offersCode ? 'mail.expiryWithCode' : 'mail.expiry'),
    t('mail.ignore'),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.lng}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111827; background: #ffffff;">
<p>${e(t('mail.greeting'))}</p>
<p>${e(intro)}</p>
<p><a href="${e(input.link)}" style="display: inline-block; padding: 0.6em 1.2em; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">${e(t(`mail.${input.kind}.button`))}</a></p>
${offersCode ? `<p>${e(t('mail.codeIntro'))} <strong style="font-size: 1.25em; letter-spacing: 0.1em;">${e(input.otp)}</strong></p>\n` : ''}<p style="color: #6b7280;">${e(t(offersCode ? 'mail.expiryWithCode' : 'mail.expiry'))}<br>${e(t('mail.ignore'))}</p>
</body>
</html>`;
  return { to: input.to, subject: t(`mail.${input.kind}.subject`), text, html };
}
