import { useQuery } from '@rocicorp/zero/react';
import { Mail, MailPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newId } from '@core/domain/ids';
import { MAIL_TEMPLATE_LANGUAGES, mailTemplateName } from '@core/domain/mail-template';
import { mutators } from '@core/zero/mutators';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { languageNames } from '../../lib/languages';
import { TemplateListCard } from './template-list-card';

/** A mail template's editor (features/mail-templates/), which no feature may import. */
const editorPath = (id: string) => `/app/settings/mail-templates/${encodeURIComponent(id)}`;

/** The studio's mail templates, each opening its editor with the languages it is written in, and a new one. */
export function MailTemplatesCard() {
  const { t } = useTranslation('mailTemplates');
  const { account } = useAccount();
  const [templates] = useQuery(queries.mailTemplates.list({ accountId: account.id }));
  return (
    <TemplateListCard
      testId="mail-templates"
      namespace="mailTemplates"
      icons={{ item: Mail, new: MailPlus }}
      items={templates.map((template) => {
        const written = MAIL_TEMPLATE_LANGUAGES.filter((lng) => template.versions[lng]);
        return {
          id: template.id,
          name: template.name,
          to: editorPath(template.id),
          meta: written.length ? written.map((lng) => languageNames[lng]).join(' · ') : t('templates.noVersion'),
        };
      })}
      newDialogTestId="new-mail-template-dialog"
      newForm={<NewMailTemplateForm />}
    />
  );
}

function NewMailTemplateForm() {
  const { t } = useTranslation('mailTemplates');
  const { account } = useAccount();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mailTemplateName.safeParse(name);
    if (!parsed.success) return setNameError(message(parsed.error.issues[0]?.message));
    setNameError(undefined);
    setPending(true);
    setError(undefined);
    const id = newId();
    const outcome = await mutate(
      mutators.mailTemplate.create({ id, accountId: account.id, name: parsed.data, versions: {} }),
      { awaitServer: true },
    );
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(editorPath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <Field label={t('editor.name')} error={nameError}>
        {(field) => (
          <Input {...field} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <DialogFormFooter error={error} pending={pending} submitLabel={t('templates.create')} />
    </form>
  );
}
