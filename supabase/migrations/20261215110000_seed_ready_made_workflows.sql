-- Ready-made mail templates and the two demo workflows ("Portrait session", "Wedding") every new
-- studio starts with (issue 59): the templates written in en, es and ca, so each client gets their
-- own language; the names in the language the owner created the studio in. They live here, not
-- in TypeScript, because the first studio is made by the sign-up trigger; the API's further
-- studios (functions/accounts/create.ts) call the same function. Each studio gets its own rows,
-- which it may change or delete like any others.

create table private.ready_made_mail_templates (
  key text primary key,
  position integer not null,
  -- {"en": "Booking confirmation", "es": …, "ca": …}
  names jsonb not null,
  -- As mail_templates.versions.
  versions jsonb not null
);

create table private.ready_made_workflows (
  key text primary key,
  position integer not null,
  names jsonb not null
);

create table private.ready_made_workflow_steps (
  workflow_key text not null references private.ready_made_workflows (key),
  position integer not null,
  trigger text not null,
  offset_amount integer not null,
  offset_unit text not null,
  at_minute integer,
  action text not null,
  template_key text references private.ready_made_mail_templates (key),
  -- A task's title by language, for a create_task step.
  task_titles jsonb,
  wait_for text,
  primary key (workflow_key, position)
);

revoke all on private.ready_made_mail_templates, private.ready_made_workflows, private.ready_made_workflow_steps
  from public, anon, authenticated;

insert into private.ready_made_mail_templates (key, position, names, versions) values
  ('welcome', 0, '{"en": "Booking confirmation", "es": "Confirmación de reserva", "ca": "Confirmació de reserva"}'::jsonb,
   '{"en": {"subject": "Your {{session.type}} session is booked", "body": "Hi {{client.firstName}},\n\nThank you for booking with {{studio.name}}! Your {{session.type}} session is confirmed for {{session.date}} at {{session.time}}.\n\nWhere: {{session.place}}\n\nYou can see your booking and everything we share with you here: {{session.manageLink}}\n\nIf you have any questions in the meantime, just reply to this email. We''re really looking forward to it.\n\nWarm wishes,\n{{studio.name}}"}, "es": {"subject": "Tu sesión de {{session.type}} está reservada", "body": "Hola, {{client.firstName}}:\n\n¡Gracias por confiar en {{studio.name}}! Tu sesión de {{session.type}} queda confirmada para el {{session.date}} a las {{session.time}}.\n\nLugar: {{session.place}}\n\nPuedes consultar tu reserva y todo lo que compartimos contigo aquí: {{session.manageLink}}\n\nSi te surge cualquier duda, responde a este correo y te ayudaremos encantados. ¡Tenemos muchas ganas de verte!\n\nUn abrazo,\n{{studio.name}}"}, "ca": {"subject": "La teva sessió de {{session.type}} està reservada", "body": "Hola, {{client.firstName}}:\n\nGràcies per confiar en {{studio.name}}! La teva sessió de {{session.type}} queda confirmada per al {{session.date}} a les {{session.time}}.\n\nLloc: {{session.place}}\n\nPots consultar la reserva i tot el que compartim amb tu aquí: {{session.manageLink}}\n\nSi tens qualsevol dubte, respon aquest correu i t''ajudarem de gust. Tenim moltes ganes de veure''t!\n\nUna abraçada,\n{{studio.name}}"}}'::jsonb),
  ('questionnaire', 1, '{"en": "Questionnaire reminder", "es": "Recordatorio del cuestionario", "ca": "Recordatori del qüestionari"}'::jsonb,
   '{"en": {"subject": "A few questions before your session", "body": "Hi {{client.firstName}},\n\nYour {{session.type}} session on {{session.date}} is getting close, and we''d love to get to know you a little better beforehand.\n\nIf you haven''t done so yet, please fill in the questionnaire we sent you. You''ll find it, along with your booking, in your client area: {{session.manageLink}}\n\nYour answers help us plan every detail, so that on the day you can simply relax and enjoy it.\n\nThank you!\n{{studio.name}}"}, "es": {"subject": "Unas preguntas antes de tu sesión", "body": "Hola, {{client.firstName}}:\n\nSe acerca tu sesión de {{session.type}} del {{session.date}} y nos encantaría conocerte un poco mejor antes.\n\nSi aún no lo has hecho, rellena el cuestionario que te enviamos. Lo encontrarás, junto con tu reserva, en tu área de cliente: {{session.manageLink}}\n\nTus respuestas nos ayudan a preparar cada detalle para que ese día solo tengas que relajarte y disfrutar.\n\n¡Gracias!\n{{studio.name}}"}, "ca": {"subject": "Unes preguntes abans de la teva sessió", "body": "Hola, {{client.firstName}}:\n\nS''acosta la teva sessió de {{session.type}} del {{session.date}} i ens encantaria conèixer-te una mica més abans.\n\nSi encara no ho has fet, omple el qüestionari que et vam enviar. El trobaràs, juntament amb la reserva, a la teva àrea de client: {{session.manageLink}}\n\nLes teves respostes ens ajuden a preparar cada detall perquè aquell dia només t''hagis de relaxar i gaudir.\n\nGràcies!\n{{studio.name}}"}}'::jsonb),
  ('directions', 2, '{"en": "Directions for tomorrow", "es": "Indicaciones para mañana", "ca": "Indicacions per a demà"}'::jsonb,
   '{"en": {"subject": "See you tomorrow, {{client.firstName}}!", "body": "Hi {{client.firstName}},\n\nJust a quick note to say we''re all set for your {{session.type}} session tomorrow, {{session.date}}, at {{session.time}}.\n\nWhere: {{session.place}}\n\nPlease arrive five to ten minutes early so we can start calmly. If anything comes up on the way, call us on {{studio.phone}} or reply to this email.\n\nSee you tomorrow!\n{{studio.name}}"}, "es": {"subject": "¡Nos vemos mañana, {{client.firstName}}!", "body": "Hola, {{client.firstName}}:\n\nSolo queríamos recordarte que mañana, {{session.date}}, a las {{session.time}}, tenemos tu sesión de {{session.type}}. ¡Ya está todo preparado!\n\nLugar: {{session.place}}\n\nTe recomendamos llegar entre cinco y diez minutos antes para empezar con calma. Si te surge algo por el camino, llámanos al {{studio.phone}} o responde a este correo.\n\n¡Hasta mañana!\n{{studio.name}}"}, "ca": {"subject": "Ens veiem demà, {{client.firstName}}!", "body": "Hola, {{client.firstName}}:\n\nNomés volíem recordar-te que demà, {{session.date}}, a les {{session.time}}, tenim la teva sessió de {{session.type}}. Ja ho tenim tot a punt!\n\nLloc: {{session.place}}\n\nEt recomanem que arribis entre cinc i deu minuts abans per començar amb calma. Si et sorgeix qualsevol cosa pel camí, truca''ns al {{studio.phone}} o respon aquest correu.\n\nFins demà!\n{{studio.name}}"}}'::jsonb),
  ('thanks', 3, '{"en": "Thank you after the session", "es": "Agradecimiento tras la sesión", "ca": "Agraïment després de la sessió"}'::jsonb,
   '{"en": {"subject": "Thank you, {{client.firstName}}!", "body": "Hi {{client.firstName}},\n\nThank you so much for your {{session.type}} session with us. It was a real pleasure working with you.\n\nWe''re now choosing and editing your photos with care. We''ll write again as soon as your gallery is ready, so there''s nothing you need to do in the meantime.\n\nIf there''s anything you''d like to tell us, just reply to this email.\n\nWith gratitude,\n{{studio.name}}"}, "es": {"subject": "¡Gracias, {{client.firstName}}!", "body": "Hola, {{client.firstName}}:\n\nMuchísimas gracias por tu sesión de {{session.type}} con nosotros. Ha sido un verdadero placer trabajar contigo.\n\nAhora estamos seleccionando y editando tus fotos con todo el cariño. Te escribiremos en cuanto tu galería esté lista, así que no tienes que hacer nada mientras tanto.\n\nSi quieres contarnos cualquier cosa, responde a este correo.\n\nCon cariño,\n{{studio.name}}"}, "ca": {"subject": "Gràcies, {{client.firstName}}!", "body": "Hola, {{client.firstName}}:\n\nMoltíssimes gràcies per la teva sessió de {{session.type}} amb nosaltres. Ha estat un veritable plaer treballar amb tu.\n\nAra estem seleccionant i editant les teves fotos amb molta cura. T''escriurem tan bon punt la galeria estigui a punt, així que no has de fer res mentrestant.\n\nSi ens vols dir qualsevol cosa, respon aquest correu.\n\nAmb afecte,\n{{studio.name}}"}}'::jsonb),
  ('gallery_ready', 4, '{"en": "Gallery ready", "es": "Galería lista", "ca": "Galeria a punt"}'::jsonb,
   '{"en": {"subject": "Your photos are ready: {{gallery.name}}", "body": "Hi {{client.firstName}},\n\nThe moment has come: your gallery \"{{gallery.name}}\" is ready!\n\nOpen it here: {{gallery.link}}\n\nYou can view, download and share your favourite photos until {{gallery.expiresOn}}. We recommend downloading them soon and keeping a copy somewhere safe.\n\nWe hope you love them as much as we loved taking them.\n\n{{studio.name}}"}, "es": {"subject": "Tus fotos ya están listas: {{gallery.name}}", "body": "Hola, {{client.firstName}}:\n\n¡Ha llegado el momento! Tu galería «{{gallery.name}}» ya está lista.\n\nÁbrela aquí: {{gallery.link}}\n\nPuedes ver, descargar y compartir tus fotos favoritas hasta el {{gallery.expiresOn}}. Te recomendamos descargarlas pronto y guardar una copia en un lugar seguro.\n\nEsperamos que te gusten tanto como a nosotros nos gustó hacerlas.\n\n{{studio.name}}"}, "ca": {"subject": "Les teves fotos ja són a punt: {{gallery.name}}", "body": "Hola, {{client.firstName}}:\n\nHa arribat el moment! La teva galeria «{{gallery.name}}» ja és a punt.\n\nObre-la aquí: {{gallery.link}}\n\nPots veure, descarregar i compartir les teves fotos preferides fins al {{gallery.expiresOn}}. Et recomanem que les descarreguis aviat i que en guardis una còpia en un lloc segur.\n\nEsperem que t''agradin tant com a nosaltres ens va agradar fer-les.\n\n{{studio.name}}"}}'::jsonb),
  ('gallery_expiring', 5, '{"en": "Gallery expiring soon", "es": "La galería caduca pronto", "ca": "La galeria caduca aviat"}'::jsonb,
   '{"en": {"subject": "Your gallery closes on {{gallery.expiresOn}}", "body": "Hi {{client.firstName}},\n\nA friendly reminder: your gallery \"{{gallery.name}}\" will be available until {{gallery.expiresOn}}.\n\nIf you haven''t downloaded your photos yet, now is a good time: {{gallery.link}}\n\nIf you need a little more time, reply to this email and we''ll see what we can do.\n\n{{studio.name}}"}, "es": {"subject": "Tu galería se cierra el {{gallery.expiresOn}}", "body": "Hola, {{client.firstName}}:\n\nUn recordatorio amistoso: tu galería «{{gallery.name}}» estará disponible hasta el {{gallery.expiresOn}}.\n\nSi todavía no has descargado tus fotos, ahora es un buen momento: {{gallery.link}}\n\nSi necesitas un poco más de tiempo, responde a este correo y lo hablamos.\n\n{{studio.name}}"}, "ca": {"subject": "La teva galeria es tanca el {{gallery.expiresOn}}", "body": "Hola, {{client.firstName}}:\n\nUn recordatori amistós: la teva galeria «{{gallery.name}}» estarà disponible fins al {{gallery.expiresOn}}.\n\nSi encara no has descarregat les fotos, ara és un bon moment: {{gallery.link}}\n\nSi necessites una mica més de temps, respon aquest correu i en parlem.\n\n{{studio.name}}"}}'::jsonb),
  ('review', 6, '{"en": "Review request", "es": "Petición de opinión", "ca": "Petició de valoració"}'::jsonb,
   '{"en": {"subject": "How did we do, {{client.firstName}}?", "body": "Hi {{client.firstName}},\n\nWe hope you''re enjoying your photos! Your opinion means a lot to us, and it helps other people find a photographer they can trust.\n\nCould you spare a minute to tell us how it went? {{review.link}}\n\nThank you so much for choosing {{studio.name}}."}, "es": {"subject": "¿Qué tal fue todo, {{client.firstName}}?", "body": "Hola, {{client.firstName}}:\n\n¡Esperamos que estés disfrutando de tus fotos! Tu opinión es muy importante para nosotros y ayuda a otras personas a encontrar un fotógrafo de confianza.\n\n¿Nos dedicas un minuto para contarnos qué tal fue? {{review.link}}\n\nMuchas gracias por elegir {{studio.name}}."}, "ca": {"subject": "Com ha anat tot, {{client.firstName}}?", "body": "Hola, {{client.firstName}}:\n\nEsperem que estiguis gaudint de les teves fotos! La teva opinió és molt important per a nosaltres i ajuda altres persones a trobar un fotògraf de confiança.\n\nEns dediques un minut per explicar-nos com ha anat? {{review.link}}\n\nMoltes gràcies per triar {{studio.name}}."}}'::jsonb),
  ('invoice', 7, '{"en": "Invoice reminder", "es": "Recordatorio de factura", "ca": "Recordatori de factura"}'::jsonb,
   '{"en": {"subject": "Reminder: invoice {{invoice.number}}", "body": "Hi {{client.firstName}},\n\nThis is a gentle reminder that invoice {{invoice.number}} has {{invoice.amountDue}} outstanding.\n\nYou can view it and pay online here: {{invoice.link}}\n\nIf you''ve already paid, thank you, and please disregard this message. If you have any questions, just reply to this email.\n\nKind regards,\n{{studio.name}}"}, "es": {"subject": "Recordatorio: factura {{invoice.number}}", "body": "Hola, {{client.firstName}}:\n\nTe escribimos para recordarte que la factura {{invoice.number}} tiene un importe pendiente de {{invoice.amountDue}}.\n\nPuedes consultarla y pagarla en línea aquí: {{invoice.link}}\n\nSi ya la has pagado, muchas gracias, y no tengas en cuenta este mensaje. Si tienes cualquier duda, responde a este correo.\n\nUn saludo cordial,\n{{studio.name}}"}, "ca": {"subject": "Recordatori: factura {{invoice.number}}", "body": "Hola, {{client.firstName}}:\n\nT''escrivim per recordar-te que la factura {{invoice.number}} té un import pendent de {{invoice.amountDue}}.\n\nPots consultar-la i pagar-la en línia aquí: {{invoice.link}}\n\nSi ja l''has pagada, moltes gràcies, i no tinguis en compte aquest missatge. Si tens qualsevol dubte, respon aquest correu.\n\nSalutacions cordials,\n{{studio.name}}"}}'::jsonb);

insert into private.ready_made_workflows (key, position, names) values
  ('portrait', 0, '{"en": "Portrait session", "es": "Sesión de retrato", "ca": "Sessió de retrat"}'::jsonb),
  ('wedding', 1, '{"en": "Wedding", "es": "Boda", "ca": "Casament"}'::jsonb);

insert into private.ready_made_workflow_steps
  (workflow_key, position, trigger, offset_amount, offset_unit, at_minute, action, template_key, task_titles, wait_for)
values
  ('portrait', 0, 'booked', 0, 'days', null, 'send_template', 'welcome', null, null),
  ('portrait', 1, 'session', -1, 'days', 540, 'send_template', 'directions', null, null),
  ('portrait', 2, 'session', 1, 'days', 600, 'send_template', 'thanks', null, null),
  ('portrait', 3, 'gallery_published', 0, 'days', null, 'send_template', 'gallery_ready', null, null),
  ('portrait', 4, 'gallery_expires', -7, 'days', 600, 'send_template', 'gallery_expiring', null, null),
  ('portrait', 5, 'gallery_published', 3, 'days', 600, 'request_review', 'review', null, null),
  ('wedding', 0, 'booked', 0, 'days', null, 'send_template', 'welcome', null, null),
  ('wedding', 1, 'booked', 0, 'days', null, 'wait', null, null, 'contract_signed'),
  ('wedding', 2, 'invoice_overdue', 1, 'days', 600, 'send_template', 'invoice', null, null),
  ('wedding', 3, 'session', -14, 'days', 540, 'send_template', 'questionnaire', null, null),
  ('wedding', 4, 'session', -1, 'days', 540, 'send_template', 'directions', null, null),
  ('wedding', 5, 'session', 1, 'days', 540, 'create_task', null, '{"en": "Back up the cards", "es": "Hacer copia de seguridad de las tarjetas", "ca": "Fer còpia de seguretat de les targetes"}'::jsonb, null),
  ('wedding', 6, 'session', 2, 'days', 600, 'send_template', 'thanks', null, null),
  ('wedding', 7, 'gallery_published', 0, 'days', null, 'send_template', 'gallery_ready', null, null),
  ('wedding', 8, 'gallery_expires', -7, 'days', 600, 'send_template', 'gallery_expiring', null, null),
  ('wedding', 9, 'gallery_published', 3, 'days', 600, 'request_review', 'review', null, null);

-- Copies the ready-made templates and workflows into a studio, named in `language` (en when it is
-- not one the product speaks). The steps name the studio's own copies of the templates.
create function private.seed_ready_made_workflows(target_account text, author uuid, language text)
  returns void
  language plpgsql security definer set search_path = ''
  as $$
  declare
    lng text := case when language in ('en', 'es', 'ca') then language else 'en' end;
    template_ids jsonb := '{}'::jsonb;
    new_id text;
    ready record;
  begin
    for ready in select * from private.ready_made_mail_templates order by position loop
      new_id := gen_random_uuid()::text;
      insert into public.mail_templates (id, account_id, author_id, name, versions)
      values (new_id, target_account, author, ready.names ->> lng, ready.versions);
      template_ids := template_ids || jsonb_build_object(ready.key, new_id);
    end loop;
    for ready in select * from private.ready_made_workflows order by position loop
      new_id := gen_random_uuid()::text;
      insert into public.workflows (id, account_id, author_id, name)
      values (new_id, target_account, author, ready.names ->> lng);
      insert into public.workflow_steps (id, account_id, author_id, workflow_id, position, trigger, offset_amount,
        offset_unit, at_minute, action, mail_template_id, task_title, wait_for)
      select gen_random_uuid()::text, target_account, author, new_id, s.position, s.trigger, s.offset_amount,
        s.offset_unit, s.at_minute, s.action, template_ids ->> s.template_key, coalesce(s.task_titles ->> lng, ''),
        s.wait_for
      from private.ready_made_workflow_steps s
      where s.workflow_key = ready.key;
    end loop;
  end
  $$;
revoke execute on function private.seed_ready_made_workflows(text, uuid, text) from public, anon, authenticated;

-- The studio made at sign-up starts with them too, in the language the person signed up in
-- (user_metadata.locale, as the sign-up form and the OAuth consent page write it). As in
-- 20261210080000 otherwise.
create or replace function private.create_studio_for_new_user() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    new_account text := gen_random_uuid()::text;
  begin
    if (new.raw_user_meta_data ->> 'joining_team' = 'true'
        or coalesce(new.raw_app_meta_data ->> 'provider', 'email') <> 'email')
      and exists (select 1 from public.team_invitations i
                  where i.email = lower(new.email) and i.expires_at > private.now_ms()) then
      return new;
    end if;
    insert into public.accounts (id, name, author_id)
    values (
      new_account,
      coalesce(nullif(btrim(new.raw_user_meta_data ->> 'studio_name'), ''), split_part(coalesce(new.email, 'studio'), '@', 1)),
      new.id
    );
    insert into public.account_members (account_id, user_id, role) values (new_account, new.id, 'owner');
    perform private.seed_ready_made_workflows(new_account, new.id, new.raw_user_meta_data ->> 'locale');
    return new;
  end
  $$;
revoke execute on function private.create_studio_for_new_user() from public, anon, authenticated;
