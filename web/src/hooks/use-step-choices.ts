import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { queries } from '@core/zero/queries';
import type { StepNames } from '../lib/step-summary';
import { useAccount } from './use-account';
import { useMemberName } from './use-member-names';
import { useStudioMembers } from './use-studio-members';

const byId = <T extends { id: string }>(rows: readonly T[], name: (row: T) => string) =>
  new Map(rows.map((row) => [row.id, name(row)]));

/**
 * The studio's mail templates, questionnaires, contract templates and members that workflow steps name,
 * as lists to choose from and by id to describe a step (lib/step-summary.ts).
 */
export function useStepChoices() {
  const { account } = useAccount();
  const accountId = account.id;
  const [mailTemplates] = useQuery(queries.mailTemplates.list({ accountId }));
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId }));
  const [contractTemplates] = useQuery(queries.contracts.templates({ accountId }));
  const members = useStudioMembers();
  const memberName = useMemberName();
  const names: StepNames = useMemo(
    () => ({
      mailTemplates: byId(mailTemplates, (row) => row.name),
      questionnaires: byId(questionnaires, (row) => row.title),
      contractTemplates: byId(contractTemplates, (row) => row.name),
      // Their addresses: "for You" would read oddly in the middle of a step's summary.
      members: new Map((members ?? []).map((member) => [member.userId, member.email || memberName(member)])),
    }),
    [mailTemplates, questionnaires, contractTemplates, members, memberName],
  );
  return { mailTemplates, questionnaires, contractTemplates, names };
}
