// What a template's and a draft contract's editors share: the text with its merge fields, the
// fields the client fills in, and the preview drawn as the client and the PDF will have it.
import { useQuery } from '@rocicorp/zero/react';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientField } from '@core/domain/contract';
import { fillContract, MERGE_FIELDS } from '@core/domain/contract-fields';
import { contractBlocks } from '@core/domain/contract-text';
import { queries } from '@core/zero/queries';
import { ContractBlocks } from '../../components/contract-blocks';
import { InsertFieldMenu } from '../../components/insert-field-menu';
import type { FieldDraft } from '../../components/saved-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../components/ui/dropdown-menu';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useWriteBlock } from '../../hooks/use-write-block';

/** The contract's Markdown, with a menu that puts a merge field where the cursor is. */
export function ContractTextField({ draft }: { draft: FieldDraft }) {
  const { t } = useTranslation(['contracts', 'contractFields']);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const blocked = useWriteBlock('sync') !== undefined;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>{t('editor.text')}</Label>
        <InsertFieldMenu
          target={area}
          value={draft.value}
          onChange={draft.onChange}
          label={t('editor.insertField')}
          fields={MERGE_FIELDS.map((field) => ({ key: field.key, label: t(field.labelKey) }))}
          disabled={blocked}
          testId="insert-field"
          More={AnswerFieldItems}
        />
      </div>
      <Textarea
        ref={area}
        id={id}
        value={draft.value}
        readOnly={blocked}
        rows={18}
        className="font-mono text-sm md:text-sm"
        aria-invalid={Boolean(draft.error)}
        aria-describedby={`${id}-help`}
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        data-testid="contract-text"
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {t('editor.textHelp')}
      </p>
      {draft.error && <p className="text-xs font-medium text-destructive">{draft.error}</p>}
    </div>
  );
}

/**
 * The questions of the studio's questionnaires, by questionnaire, as `{{answers.<id>}}` fields:
 * sending fills them with what the session's client answered.
 */
function AnswerFieldItems({ insert }: { insert: (key: string) => void }) {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const [questionnaires] = useQuery(queries.questionnaires.list({ accountId: account.id }));
  const asked = questionnaires.filter((questionnaire) => questionnaire.fields.length > 0);
  if (asked.length === 0) return null;
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-foreground">{t('editor.answerFields')}</DropdownMenuLabel>
      {asked.map((questionnaire) => (
        <DropdownMenuGroup key={questionnaire.id}>
          <DropdownMenuLabel>{questionnaire.title}</DropdownMenuLabel>
          {questionnaire.fields.map((field) => (
            <DropdownMenuItem key={field.id} className="pl-4" onSelect={() => insert(`answers.${field.id}`)}>
              {field.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
      ))}
    </>
  );
}

/** The first free key for a new field: field1, field2… (the client's answers are kept by key). */
function newFieldKey(fields: readonly ClientField[]): string {
  const taken = new Set(fields.map((field) => field.key));
  let n = fields.length + 1;
  while (taken.has(`field${n}`)) n++;
  return `field${n}`;
}

type ClientFieldsEditorProps = {
  fields: readonly ClientField[];
  /** Saves the whole list; resolves with the refusal's message, or undefined once saved. */
  save: (fields: ClientField[]) => Promise<string | undefined>;
};

/** What the client fills in when signing: each field's label and whether it is required. */
export function ClientFieldsEditor({ fields, save }: ClientFieldsEditorProps) {
  const { t } = useTranslation('contracts');
  const blocked = useWriteBlock('sync') !== undefined;
  const [error, setError] = useState<string>();
  const commit = async (next: ClientField[]) => {
    const failure = await save(next);
    setError(failure);
    return failure;
  };
  const change = (index: number, changes: Partial<ClientField>) =>
    commit(fields.map((field, at) => (at === index ? { ...field, ...changes } : field)));

  return (
    <section aria-labelledby="client-fields" className="grid gap-3" data-testid="client-fields">
      <div className="grid gap-1">
        <h2 id="client-fields" className="text-base font-semibold">
          {t('clientFields.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('clientFields.description')}</p>
      </div>
      {fields.length > 0 && (
        <ul className="grid gap-2">
          {fields.map((field, index) => (
            <ClientFieldRow
              key={field.key}
              field={field}
              blocked={blocked}
              onLabel={(label) => change(index, { label })}
              onRequired={(required) => void change(index, { required })}
              onRemove={() => void commit(fields.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        className="w-fit"
        disabled={blocked}
        onClick={() =>
          void commit([...fields, { key: newFieldKey(fields), label: t('clientFields.newLabel'), required: false }])
        }
      >
        <Plus aria-hidden="true" />
        {t('clientFields.add')}
      </Button>
    </section>
  );
}

type ClientFieldRowProps = {
  field: ClientField;
  blocked: boolean;
  onLabel: (label: string) => Promise<string | undefined>;
  onRequired: (required: boolean) => void;
  onRemove: () => void;
};

function ClientFieldRow({ field, blocked, onLabel, onRequired, onRemove }: ClientFieldRowProps) {
  const { t } = useTranslation('contracts');
  const id = useId();
  const [label, setLabel] = useState<string>();
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:flex sm:items-center" data-testid="client-field">
      <Input
        aria-label={t('clientFields.label')}
        value={label ?? field.label}
        readOnly={blocked}
        className="sm:flex-1"
        onChange={(event) => setLabel(event.target.value)}
        onBlur={() => {
          if (label === undefined || label === field.label) return setLabel(undefined);
          void onLabel(label).then((failure) => {
            if (!failure) setLabel(undefined);
          });
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch id={`${id}-required`} checked={field.required} disabled={blocked} onCheckedChange={onRequired} />
          <Label htmlFor={`${id}-required`}>{t('clientFields.required')}</Label>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={blocked}
          aria-label={t('clientFields.remove', { label: field.label })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

type ContractPreviewProps = {
  /** The text as typed, with its merge fields. */
  text: string;
  /** The fields known so far; the rest stay marked. */
  values: Readonly<Record<string, string | undefined>>;
  title?: string | undefined;
};

/** The text drawn as the client will read it, the fields filled where known and the others marked. */
export function ContractPreview({ text, values, title }: ContractPreviewProps) {
  const { t } = useTranslation('contracts');
  const blocks = useMemo(() => {
    const known = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));
    return contractBlocks(fillContract(text, known));
  }, [text, values]);
  return (
    <Card className="gap-4" data-testid="contract-preview">
      <CardHeader>
        <CardTitle>{t('preview.heading')}</CardTitle>
        <CardDescription>{t('preview.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {title && <p className="text-lg font-semibold">{title}</p>}
        {blocks.length > 0 ? (
          <ContractBlocks blocks={blocks} markUnfilled />
        ) : (
          <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>
        )}
      </CardContent>
    </Card>
  );
}
