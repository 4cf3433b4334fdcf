import { z } from 'zod';

const fromState = z.object({
  from: z.object({
    pathname: z.string(),
    search: z.string().default(''),
    hash: z.string().default(''),
  }),
});

/** Where to go after signing in: the page that sent the person to sign in, else the back office. */
export function redirectTarget(state: unknown): string {
  const parsed = fromState.safeParse(state);
  if (!parsed.success) return '/app';
  const { pathname, search, hash } = parsed.data.from;
  // Only paths inside this site: never an open redirect, never back to the sign-in screens.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || /^\/(login|app\/auth)(\/|$)/.test(pathname)) {
    return '/app';
  }
  return `${pathname}${search}${hash}`;
}

const invitationState = z.object({ invitedEmail: z.string() });

/**
 * The address a team invitation was sent to, when the invitation sent the person here to sign up
 * (join-page.tsx): the sign-up form starts with it, and asks for no studio of their own.
 */
export function invitedEmail(state: unknown): string | undefined {
  return invitationState.safeParse(state).data?.invitedEmail;
}
