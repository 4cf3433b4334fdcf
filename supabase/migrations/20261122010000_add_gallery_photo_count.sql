-- The gallery list shows how many photos each gallery holds without syncing every photo row.
-- A trigger keeps the count exact whoever writes photos (the upload handler or a mutator).
alter table public.galleries add column photo_count integer not null default 0 check (photo_count >= 0);

create or replace function private.count_gallery_photos() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op = 'INSERT' then
      update public.galleries set photo_count = photo_count + 1 where id = new.gallery_id;
    elsif tg_op = 'DELETE' then
      update public.galleries set photo_count = photo_count - 1 where id = old.gallery_id;
    end if;
    return null;
  end
  $$;

create trigger photos_count_per_gallery
  after insert or delete on public.photos
  for each row execute function private.count_gallery_photos();

update public.galleries g set photo_count = (select count(*) from public.photos p where p.gallery_id = g.id);
