-- Every reference from one studio's row to another row stays inside that studio, and a row never
-- changes studio. Foreign-key checks ignore row-level security, so single-column keys let a row of
-- studio B name studio A's customer, gallery or invite, and the product followed those links.
-- Each reference now carries the row's account_id: (account_id, x_id) references x (account_id, id).
-- See docs/decisions/studios-kept-apart-by-the-database.md.

-- What a composite reference points at.
alter table public.customers add constraint customers_account_id_id_key unique (account_id, id);
alter table public.locations add constraint locations_account_id_id_key unique (account_id, id);
alter table public.galleries add constraint galleries_account_id_id_key unique (account_id, id);
alter table public.photos add constraint photos_account_id_id_key unique (account_id, id);
alter table public.gallery_invites add constraint gallery_invites_account_id_id_key unique (account_id, id);
alter table public.gallery_downloads add constraint gallery_downloads_account_id_id_key unique (account_id, id);
alter table public.sessions add constraint sessions_account_id_id_key unique (account_id, id);
alter table public.session_types add constraint session_types_account_id_id_key unique (account_id, id);

-- Each reference, as it was (same name, same action), with its studio. `set null (column)` clears
-- only the reference, never the row's account_id.
alter table public.galleries
  drop constraint galleries_cover_photo_id_fkey,
  add constraint galleries_cover_photo_id_fkey foreign key (account_id, cover_photo_id)
    references public.photos (account_id, id) on delete set null (cover_photo_id) deferrable initially deferred;

alter table public.photos
  drop constraint photos_gallery_id_fkey,
  add constraint photos_gallery_id_fkey foreign key (account_id, gallery_id)
    references public.galleries (account_id, id) on delete cascade;

alter table public.gallery_invites
  drop constraint gallery_invites_gallery_id_fkey,
  add constraint gallery_invites_gallery_id_fkey foreign key (account_id, gallery_id)
    references public.galleries (account_id, id) on delete cascade;

alter table public.sessions
  drop constraint sessions_customer_id_fkey,
  add constraint sessions_customer_id_fkey foreign key (account_id, customer_id)
    references public.customers (account_id, id) on delete restrict,
  drop constraint sessions_gallery_id_fkey,
  add constraint sessions_gallery_id_fkey foreign key (account_id, gallery_id)
    references public.galleries (account_id, id) on delete set null (gallery_id),
  drop constraint sessions_location_id_fkey,
  add constraint sessions_location_id_fkey foreign key (account_id, location_id)
    references public.locations (account_id, id) on delete set null (location_id);

alter table public.payments
  drop constraint payments_session_id_fkey,
  add constraint payments_session_id_fkey foreign key (account_id, session_id)
    references public.sessions (account_id, id) on delete restrict;

alter table public.schedule_plans
  drop constraint schedule_plans_session_type_id_fkey,
  add constraint schedule_plans_session_type_id_fkey foreign key (account_id, session_type_id)
    references public.session_types (account_id, id) on delete cascade;

-- A session type's photographer is one of the studio's members.
alter table public.session_types
  add constraint session_types_photographer_id_fkey foreign key (account_id, photographer_id)
    references public.account_members (account_id, user_id) on delete set null (photographer_id);

alter table public.enquiries
  drop constraint enquiries_customer_id_fkey,
  add constraint enquiries_customer_id_fkey foreign key (account_id, customer_id)
    references public.customers (account_id, id) on delete cascade;

alter table public.gallery_picks
  drop constraint gallery_picks_gallery_id_fkey,
  add constraint gallery_picks_gallery_id_fkey foreign key (account_id, gallery_id)
    references public.galleries (account_id, id) on delete cascade,
  drop constraint gallery_picks_invite_id_fkey,
  add constraint gallery_picks_invite_id_fkey foreign key (account_id, invite_id)
    references public.gallery_invites (account_id, id) on delete cascade,
  drop constraint gallery_picks_photo_id_fkey,
  add constraint gallery_picks_photo_id_fkey foreign key (account_id, photo_id)
    references public.photos (account_id, id) on delete cascade;

alter table public.gallery_photo_downloads
  drop constraint gallery_photo_downloads_gallery_id_fkey,
  add constraint gallery_photo_downloads_gallery_id_fkey foreign key (account_id, gallery_id)
    references public.galleries (account_id, id) on delete cascade,
  drop constraint gallery_photo_downloads_invite_id_fkey,
  add constraint gallery_photo_downloads_invite_id_fkey foreign key (account_id, invite_id)
    references public.gallery_invites (account_id, id) on delete cascade,
  drop constraint gallery_photo_downloads_photo_id_fkey,
  add constraint gallery_photo_downloads_photo_id_fkey foreign key (account_id, photo_id)
    references public.photos (account_id, id) on delete cascade;

alter table public.gallery_downloads
  drop constraint gallery_downloads_gallery_id_fkey,
  add constraint gallery_downloads_gallery_id_fkey foreign key (account_id, gallery_id)
    references public.galleries (account_id, id) on delete cascade,
  drop constraint gallery_downloads_invite_id_fkey,
  add constraint gallery_downloads_invite_id_fkey foreign key (account_id, invite_id)
    references public.gallery_invites (account_id, id) on delete cascade;

alter table public.gallery_download_parts
  drop constraint gallery_download_parts_download_id_fkey,
  add constraint gallery_download_parts_download_id_fkey foreign key (account_id, download_id)
    references public.gallery_downloads (account_id, id) on delete cascade;

alter table private.booking_links
  drop constraint booking_links_session_id_fkey,
  add constraint booking_links_session_id_fkey foreign key (account_id, session_id)
    references public.sessions (account_id, id) on delete cascade;

-- A row's studio is fixed: an update may not move it, whoever sends it (a member of two studios
-- through the Data API, or a handler with a bug).
create function private.keep_account_id() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    if new.account_id is distinct from old.account_id then
      raise exception 'a row never moves to another studio (%.%)', tg_table_schema, tg_table_name
        using errcode = 'integrity_constraint_violation';
    end if;
    return new;
  end
  $$;
revoke execute on function private.keep_account_id() from public;

do $$
declare
  target record;
begin
  for target in
    select c.table_schema, c.table_name
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.column_name = 'account_id' and c.table_schema in ('public', 'private') and t.table_type = 'BASE TABLE'
  loop
    execute format(
      'create trigger %I before update of account_id on %I.%I for each row execute function private.keep_account_id()',
      target.table_name || '_keeps_account_id', target.table_schema, target.table_name);
  end loop;
end
$$;
