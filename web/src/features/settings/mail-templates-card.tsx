import { useQuery } from '@rocicorp/zero/react';
import { Mail, MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIL_TEMPLATE_LANGUAGES, mailTemplateName } from '@core/domain/mail-template';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { languageNames } from '../../lib/languages';
import { NewNamedForm } from '../../components/new-named-form';
import { TemplateListCard } from '../../components/template-list-card';

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
      newForm={
        <NewNamedForm
          labels={{ name: t('editor.name'), submit: t('templates.create') }}
          schema={mailTemplateName}
          create={(id, name) => mutators.mailTemplate.create({ id, accountId: account.id, name, versions: {} })}
          openPath={editorPath}
        />
      }
    />
  );
}
