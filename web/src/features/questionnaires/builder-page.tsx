import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { ClipboardX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { entityId } from '@core/domain/ids';
import { questionnaireTemplate } from '@core/domain/questionnaire';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { BackLink } from '../../components/back-link';
import { DeleteAndLeaveButton } from '../../components/delete-and-leave-button';
import { LanguageSelect } from '../../components/language-select';
import { EditorPageGate } from '../../components/editor-page-gate';
import { PageHeader } from '../../components/page-header';
import { SaveState } from '../../components/save-state';
import { SavedTextField } from '../../components/saved-field';
import { Field } from '../../components/ui/field';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { DocumentSavesContext, useDocumentSavesState } from '../../hooks/use-document-saves';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { FieldsEditor } from './fields-editor';
import { QuestionnairePreview } from './questionnaire-preview';
import { QUESTIONNAIRE_SETTINGS_PATH } from './questionnaire-paths';

type Questionnaire = Row<typeof schema.tables.questionnaires>;
type Changes = Omit<Parameters<typeof mutators.questionnaire.update>[0], 'id'>;

/** /app/settings/questionnaires/:questionnaireId: one questionnaire, each change saved as it is made. */
export function QuestionnaireBuilderPage() {
  const { questionnaireId = '' } = useParams();
  const { account } = useAccount();
  const { t } = useTranslation('questionnaireAdmin');
  const validId = entityId.safeParse(questionnaireId).success;
  const [questionnaire, result] = useQuery(
    validId && queries.questionnaires.byId({ accountId: account.id, id: questionnaireId }),
  );
  return (
    <EditorPageGate
      validId={validId}
      row={questionnaire}
      result={result}
      loadingLabel={t('builder.loading')}
      missing={{
        icon: ClipboardX,
        testId: 'questionnaire-unavailable',
        texts: { title: t('builder.missing'), description: t('builder.missingDescription') },
        back: { label: t('builder.back'), to: QUESTIONNAIRE_SETTINGS_PATH },
      }}
    >
      {(found) => <Builder key={found.id} questionnaire={found} />}
    </EditorPageGate>
  );
}

function Builder({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaireAdmin');
  const saves = useDocumentSavesState();
  const message = useValidationMessage();
  const offline = useWriteBlock('sync');
  const update = (changes: Changes) => saves.save(mutators.questionnaire.update({ id: questionnaire.id, ...changes }));
  /** Saves one text the schema checks first, answering its translated refusal. */
  const saveText = async (key: 'title' | 'intro', text: string) => {
    const parsed = questionnaireTemplate.shape[key].safeParse(text);
    return parsed.success ? update({ [key]: parsed.data }) : message(parsed.error.issues[0]?.message);
  };

  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="questionnaire-builder">
        <div className="grid gap-3">
          <BackLink to={QUESTIONNAIRE_SETTINGS_PATH} label={t('builder.back')} className="text-muted-foreground" />
          <PageHeader
            title={questionnaire.title}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t('builder.description')}</span>
                <SaveState />
              </span>
            }
            actions={
              // What was sent keeps its copy of the form.
              <DeleteAndLeaveButton
                request={() => mutators.questionnaire.delete({ id: questionnaire.id })}
                leaveTo={QUESTIONNAIRE_SETTINGS_PATH}
                texts={{
                  label: t('builder.delete'),
                  title: t('builder.deleteTitle', { title: questionnaire.title }),
                  description: t('builder.deleteDescription'),
                  deleted: t('builder.deleted'),
                }}
                testId="delete-questionnaire-dialog"
              />
            }
          />
        </div>
        <WritesOffNotice reason={offline} />
        <div className="grid gap-4 md:grid-cols-2">
          <SavedTextField
            label={t('builder.title')}
            synced={questionnaire.title}
            commit={(text) => saveText('title', text)}
          />
          <Field label={t('builder.language')} description={t('builder.languageHint')}>
            {(field) => (
              <LanguageSelect
                {...field}
                value={questionnaire.language}
                onChange={(language) => void update({ language })}
              />
            )}
          </Field>
          <SavedTextField
            label={t('builder.intro')}
            description={t('builder.introHint')}
            synced={questionnaire.intro}
            commit={(text) => saveText('intro', text)}
            multiline
            className="md:col-span-2"
          />
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <FieldsEditor fields={questionnaire.fields} save={(fields) => update({ fields })} />
          <QuestionnairePreview questionnaire={questionnaire} />
        </div>
      </div>
    </DocumentSavesContext>
  );
}
