-- Clients' downloads (core/domain/downloads.ts): which photos each client has downloaded, for
-- the photographer's activity view, and the ZIPs they asked for, which the jobs build in parts
-- (functions/jobs/build-downloads.ts). Clients reach these only through /api; members read how
-- many photos each client downloaded, on the client's invite row.

create table public.gallery_photo_downloads (
  invite_id text not null references public.gallery_invites (id) on delete cascade,
  photo_id text not null references public.photos (id) on delete cascade,
  account_id text not null references public.accounts (id) on delete cascade,
  gallery_id text not null references public.galleries (id) on delete cascade,
  times integer not null default 1 check (times > 0),
  last_at bigint not null default private.now_ms(),
  primary key (invite_id, photo_id)
);
create index gallery_photo_downloads_photo_id_idx on public.gallery_photo_downloads (photo_id);
create index gallery_photo_downloads_account_id_idx on public.gallery_photo_downloads (account_id);
alter table public.gallery_photo_downloads enable row level security;
revoke all on public.gallery_photo_downloads from anon, authenticated;

alter table public.gallery_invites
  add column photos_downloaded integer not null default 0 check (photos_downloaded >= 0),
  add column last_downloaded_at bigint;
grant select (photos_downloaded, last_downloaded_at) on public.gallery_invites to authenticated;

create table public.gallery_downloads (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  gallery_id text not null references public.galleries (id) on delete cascade,
  invite_id text not null references public.gallery_invites (id) on delete cascade,
  -- 'all', 'favourites' or one of the gallery's named lists.
  list text not null check (length(list) between 1 and 64),
  size text not null check (size in ('web', 'original')),
  locale text not null default 'en' check (locale in ('en', 'es', 'ca')),
  created_at bigint not null default private.now_ms(),
  mailed_at bigint
);
create index gallery_downloads_gallery_id_idx on public.gallery_downloads (gallery_id);
create index gallery_downloads_invite_id_idx on public.gallery_downloads (invite_id, created_at desc);
alter table public.gallery_downloads enable row level security;
revoke all on public.gallery_downloads from anon, authenticated;

-- One ZIP of a download: a bounded share of its photos, so each is built within one job run.
create table public.gallery_download_parts (
  download_id text not null references public.gallery_downloads (id) on delete cascade,
  part integer not null check (part >= 1),
  account_id text not null references public.accounts (id) on delete cascade,
  photo_ids jsonb not null check (jsonb_typeof(photo_ids) = 'array'),
  status text not null default 'pending' check (status in ('pending', 'building', 'ready', 'failed')),
  object_key text,
  size bigint,
  started_at bigint,
  finished_at bigint,
  primary key (download_id, part)
);
create index gallery_download_parts_pending_idx on public.gallery_download_parts (download_id)
  where status in ('pending', 'building');
create index gallery_download_parts_account_id_idx on public.gallery_download_parts (account_id);
alter table public.gallery_download_parts enable row level security;
revoke all on public.gallery_download_parts from anon, authenticated;

alter publication zero_studio drop table public.gallery_invites;
alter publication zero_studio add table
  public.gallery_invites (id, account_id, author_id, gallery_id, email, name, created_at, expires_at, revoked_at,
                          last_opened_at, selection_sent_at, photos_downloaded, last_downloaded_at);
