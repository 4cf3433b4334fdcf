import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMergeValues } from '@core/domain/questionnaire-answer-text';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';

/**
 * What the session's client answered so far, as the `{{answers.<id>}}` fields sending will fill
 * (functions/lib/questionnaires/merge-fields.ts); none for a contract without a session.
 */
export function useAnswerValues(sessionId: string | null | undefined) {
  const { account } = useAccount();
  const { t } = useTranslation('questionnaires');
  const [responses] = useQuery(
    !!sessionId && queries.questionnaireResponses.bySession({ accountId: account.id, sessionId }),
  );
  return useMemo(
    () =>
      answerMergeValues(responses ?? [], (lng) => ({
        yes: t('answer.yes', { lng }),
        no: t('answer.no', { lng }),
      })),
    [responses, t],
  );
}
