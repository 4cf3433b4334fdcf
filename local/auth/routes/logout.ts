// POST /logout?scope=global|local|others: ends the caller's sessions.
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { validationFailed } from '../errors';
import { noContent, type Reply } from '../http';
import { endSessions, type LogoutScope } from '../sessions';

const scopes: readonly LogoutScope[] = ['global', 'local', 'others'];

export async function logout(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user, sessionId } = await authenticate(ctx, request);
  const requested = request.url.searchParams.get('scope') || 'global';
  const scope = scopes.find((s) => s === requested);
  if (!scope) throw validationFailed(`Unsupported logout scope "${requested}"`);
  await endSessions(ctx.sql, user.id, sessionId, scope);
  return noContent();
}
