// What every route of the auth server works with.
import type { IncomingMessage } from 'node:http';
import type postgres from 'postgres';
import type { Mailer } from '../mail/mailbox';
import type { SigningKey } from './keys';
import type { RateLimiter } from './rate-limit';

export type AuthContext = {
  sql: postgres.Sql;
  /** The app's origin, e.g. http://localhost:3000; where redirects may go by default. */
  siteUrl: string;
  /** `${siteUrl}/auth/v1`: the `iss` of access tokens and the base of links in mails. */
  issuer: string;
  key: SigningKey;
  mailer: Mailer;
  autoconfirm: boolean;
  limiter: RateLimiter;
};

export type AuthRequest = {
  req: IncomingMessage;
  url: URL;
  ip: string;
  /** The named segments of the route's path, e.g. `factorId` of /factors/:factorId. */
  params: Record<string, string>;
};
