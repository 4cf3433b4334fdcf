-- A photo's image URL is /api/images/{gallery}/{filename}: the filename names one photo of its
-- gallery (the upload handler makes names unique, "IMG_1 (2).jpg"), and this index is also how
-- the image transformer finds the photo.
create unique index photos_gallery_id_filename_key on public.photos (gallery_id, filename);

-- One invite per recipient of a gallery: inviting the same address again replaces its token.
create unique index gallery_invites_gallery_id_email_key on public.gallery_invites (gallery_id, lower(email));

-- A filename is never given to a second photo of its gallery, even after the first is deleted:
-- published images are cached for a year under their URL, so a new photo under an old name would
-- show the old one. Deleted photos leave their names here, in the private schema that /rest/v1
-- does not expose and Zero does not replicate: only the upload handler reads it.
create table private.retired_photo_filenames (
  gallery_id text not null references public.galleries (id) on delete cascade,
  filename text not null,
  primary key (gallery_id, filename)
);
alter table private.retired_photo_filenames enable row level security;

create or replace function private.retire_photo_filename() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    -- When the whole gallery goes, its names go with it.
    if exists (select 1 from public.galleries where id = old.gallery_id) then
      insert into private.retired_photo_filenames (gallery_id, filename)
      values (old.gallery_id, old.filename) on conflict do nothing;
    end if;
    return null;
  end
  $$;

create trigger photos_retire_filename
  after delete on public.photos
  for each row execute function private.retire_photo_filename();
