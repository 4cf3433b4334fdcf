import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentLanguage } from '@core/domain/invoice';
import { MAIL_FIELDS, mailTemplateVersion, type MailTemplateVersion } from '@core/domain/mail-template';
import { InsertFieldMenu } from '../../components/insert-field-menu';
import { useFieldDraft, type FieldDraft } from '../../components/saved-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { languageNames } from '../../lib/languages';
import { MailPreview } from './mail-preview';

type VersionEditorProps = {
  language: DocumentLanguage;
  version: MailTemplateVersion;
  save: (version: MailTemplateVersion) => Promise<string | undefined>;
  onRemove: () => void;
};

/** One language's subject and text, each saved as it is left, beside its live preview. */
export function VersionEditor({ language, version, save, onRemove }: VersionEditorProps) {
  const { t } = useTranslation('mailTemplates');
  const message = useValidationMessage();
  const blocked = useWriteBlock('sync') !== undefined;
  const commit = async (changes: Partial<MailTemplateVersion>) => {
    const parsed = mailTemplateVersion.safeParse({ ...version, ...changes });
    return parsed.success ? save(parsed.data) : message(parsed.error.issues[0]?.message);
  };
  const subject = useFieldDraft(version.subject, (text) => commit({ subject: text }));
  const body = useFieldDraft(version.body, (text) => commit({ body: text }));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid gap-4">
        <FieldText draft={subject} label={t('editor.subject')} testId="mail-subject" />
        <FieldText draft={body} label={t('editor.body')} help={t('editor.bodyHelp')} multiline testId="mail-body" />
        <Button variant="outline" className="w-fit" disabled={blocked} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('editor.removeVersion', { language: languageNames[language] })}
        </Button>
      </div>
      <MailPreview language={language} subject={subject.value} body={body.value} />
    </div>
  );
}

type FieldTextProps = { draft: FieldDraft; label: string; help?: string; multiline?: boolean; testId: string };

/** A subject or text with its "Insert field" menu. */
function FieldText({ draft, label, help, multiline = false, testId }: FieldTextProps) {
  const { t } = useTranslation(['mailTemplates', 'contractFields']);
  const id = useId();
  const input = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const blocked = useWriteBlock('sync') !== undefined;
  const control = {
    ref: input,
    id,
    value: draft.value,
    readOnly: blocked,
    'aria-invalid': Boolean(draft.error),
    'aria-describedby': help ? `${id}-help` : undefined,
    onBlur: draft.onBlur,
    'data-testid': testId,
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <InsertFieldMenu
          target={input}
          value={draft.value}
          onChange={draft.onChange}
          label={t('editor.insertField')}
          fields={MAIL_FIELDS.map((field) => ({ key: field.key, label: t(field.labelKey) }))}
          disabled={blocked}
          testId={`${testId}-insert-field`}
        />
      </div>
      {multiline ? (
        <Textarea {...control} rows={16} onChange={(event) => draft.onChange(event.target.value)} />
      ) : (
        <Input {...control} autoComplete="off" onChange={(event) => draft.onChange(event.target.value)} />
      )}
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      {draft.error && <p className="text-xs font-medium text-destructive">{draft.error}</p>}
    </div>
  );
}
