// POST /logout?scope=global|local|others: ends the caller's sessions.
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { validationFailed } from '../errors';
import { noContent, type Reply } from '../http';
import { endAuthSessions, type LogoutScope } from '../auth-sessions';

const scopes: readonly LogoutScope[] = ['global', 'local', 'others'];

export async function logout(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user, authSessionId } = await authenticate(ctx, request);
  const requested = request.url.searchParams.get('scope') || 'global';
  const scope = scopes.find((s) => s === requested);
  if (!scope) throw validationFailed(`Unsupported logout scope "${requested}"`);
  await endAuthSessions(ctx.sql, user.id, authSessionId, scope);
  return noContent();
}
