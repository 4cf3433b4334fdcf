-- Billing through Stripe (docs/decisions/pay-per-use.md): what the jobs have reported of a
-- studio's use.

-- The last finished UTC day whose use was reported as meter events: each day goes once, and the
-- first report of a studio starts on the day its card was added.
alter table public.account_billing add column reported_through date;
