// POST /api/accounts {name, language?}: a further studio, owned by the caller (a photographer with
// a second business, or an assistant starting their own). It starts as a sign-up's first studio
// does: no clients, and the ready-made mail templates and workflows named in `language`.
import { newStudioInput } from '@core/domain/account';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountsOf } from './account-row';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { name, language } = parseJsonBody(event, newStudioInput);
  const sql = getSql();
  // The id comes from the table's default, as for the studio made at sign-up.
  const id = await sql.begin(async (tx) => {
    const [created] = await tx<{ id: string }[]>`
      insert into accounts (name, author_id) values (${name}, ${caller.userId}) returning id`;
    if (!created) throw new Error('no studio was created');
    await tx`insert into account_members (account_id, user_id, role) values (${created.id}, ${caller.userId}, 'owner')`;
    await tx`select private.seed_ready_made_workflows(${created.id}, ${caller.userId}, ${language ?? 'en'})`;
    return created.id;
  });
  const [account] = await accountsOf(sql, caller.userId, id);
  return json(201, { account });
});
