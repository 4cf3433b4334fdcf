// Public metadata: the key that verifies access tokens, the enabled sign-in methods, health.
import type { AuthContext } from '../context';
import { json, type Reply } from '../http';

export async function jwks(ctx: AuthContext): Promise<Reply> {
  return json({ keys: [ctx.key.publicJwk] });
}

export async function settings(ctx: AuthContext): Promise<Reply> {
  return json({
    external: { email: true, phone: false, google: true, facebook: true, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  });
}

export async function health(): Promise<Reply> {
  return json({ version: 'local', name: 'GoTrue', description: 'GoTrue-compatible auth of the local platform' });
}
