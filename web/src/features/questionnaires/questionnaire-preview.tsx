import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers, QuestionnaireField } from '@core/domain/questionnaire-answers';
import { AnswerControl, QuestionLabel } from '../../components/questionnaire-answer-control';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';

type QuestionnaireForm = { title: string; intro: string; fields: readonly QuestionnaireField[] };

/**
 * The form as the client will see it, drawn with the client's page's own controls: the
 * photographer can try each question; nothing typed here is saved.
 */
export function QuestionnairePreview({ questionnaire }: { questionnaire: QuestionnaireForm }) {
  const { t } = useTranslation('questionnaireAdmin');
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <Card className="gap-4" data-testid="questionnaire-preview">
      <CardHeader>
        <CardTitle>{t('preview.heading')}</CardTitle>
        <CardDescription>{t('preview.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-lg font-semibold">{questionnaire.title}</p>
          {questionnaire.intro && <p className="whitespace-pre-line text-muted-foreground">{questionnaire.intro}</p>}
        </div>
        {questionnaire.fields.length === 0 && <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>}
        {questionnaire.fields.map((field) => (
          <Field key={field.id} label={<QuestionLabel field={field} />} description={field.help}>
            {(control) => (
              <AnswerControl
                field={field}
                value={answers[field.id]}
                disabled={false}
                control={control}
                onChange={(value) =>
                  setAnswers(({ [field.id]: _old, ...rest }) =>
                    value === undefined ? rest : { ...rest, [field.id]: value },
                  )
                }
              />
            )}
          </Field>
        ))}
      </CardContent>
    </Card>
  );
}
