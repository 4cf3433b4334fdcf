-- Clients' selections in a gallery (core/domain/selection.ts): one row per client and photo, with
-- the lists the photo is in and the client's comment. A client is an invite (a public gallery's
-- visitor gets one when they give their name). Clients write through /api only; members read
-- their studio's selections, and nobody writes them through /rest/v1.

alter table public.gallery_invites
  add column name text not null default '' check (length(name) <= 200),
  -- When the client last sent their selection to the photographer.
  add column selection_sent_at bigint;

create table public.gallery_picks (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  -- The studio's owner, as for what visitors send: a client is no user.
  author_id uuid not null,
  gallery_id text not null references public.galleries (id) on delete cascade,
  invite_id text not null references public.gallery_invites (id) on delete cascade,
  photo_id text not null references public.photos (id) on delete cascade,
  -- The ids of the lists the photo is in: 'favourites' and the gallery's named lists.
  lists jsonb not null default '[]' check (jsonb_typeof(lists) = 'array'),
  comment text not null default '' check (length(comment) <= 1000),
  updated_at bigint not null default private.now_ms(),
  unique (invite_id, photo_id)
);
create index gallery_picks_gallery_id_idx on public.gallery_picks (gallery_id);
create index gallery_picks_photo_id_idx on public.gallery_picks (photo_id);
alter table public.gallery_picks enable row level security;
create policy "members can read their account's rows" on public.gallery_picks
  for select to authenticated using (private.is_member(account_id));
revoke all on public.gallery_picks from anon, authenticated;
grant select on public.gallery_picks to authenticated;

-- Members see each invite's name and when its selection was sent; never the token hash.
grant select (name, selection_sent_at) on public.gallery_invites to authenticated;
alter publication zero_studio drop table public.gallery_invites;
alter publication zero_studio add table
  public.gallery_invites (id, account_id, author_id, gallery_id, email, name, created_at, expires_at, revoked_at,
                          last_opened_at, selection_sent_at),
  public.gallery_picks;
