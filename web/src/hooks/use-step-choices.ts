import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { queries } from '@core/zero/queries';
import type { StepNames } from '../lib/step-summary';
import { useAccount } from './use-account';

const byId = <T extends { id: string }>(rows: readonly T[], name: (row: T) => string) =>
  new Map(rows.map((row) => [row.id, name(row)]));

/**
 * The studio's mail templates, questionnaires and contract templates that workflow steps name,
 * as lists to choose from and by id to describe a step (lib/step-summary.ts).
 */
export function useStepChoices() {
  const { account } = useAccount();
  const accountId = account.id;
  const [mailTemplates] = useQuery(queries.mailTemplateChoices.list({ accountId }));
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId }));
  const [contractTemplates] = useQuery(queries.contracts.templates({ accountId }));
  const names: StepNames = useMemo(
    () => ({
      mailTemplates: byId(mailTemplates, (row) => row.name),
      questionnaires: byId(questionnaires, (row) => row.title),
      contractTemplates: byId(contractTemplates, (row) => row.name),
      members: new Map(),
    }),
    [mailTemplates, questionnaires, contractTemplates],
  );
  return { mailTemplates, questionnaires, contractTemplates, names };
}
