import { useQuery } from '@rocicorp/zero/react';
import { FilePlus2, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { templateFields } from '@core/domain/contract';
import { contractSampleKeys, type ContractSampleKey } from '@core/domain/contract-samples';
import { newId } from '@core/domain/ids';
import type { DocumentLanguage } from '@core/domain/invoice';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { LanguageSelect } from '../../components/language-select';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { languageNames } from '../../lib/languages';
import { TemplateListCard } from '../../components/template-list-card';

/** A template's editor (features/contracts/), which no feature may import. */
const templatePath = (id: string) => `/app/settings/contracts/${encodeURIComponent(id)}`;

/** The studio's contract templates, each opening its editor, and a new one, blank or from a sample. */
export function ContractTemplatesCard() {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const [templates] = useQuery(queries.contracts.templates({ accountId: account.id }));
  return (
    <TemplateListCard
      testId="contract-templates"
      namespace="contracts"
      icons={{ item: FileText, new: FilePlus2 }}
      items={templates.map((template) => ({
        id: template.id,
        name: template.name,
        to: templatePath(template.id),
        meta: `${languageNames[template.language]} · ${t('templates.fieldCount', { count: template.clientFields.length })}`,
      }))}
      newDialogTestId="new-template-dialog"
      newForm={<NewTemplateForm />}
    />
  );
}

type Start = 'blank' | ContractSampleKey;

function NewTemplateForm() {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const { locale } = useStudioFormat();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [start, setStart] = useState<Start>('blank');
  const [language, setLanguage] = useState<DocumentLanguage>(locale);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = newId();
    let args: Parameters<typeof mutators.contractTemplate.create>[0];
    if (start === 'blank') {
      const parsed = templateFields.shape.name.safeParse(name);
      if (!parsed.success) return setNameError(message(parsed.error.issues[0]?.message));
      args = { id, accountId: account.id, name: parsed.data, language };
    } else {
      args = { id, accountId: account.id, sample: start, language };
    }
    setNameError(undefined);
    setPending(true);
    setError(undefined);
    const outcome = await mutate(mutators.contractTemplate.create(args), { awaitServer: true });
    setPending(false);
    if (!outcome.ok) setError(outcome.message);
    else void navigate(templatePath(id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <Label id="template-start">{t('templates.start')}</Label>
        <RadioGroup aria-labelledby="template-start" value={start} onValueChange={(value) => setStart(value as Start)}>
          <RadioCard value="blank" label={t('templates.blank')} description={t('templates.blankHint')} />
          {contractSampleKeys.map((key) => (
            <RadioCard
              key={key}
              value={key}
              label={t(`templates.samples.${key}`)}
              description={t('templates.sampleHint')}
            />
          ))}
        </RadioGroup>
      </div>
      <Field label={t('template.language')} description={t('template.languageHint')}>
        {(field) => <LanguageSelect {...field} value={language} onChange={setLanguage} />}
      </Field>
      {start === 'blank' && (
        <Field label={t('template.name')} error={nameError}>
          {(field) => (
            <Input {...field} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
      )}
      <DialogFormFooter error={error} pending={pending} submitLabel={t('templates.create')} />
    </form>
  );
}
