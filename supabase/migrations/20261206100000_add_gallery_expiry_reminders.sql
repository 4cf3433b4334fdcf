-- Expiry reminders (functions/jobs/remind-expiring-galleries.ts): some days before a published
-- gallery expires, each of its live invites gets a mail with a new link. Only a token's hash is
-- kept, so the reminder's link has a hash of its own beside the first; revoking the invite ends
-- both. The columns stay out of the Zero publication and of what members may select: the jobs
-- and the invite handlers alone read them.

alter table public.gallery_invites
  -- The language the invitation's mails are written in (the invite mail's), for its reminders.
  add column locale text not null default 'en' check (locale in ('en', 'es', 'ca')),
  add column reminder_token_hash text unique,
  -- The gallery's expiry the latest reminder announced, and when it went: one mail per invite
  -- and expiry date, so a new date (the photographer extending the gallery) is announced again.
  add column reminded_expiry_at bigint,
  add column reminded_at bigint;

-- What the jobs look through every minute: published galleries that expire.
create index galleries_expiring_idx on public.galleries (expires_at) where status = 'published' and expires_at > 0;
