-- anon and authenticated (the roles /rest/v1 runs requests as) keep only what row-level
-- security governs, and what its policies need. Supabase's default privileges had given them
-- every privilege on the public tables, TRUNCATE among them, which ignores RLS; and PostgreSQL
-- gives EXECUTE on every new function to PUBLIC, so any session could call the security definer
-- functions that write a studio's totals, for any studio. tests/integration/privileges.test.ts
-- lists what the roles hold.

-- Tables: the row operations RLS filters, nothing else. revoke all also drops column grants.
revoke all on all tables in schema public from anon, authenticated;
grant select, insert, update, delete on
  public.accounts, public.account_members, public.account_settings, public.customers, public.locations,
  public.galleries, public.photos, public.sessions, public.payments, public.session_types,
  public.schedule_plans, public.pages, public.custom_fonts
  to anon, authenticated;
-- Never the token hash.
grant insert, update, delete on public.gallery_invites to anon, authenticated;
grant select (id, account_id, author_id, gallery_id, email, created_at, expires_at, revoked_at, last_opened_at)
  on public.gallery_invites to authenticated;
-- Only the triggers write the totals.
grant select on public.revenue_days, public.outstanding_totals, public.outstanding_days to anon, authenticated;

-- Functions: none but what the policies and column defaults evaluate as the caller. Trigger
-- functions need no EXECUTE of whoever fires them; the security definer ones run as their owner.
-- Policies and defaults refer to functions by oid, so no schema USAGE is needed either.
revoke all on all functions in schema private from public, anon, authenticated;
revoke usage on schema private from authenticated;
grant execute on function private.is_member(text), private.is_owner(text) to authenticated;
grant execute on function private.now_ms() to anon, authenticated;

-- Objects this role creates later start the same way; a migration grants what they need.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public grant select, insert, update, delete on tables to anon, authenticated;
