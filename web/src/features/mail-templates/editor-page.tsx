import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { MailX, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { entityId } from '@core/domain/ids';
import type { DocumentLanguage } from '@core/domain/invoice';
import {
  MAIL_TEMPLATE_LANGUAGES,
  mailTemplateName,
  type MailTemplateVersion,
  type MailTemplateVersions,
} from '@core/domain/mail-template';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { BackLink } from '../../components/back-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditorPageGate } from '../../components/editor-page-gate';
import { PageHeader } from '../../components/page-header';
import { SaveState } from '../../components/save-state';
import { SavedTextField } from '../../components/saved-field';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabTriggers } from '../../components/ui/tabs';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { DocumentSavesContext, useDocumentSavesState } from '../../hooks/use-document-saves';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { languageNames } from '../../lib/languages';
import { VersionEditor } from './version-editor';

type Template = Row<typeof schema.tables.mailTemplates>;

/** Settings → Mail templates, where the list is (features/settings/). */
const LIST_PATH = '/app/settings/mail-templates';

/** /app/settings/mail-templates/:templateId: one mail template, a tab per language, each field saved as it is left. */
export function MailTemplateEditorPage() {
  const { templateId = '' } = useParams();
  const { account } = useAccount();
  const { t } = useTranslation('mailTemplates');
  const validId = entityId.safeParse(templateId).success;
  const [template, result] = useQuery(validId && queries.mailTemplates.byId({ accountId: account.id, id: templateId }));
  return (
    <EditorPageGate
      validId={validId}
      row={template}
      result={result}
      missing={{
        icon: MailX,
        testId: 'mail-template-unavailable',
        texts: { title: t('editor.missing'), description: t('editor.missingDescription') },
        back: { label: t('editor.back'), to: LIST_PATH },
      }}
    >
      {(found) => <MailTemplateEditor key={found.id} template={found} />}
    </EditorPageGate>
  );
}

function MailTemplateEditor({ template }: { template: Template }) {
  const { t } = useTranslation('mailTemplates');
  const saves = useDocumentSavesState();
  const message = useValidationMessage();
  const offline = useWriteBlock('sync');
  const versions: MailTemplateVersions = template.versions;
  const written = MAIL_TEMPLATE_LANGUAGES.filter((lng) => versions[lng]);
  const missing = MAIL_TEMPLATE_LANGUAGES.filter((lng) => !versions[lng]);
  const [chosen, setChosen] = useState<DocumentLanguage | undefined>(written[0]);
  const active = chosen && versions[chosen] ? chosen : written[0];

  const saveVersions = (next: MailTemplateVersions) =>
    saves.save(mutators.mailTemplate.update({ id: template.id, versions: next }));
  const saveVersion = (lng: DocumentLanguage, version: MailTemplateVersion) =>
    saveVersions({ ...versions, [lng]: version });
  const addVersion = (lng: DocumentLanguage) => {
    // A new language starts from the version on screen, ready to be translated.
    const from = active && versions[active];
    void saveVersions({ ...versions, [lng]: from ?? { subject: template.name, body: '' } });
    setChosen(lng);
  };
  const removeVersion = (lng: DocumentLanguage) => {
    const next = { ...versions };
    delete next[lng];
    void saveVersions(next);
    setChosen(undefined);
  };

  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="mail-template-editor">
        <div className="grid gap-3">
          <BackLink to={LIST_PATH} label={t('editor.back')} className="text-muted-foreground" />
          <PageHeader
            title={template.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t('editor.description')}</span>
                <SaveState />
              </span>
            }
            actions={<DeleteTemplateButton template={template} />}
          />
        </div>
        <WritesOffNotice reason={offline} />
        <SavedTextField
          label={t('editor.name')}
          synced={template.name}
          className="max-w-md"
          commit={async (text) => {
            const parsed = mailTemplateName.safeParse(text);
            return parsed.success
              ? saves.save(mutators.mailTemplate.update({ id: template.id, name: parsed.data }))
              : message(parsed.error.issues[0]?.message);
          }}
        />
        <section className="grid gap-3" aria-labelledby="mail-template-versions">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="mail-template-versions" className="mr-auto font-heading text-lg font-semibold">
              {t('editor.versions')}
            </h2>
            {missing.map((lng) => (
              <Button
                key={lng}
                variant="outline"
                size="sm"
                disabled={offline !== undefined}
                onClick={() => addVersion(lng)}
                data-testid={`add-version-${lng}`}
              >
                <Plus aria-hidden="true" />
                {t('editor.addVersion', { language: languageNames[lng] })}
              </Button>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">{t('editor.versionsHint')}</p>
          {active ? (
            <Tabs value={active} onValueChange={(value) => setChosen(value as DocumentLanguage)}>
              <TabTriggers values={written} label={(lng) => languageNames[lng]} />
              {written.map((lng) => (
                <TabsContent key={lng} value={lng} className="pt-4">
                  <VersionEditor
                    key={lng}
                    language={lng}
                    version={versions[lng]!}
                    save={(version) => saveVersion(lng, version)}
                    onRemove={() => removeVersion(lng)}
                  />
                </TabsContent>
              ))}
            </Tabs>
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
              {t('editor.noVersions')}
            </p>
          )}
        </section>
      </div>
    </DocumentSavesContext>
  );
}

/** Deletes the template after asking, saying which workflow steps lose it. */
function DeleteTemplateButton({ template }: { template: Template }) {
  const { t } = useTranslation('mailTemplates');
  const { account } = useAccount();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const [confirming, setConfirming] = useState(false);
  const [steps] = useQuery(queries.mailTemplates.steps({ accountId: account.id, id: template.id }));
  const remove = async () => {
    const outcome = await mutate(mutators.mailTemplate.delete({ id: template.id }), { awaitServer: true });
    if (!outcome.ok) return outcome.message;
    toast.success(t('editor.deleted'));
    void navigate(LIST_PATH);
    return undefined;
  };
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('editor.delete')}
      </Button>
      <ConfirmDialog
        subject={confirming ? template : undefined}
        onOpenChange={setConfirming}
        title={(subject) => t('editor.deleteTitle', { name: subject.name })}
        description={
          steps.length > 0
            ? `${t('editor.deleteUsed', { count: steps.length })} ${t('editor.deleteDescription')}`
            : t('editor.deleteDescription')
        }
        confirmLabel={t('editor.delete')}
        onConfirm={remove}
        testId="delete-mail-template-dialog"
      />
    </>
  );
}
