-- Selling from the gallery (docs/decisions/gallery-sales.md): a studio's price lists (digital
-- downloads, prints with their size, paper and frame, shipping by zone), its coupons, a package's
-- included photos and the price of each extra, and the clients' orders. An order is priced and
-- kept by the server only; paying it issues an invoice in the studio's series, and what it bought
-- is unlocked for that client alone (gallery_unlocks), until a refund locks it again.

-- Price lists -----------------------------------------------------------------------------------
create table public.price_lists (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  -- The price of each photo a client chooses beyond a package's included ones; null: no extras
  -- are sold, and the package's number is a hard cap.
  extra_photo_price bigint check (extra_photo_price between 0 and 100000000000),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id)
);
create index price_lists_account_id_idx on public.price_lists (account_id, created_at);

-- What a list sells, each at its price before tax (taxes as on invoices: the studio's rate).
create table public.price_list_items (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  price_list_id text not null,
  position integer not null default 0,
  kind text not null check (kind in ('digital_photo', 'digital_gallery', 'print')),
  name text not null check (length(btrim(name)) between 1 and 200),
  -- Digital: the file delivered (the web render, or the full-size original without a watermark).
  size text check (size in ('web', 'original')),
  -- Prints and products, as a lab takes them: the size in millimetres (its ratio is the crop's),
  -- the paper and the frame.
  width_mm integer check (width_mm between 10 and 5000),
  height_mm integer check (height_mm between 10 and 5000),
  paper text not null default '' check (length(paper) <= 100),
  frame text not null default '' check (length(frame) <= 100),
  price bigint not null check (price between 0 and 100000000000),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check ((kind = 'print') = (width_mm is not null and height_mm is not null)),
  check ((kind = 'print') = (size is null)),
  foreign key (account_id, price_list_id) references public.price_lists (account_id, id) on delete cascade
);
create index price_list_items_price_list_id_idx on public.price_list_items (price_list_id, position);

-- What shipping prints costs, by the country they go to.
create table public.shipping_zones (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  price_list_id text not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  -- ISO 3166-1 alpha-2 codes; empty: every country no other zone of the list names.
  countries jsonb not null default '[]'::jsonb check (jsonb_typeof(countries) = 'array'),
  price bigint not null check (price between 0 and 100000000000),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  foreign key (account_id, price_list_id) references public.price_lists (account_id, id) on delete cascade
);
create index shipping_zones_price_list_id_idx on public.shipping_zones (price_list_id);

-- Coupons -------------------------------------------------------------------------------------
create table public.coupons (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  -- Kept in capitals; clients type it in any case.
  code text not null check (code ~ '^[A-Z0-9_-]{3,40}$'),
  percent_off_bp integer check (percent_off_bp between 1 and 10000),
  amount_off bigint check (amount_off between 1 and 100000000000),
  -- The last instant it may be used; null: it never expires.
  expires_at bigint,
  -- How many orders each client (by e-mail) may use it on; null: no limit.
  limit_per_client integer check (limit_per_client between 1 and 1000),
  active boolean not null default true,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  unique (account_id, code),
  check (num_nonnulls(percent_off_bp, amount_off) = 1)
);

-- Packages: included photos, on a gallery and on the session type it is made for -------------
alter table public.galleries
  add column price_list_id text,
  -- How many of the client's chosen photos (their Favourites) the package includes; null: no cap.
  add column included_photos integer check (included_photos between 1 and 10000),
  add foreign key (account_id, price_list_id) references public.price_lists (account_id, id)
    on delete set null (price_list_id);
create index galleries_price_list_id_idx on public.galleries (price_list_id) where price_list_id is not null;

alter table public.session_types
  add column price_list_id text,
  add column included_photos integer check (included_photos between 1 and 10000),
  add foreign key (account_id, price_list_id) references public.price_lists (account_id, id)
    on delete set null (price_list_id);
create index session_types_price_list_id_idx on public.session_types (price_list_id) where price_list_id is not null;

-- A client who has finished choosing: the selection is locked until the photographer reopens it.
alter table public.gallery_invites
  add column selection_locked_at bigint,
  -- When the reminder to finish choosing was mailed (once per unfinished selection).
  add column selection_reminded_at bigint;
grant select (selection_locked_at, selection_reminded_at) on public.gallery_invites to authenticated;

-- Orders --------------------------------------------------------------------------------------
create table public.gallery_orders (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  -- An order outlives its gallery: it is a sale, with its invoice.
  gallery_id text,
  invite_id text,
  -- pending: the client is at the payment page; paid; refunded (in full); expired: never paid.
  status text not null default 'pending' check (status in ('pending', 'paid', 'refunded', 'expired')),
  -- Prints: none to send, to send, sent (with a tracking link).
  fulfilment text not null default 'none' check (fulfilment in ('none', 'to_send', 'sent')),
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  buyer_name text not null default '' check (length(buyer_name) <= 200),
  buyer_email text not null check (buyer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- Where prints go: {name, line1, line2, postalCode, city, region, country}; null without prints.
  shipping_address jsonb check (shipping_address is null or jsonb_typeof(shipping_address) = 'object'),
  shipping_zone_id text,
  coupon_id text,
  coupon_code text not null default '',
  subtotal bigint not null default 0 check (subtotal >= 0),
  discount bigint not null default 0 check (discount >= 0),
  shipping bigint not null default 0 check (shipping >= 0),
  tax_total bigint not null default 0 check (tax_total >= 0),
  total bigint not null default 0 check (total >= 0),
  -- The provider's Checkout Session: one checkout is one order.
  provider_checkout_id text unique,
  -- The paid invoice the sale is, and the client it is made out to (set when paid).
  invoice_id text,
  customer_id text,
  tracking_url text not null default '' check (length(tracking_url) <= 2000),
  created_at bigint not null default private.now_ms(),
  paid_at bigint,
  refunded_at bigint,
  sent_at bigint,
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  unique (account_id, invoice_id),
  check ((status in ('paid', 'refunded')) = (invoice_id is not null)),
  check (fulfilment <> 'sent' or sent_at is not null),
  foreign key (account_id, gallery_id) references public.galleries (account_id, id) on delete set null (gallery_id),
  foreign key (account_id, invite_id) references public.gallery_invites (account_id, id) on delete set null (invite_id),
  foreign key (account_id, shipping_zone_id) references public.shipping_zones (account_id, id)
    on delete set null (shipping_zone_id),
  foreign key (account_id, coupon_id) references public.coupons (account_id, id) on delete set null (coupon_id),
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete restrict,
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete restrict
);
create index gallery_orders_account_id_created_at_idx on public.gallery_orders (account_id, created_at);
create index gallery_orders_gallery_id_idx on public.gallery_orders (gallery_id) where gallery_id is not null;
create index gallery_orders_invite_id_idx on public.gallery_orders (invite_id) where invite_id is not null;
create index gallery_orders_coupon_idx on public.gallery_orders (coupon_id, lower(buyer_email)) where coupon_id is not null;
create index gallery_orders_shipping_zone_id_idx on public.gallery_orders (shipping_zone_id) where shipping_zone_id is not null;
create index gallery_orders_customer_id_idx on public.gallery_orders (customer_id) where customer_id is not null;

-- What an order bought, as written when it was priced (a lab takes these as they are).
create table public.gallery_order_items (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  order_id text not null,
  position integer not null default 0,
  kind text not null check (kind in ('extra_photo', 'digital_photo', 'digital_gallery', 'print')),
  price_list_item_id text,
  -- The photo (every kind but digital_gallery), and its file name as it was.
  photo_id text,
  filename text not null default '' check (length(filename) <= 255),
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity integer not null default 1 check (quantity between 1 and 1000),
  unit_price bigint not null check (unit_price between 0 and 100000000000),
  tax_rate_bp integer not null default 0 check (tax_rate_bp between 0 and 10000),
  net bigint not null default 0,
  tax bigint not null default 0,
  -- Digital: the size delivered.
  size text check (size in ('web', 'original')),
  -- Prints: {widthMm, heightMm, paper, frame} and the client's crop {x, y, width, height} as
  -- fractions of the photo.
  print jsonb check (print is null or jsonb_typeof(print) = 'object'),
  crop jsonb check (crop is null or jsonb_typeof(crop) = 'object'),
  unique (account_id, id),
  check ((kind = 'digital_gallery') = (photo_id is null and filename = '')),
  check ((kind = 'print') = (print is not null)),
  check ((kind in ('digital_photo', 'digital_gallery')) = (size is not null)),
  foreign key (account_id, order_id) references public.gallery_orders (account_id, id) on delete cascade,
  foreign key (account_id, price_list_item_id) references public.price_list_items (account_id, id)
    on delete set null (price_list_item_id),
  foreign key (account_id, photo_id) references public.photos (account_id, id) on delete set null (photo_id)
);
create index gallery_order_items_order_id_idx on public.gallery_order_items (order_id, position);
create index gallery_order_items_photo_id_idx on public.gallery_order_items (photo_id) where photo_id is not null;
create index gallery_order_items_price_list_item_id_idx on public.gallery_order_items (price_list_item_id)
  where price_list_item_id is not null;

-- What each client may download beyond the gallery's own download settings: the photos a package
-- includes (once the selection is finished) and what they paid for. A refund revokes an order's.
create table public.gallery_unlocks (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  gallery_id text not null,
  invite_id text not null,
  -- null: every photo of the gallery.
  photo_id text,
  size text not null check (size in ('web', 'original')),
  -- null: included in the package.
  order_id text,
  created_at bigint not null default private.now_ms(),
  revoked_at bigint,
  unique (account_id, id),
  foreign key (account_id, gallery_id) references public.galleries (account_id, id) on delete cascade,
  foreign key (account_id, invite_id) references public.gallery_invites (account_id, id) on delete cascade,
  foreign key (account_id, photo_id) references public.photos (account_id, id) on delete cascade,
  foreign key (account_id, order_id) references public.gallery_orders (account_id, id) on delete cascade
);
create unique index gallery_unlocks_once on public.gallery_unlocks
  (invite_id, coalesce(photo_id, ''), size, coalesce(order_id, ''));
create index gallery_unlocks_gallery_id_idx on public.gallery_unlocks (gallery_id);
create index gallery_unlocks_photo_id_idx on public.gallery_unlocks (photo_id) where photo_id is not null;
create index gallery_unlocks_order_id_idx on public.gallery_unlocks (order_id) where order_id is not null;

-- Who reaches what ----------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['price_lists', 'price_list_items', 'shipping_zones', 'coupons',
                           'gallery_orders', 'gallery_order_items', 'gallery_unlocks'] loop
    execute format(
      'create trigger %1$s_keeps_account_id before update of account_id on public.%1$s
         for each row execute function private.keep_account_id()', t);
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy "managers can read their account's rows" on public.%I
      for select to authenticated using (private.has_role(account_id, 'manager'))$p$, t);
    execute format('revoke truncate, references, trigger on public.%I from anon, authenticated', t);
  end loop;
  -- The price lists and coupons are written through Zero's mutators, as money settings are.
  foreach t in array array['price_lists', 'price_list_items', 'shipping_zones', 'coupons'] loop
    execute format($p$create policy "managers can add rows to their account" on public.%I
      for insert to authenticated with check (private.has_role(account_id, 'manager'))$p$, t);
    execute format($p$create policy "managers can change their account's rows" on public.%I
      for update to authenticated using (private.has_role(account_id, 'manager'))
      with check (private.has_role(account_id, 'manager'))$p$, t);
    execute format($p$create policy "managers can delete their account's rows" on public.%I
      for delete to authenticated using (private.has_role(account_id, 'manager'))$p$, t);
  end loop;
  -- Orders and unlocks are the server's: priced at checkout, settled by the payment's events.
  foreach t in array array['gallery_orders', 'gallery_order_items', 'gallery_unlocks'] loop
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
  end loop;
end
$$;

alter publication zero_studio drop table public.gallery_invites;
alter publication zero_studio add table
  public.gallery_invites (id, account_id, author_id, gallery_id, email, name, created_at, expires_at, revoked_at,
                          last_opened_at, selection_sent_at, photos_downloaded, last_downloaded_at,
                          selection_locked_at, selection_reminded_at),
  public.price_lists, public.price_list_items, public.shipping_zones, public.coupons,
  public.gallery_orders (id, account_id, gallery_id, invite_id, status, fulfilment, language, currency, buyer_name,
                         buyer_email, shipping_address, shipping_zone_id, coupon_id, coupon_code, subtotal, discount,
                         shipping, tax_total, total, invoice_id, customer_id, tracking_url, created_at, paid_at,
                         refunded_at, sent_at, updated_at),
  public.gallery_order_items, public.gallery_unlocks;
