-- A photo row now changes in place: moved to another gallery of its studio (gallery_id), or given
-- a new file under a new name (filename). The gallery counts and the retired names follow those
-- updates as they follow inserts and deletes.

create or replace function private.count_gallery_photos() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op = 'UPDATE' and old.gallery_id = new.gallery_id then
      return null;
    end if;
    if tg_op in ('DELETE', 'UPDATE') then
      update public.galleries set photo_count = photo_count - 1 where id = old.gallery_id;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      update public.galleries set photo_count = photo_count + 1 where id = new.gallery_id;
    end if;
    return null;
  end
  $$;

drop trigger photos_count_per_gallery on public.photos;
create trigger photos_count_per_gallery
  after insert or delete or update of gallery_id on public.photos
  for each row execute function private.count_gallery_photos();

-- The name a photo leaves behind (it moved away, or took a new file under a new name) was cached
-- by browsers with the old bytes, so it is never given to another photo of that gallery.
create or replace function private.retire_photo_filename() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op = 'UPDATE' and old.gallery_id = new.gallery_id and old.filename = new.filename then
      return null;
    end if;
    -- When the whole gallery goes, its names go with it.
    if exists (select 1 from public.galleries where id = old.gallery_id) then
      insert into private.retired_photo_filenames (gallery_id, filename)
      values (old.gallery_id, old.filename) on conflict do nothing;
    end if;
    return null;
  end
  $$;

drop trigger photos_retire_filename on public.photos;
create trigger photos_retire_filename
  after delete or update of gallery_id, filename on public.photos
  for each row execute function private.retire_photo_filename();
