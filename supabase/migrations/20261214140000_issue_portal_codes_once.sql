-- A client's portal code is issued and mailed by the queue once the request is answered, so a
-- client's address and anyone else's are answered after the same work (docs/decisions/client-portal.md).
-- The request's id makes a job delivered twice issue, and mail, one code.
alter table private.client_portal_codes add column request_id text unique;
