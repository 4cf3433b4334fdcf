-- The whole data model of the studio.
--
-- Conventions:
--   * ids are text: Zero creates rows in the browser, so the client generates them.
--   * timestamps are epoch milliseconds (bigint), as the client reads them.
--   * money is stored in integer minor units (cents): it is summed, never rounded.
--   * every row carries account_id and author_id; membership of an account grants access.
--   * RLS is enabled on every table in the migration that creates it. Zero does not use RLS
--     (its handlers are the boundary for synced data), but Supabase exposes /rest/v1 to anyone
--     holding the anon key, so policies deny by default and allow members only.

create schema if not exists private;
revoke all on schema private from public;

create or replace function private.now_ms() returns bigint
  language sql stable
  as $$ select (extract(epoch from clock_timestamp()) * 1000)::bigint $$;

-- accounts ---------------------------------------------------------------------------------
create table public.accounts (
  id text primary key default gen_random_uuid()::text,
  name text not null check (length(btrim(name)) between 1 and 200),
  -- public address of the studio: /p/{slug}. Lowercase letters, digits and inner hyphens.
  slug text unique check (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$'),
  author_id uuid not null,
  created_at bigint not null default private.now_ms(),
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object')
);
alter table public.accounts enable row level security;

create table public.account_members (
  account_id text not null references public.accounts (id) on delete cascade,
  user_id uuid not null,
  role text not null default 'member' check (role in ('owner', 'member')),
  created_at bigint not null default private.now_ms(),
  primary key (account_id, user_id)
);
create index account_members_user_id_idx on public.account_members (user_id);
alter table public.account_members enable row level security;

-- Security definer so policies on account_members itself do not recurse.
create or replace function private.is_member(target_account text) returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.account_members m
      where m.account_id = target_account and m.user_id = (select auth.uid())
    )
  $$;

create or replace function private.is_owner(target_account text) returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.account_members m
      where m.account_id = target_account and m.user_id = (select auth.uid()) and m.role = 'owner'
    )
  $$;

grant usage on schema private to authenticated;
grant execute on function private.is_member(text), private.is_owner(text) to authenticated;

create policy "members can read their accounts" on public.accounts
  for select to authenticated using (private.is_member(id));
create policy "owners can update their accounts" on public.accounts
  for update to authenticated using (private.is_owner(id)) with check (private.is_owner(id));

create policy "members can read the membership of their accounts" on public.account_members
  for select to authenticated using (private.is_member(account_id));
create policy "owners can add members" on public.account_members
  for insert to authenticated with check (private.is_owner(account_id));
create policy "owners can change members" on public.account_members
  for update to authenticated using (private.is_owner(account_id)) with check (private.is_owner(account_id));
create policy "owners can remove members" on public.account_members
  for delete to authenticated using (private.is_owner(account_id));

-- Key-value settings of an account (theme.*, currency, photographer, cms.settings).
create table public.account_settings (
  account_id text not null references public.accounts (id) on delete cascade,
  key text not null check (key ~ '^[a-zA-Z][a-zA-Z0-9_.]{0,99}$'),
  value jsonb not null,
  author_id uuid not null,
  updated_at bigint not null default private.now_ms(),
  primary key (account_id, key)
);
alter table public.account_settings enable row level security;

-- customers --------------------------------------------------------------------------------
create table public.customers (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text not null default '' check (email = '' or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text not null default '' check (length(phone) <= 50),
  notes text not null default '' check (length(notes) <= 10000),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms()
);
create index customers_account_id_name_idx on public.customers (account_id, lower(name));
create index customers_account_id_created_at_idx on public.customers (account_id, created_at);
alter table public.customers enable row level security;

-- locations --------------------------------------------------------------------------------
create table public.locations (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  address text not null default '',
  notes text not null default '',
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms()
);
create index locations_account_id_idx on public.locations (account_id);
alter table public.locations enable row level security;

-- galleries and photos ---------------------------------------------------------------------
create table public.galleries (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text not null default '',
  created_at bigint not null default private.now_ms(),
  -- 0 means the gallery never expires.
  expires_at bigint not null default 0 check (expires_at >= 0),
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object'),
  cover_photo_id text
);
create index galleries_account_id_created_at_idx on public.galleries (account_id, created_at);
alter table public.galleries enable row level security;

create table public.photos (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  gallery_id text not null references public.galleries (id) on delete cascade,
  filename text not null check (length(filename) between 1 and 255),
  -- the S3 object key, always made by the server: {account}/{gallery}/{random id}
  file_id text not null unique,
  uploaded_at bigint not null default private.now_ms(),
  size bigint not null check (size >= 0),
  mime_type text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  url_path text not null default '',
  metadata jsonb not null default '{}'::jsonb,
  "order" integer not null default 0
);
create index photos_gallery_id_order_idx on public.photos (gallery_id, "order");
create index photos_account_id_idx on public.photos (account_id);
alter table public.photos enable row level security;

alter table public.galleries
  add constraint galleries_cover_photo_id_fkey
  foreign key (cover_photo_id) references public.photos (id) on delete set null
  deferrable initially deferred;

-- One row per invited recipient of a gallery. Only the hash of the token is kept, and it is
-- left out of the Zero publication and of what browsers may select.
create table public.gallery_invites (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  gallery_id text not null references public.galleries (id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  token_hash text not null unique,
  created_at bigint not null default private.now_ms(),
  expires_at bigint not null,
  revoked_at bigint,
  last_opened_at bigint
);
create index gallery_invites_gallery_id_idx on public.gallery_invites (gallery_id);
alter table public.gallery_invites enable row level security;

-- sessions (bookings) and payments ---------------------------------------------------------
create table public.sessions (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  -- restrict: a customer with bookings is never deleted behind the photographer's back.
  customer_id text not null references public.customers (id) on delete restrict,
  date bigint not null,
  type text not null default '',
  location text not null default '',
  location_id text references public.locations (id) on delete set null,
  notes text not null default '',
  status text not null default 'scheduled'
    check (status in ('scheduled', 'confirmed', 'completed', 'cancelled', 'no_show')),
  -- price and payment_amount in minor units; payment_status and payment_amount are derived
  -- from the session's payments by the payment mutators, inside their transactions.
  price bigint not null default 0 check (price >= 0),
  payment_status text not null default 'pending'
    check (payment_status in ('pending', 'partial', 'paid', 'refunded')),
  payment_amount bigint not null default 0,
  gallery_id text references public.galleries (id) on delete set null,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms()
);
create index sessions_account_id_date_idx on public.sessions (account_id, date);
create index sessions_customer_id_idx on public.sessions (customer_id);
alter table public.sessions enable row level security;

create table public.payments (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  -- restrict: money records are never deleted as a side effect.
  session_id text not null references public.sessions (id) on delete restrict,
  date bigint not null,
  amount bigint not null check (amount > 0),
  method text not null default 'cash'
    check (method in ('cash', 'card', 'bank_transfer', 'online', 'other')),
  status text not null default 'pending' check (status in ('pending', 'completed', 'failed', 'refunded')),
  notes text not null default '',
  -- a receipt number, or the S3 key of an uploaded receipt file
  receipt text not null default '',
  created_at bigint not null default private.now_ms()
);
create index payments_account_id_date_idx on public.payments (account_id, date);
create index payments_session_id_idx on public.payments (session_id);
alter table public.payments enable row level security;

-- scheduling -------------------------------------------------------------------------------
create table public.session_types (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text not null default '',
  duration integer not null default 60 check (duration > 0),
  price bigint not null default 0 check (price >= 0),
  max_clients integer not null default 1 check (max_clients > 0),
  color text not null default '#000000' check (color ~ '^#[0-9a-fA-F]{6}$'),
  settings jsonb not null default '{}'::jsonb,
  photographer_id uuid
);
create index session_types_account_id_idx on public.session_types (account_id);
alter table public.session_types enable row level security;

create table public.schedule_plans (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  session_type_id text not null references public.session_types (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  start_date bigint not null,
  end_date bigint not null,
  days_of_week jsonb not null default '[]'::jsonb check (jsonb_typeof(days_of_week) = 'array'),
  time_slots jsonb not null default '[]'::jsonb check (jsonb_typeof(time_slots) = 'array'),
  location text not null default '',
  max_bookings_per_day integer not null default 1 check (max_bookings_per_day > 0),
  buffer_time integer not null default 0 check (buffer_time >= 0),
  is_active boolean not null default true,
  check (end_date >= start_date)
);
create index schedule_plans_account_id_idx on public.schedule_plans (account_id);
alter table public.schedule_plans enable row level security;

-- public CMS -------------------------------------------------------------------------------
create table public.pages (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  path text not null check (path ~ '^/[a-z0-9/_-]*$'),
  title text not null default '',
  description text not null default '',
  layout text not null default 'default',
  rows jsonb not null default '[]'::jsonb check (jsonb_typeof(rows) = 'array'),
  settings jsonb not null default '{}'::jsonb,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  "order" integer not null default 0,
  unique (account_id, path)
);
alter table public.pages enable row level security;

create table public.custom_fonts (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  user_id uuid not null,
  font_family text not null,
  file_name text not null,
  url_path text not null,
  file_size bigint not null check (file_size >= 0),
  upload_date bigint not null default private.now_ms(),
  font_type text not null check (font_type in ('woff2', 'woff', 'ttf', 'otf')),
  metadata jsonb not null default '{}'::jsonb
);
create index custom_fonts_account_id_idx on public.custom_fonts (account_id);
alter table public.custom_fonts enable row level security;

-- Membership policies for every account-scoped table: members read and write their
-- account's rows; nobody else sees anything. anon has no policy at all.
do $$
declare
  t text;
begin
  foreach t in array array[
    'account_settings', 'customers', 'locations', 'galleries', 'photos', 'gallery_invites',
    'sessions', 'payments', 'session_types', 'schedule_plans', 'pages', 'custom_fonts'
  ] loop
    execute format(
      'create policy "members can read their account''s rows" on public.%I
         for select to authenticated using (private.is_member(account_id))', t);
    execute format(
      'create policy "members can add rows to their account" on public.%I
         for insert to authenticated with check (private.is_member(account_id))', t);
    execute format(
      'create policy "members can change their account''s rows" on public.%I
         for update to authenticated using (private.is_member(account_id))
         with check (private.is_member(account_id))', t);
    execute format(
      'create policy "members can delete their account''s rows" on public.%I
         for delete to authenticated using (private.is_member(account_id))', t);
  end loop;
end
$$;

-- The token hash is never selectable through /rest/v1, even by members.
revoke select on public.gallery_invites from anon, authenticated;
grant select (id, account_id, author_id, gallery_id, email, created_at, expires_at, revoked_at, last_opened_at)
  on public.gallery_invites to authenticated;

-- A new user gets a studio of their own, owned by them.
create or replace function private.create_studio_for_new_user() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    new_account text := gen_random_uuid()::text;
  begin
    insert into public.accounts (id, name, author_id)
    values (
      new_account,
      coalesce(nullif(btrim(new.raw_user_meta_data ->> 'studio_name'), ''), split_part(coalesce(new.email, 'studio'), '@', 1)),
      new.id
    );
    insert into public.account_members (account_id, user_id, role) values (new_account, new.id, 'owner');
    return new;
  end
  $$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_studio_for_new_user();

-- What Zero replicates to browsers. Column lists leave out what must never sync
-- (invite token hashes). account_members syncs so the client can list the accounts it is in.
create publication zero_studio for table
  public.accounts,
  public.account_members,
  public.account_settings,
  public.customers,
  public.locations,
  public.galleries,
  public.photos,
  public.gallery_invites (id, account_id, author_id, gallery_id, email, created_at, expires_at, revoked_at, last_opened_at),
  public.sessions,
  public.payments,
  public.session_types,
  public.schedule_plans,
  public.pages,
  public.custom_fonts;
