-- A step comes before only what is dated ahead: the session and a gallery's expiry. The other
-- triggers (booked, contract signed, invoice paid or overdue, gallery published, questionnaire
-- answered) are known once they happened, so a step "before" one was dated in the past and ran
-- as soon as it happened. Steps saved so now say that ("when it happens"), which plans them
-- the same, and no step can say it again (core/domain/workflow.ts, DATED_TRIGGERS).
update public.workflow_steps set offset_amount = 0, at_minute = null, updated_at = private.now_ms()
where offset_amount < 0 and trigger not in ('session', 'gallery_expires');

-- A session's copies keep their dates and their place in time: only the words they show change.
update public.session_steps set offset_amount = 0, at_minute = null
where offset_amount < 0 and trigger not in ('session', 'gallery_expires');

alter table public.workflow_steps
  add constraint workflow_steps_before_only_dated_triggers
    check (offset_amount >= 0 or trigger in ('session', 'gallery_expires'));
alter table public.session_steps
  add constraint session_steps_before_only_dated_triggers
    check (offset_amount >= 0 or trigger in ('session', 'gallery_expires'));
