-- The SHA-256 of a photo's stored bytes, computed by the upload handler from what landed: a file
-- sent twice into one gallery (a folder chosen again after a reload, two tabs, a retried
-- completion) is recognised and kept once. Null for photos stored before it was kept.
alter table public.photos add column content_sha256 text check (content_sha256 ~ '^[0-9a-f]{64}$');
create unique index photos_gallery_id_content_sha256_key on public.photos (gallery_id, content_sha256);
