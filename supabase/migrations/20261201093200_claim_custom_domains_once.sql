-- A studio's own domain (cms.settings customDomain) serves that studio's public site, so no two
-- studios may claim the same one, whatever letter case they typed it in.
create unique index accounts_custom_domain_key
  on public.accounts (lower(settings -> 'cms.settings' ->> 'customDomain'))
  where coalesce(settings -> 'cms.settings' ->> 'customDomain', '') <> '';
