import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { quoteFields } from '@core/domain/invoice';
import { fromDateTimeInput, toDateInput } from '@core/domain/studio-time';
import { mutators } from '@core/zero/client-mutators';
import { DateField } from '../../components/date-field';
import { IconButton } from '../../components/icon-button';
import { Field } from '../../components/ui/field';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { CustomerPicker } from '../bookings/customer-picker';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { LanguageSelect } from '../../components/language-select';
import type { InvoiceRow, QuoteRow } from './document-types';
import { SavedTextField } from '../../components/saved-field';

type Editable = 'customerId' | 'customerTaxId' | 'customerAddress' | 'language' | 'notes';
type Changes = Partial<Pick<QuoteRow, Editable | 'title'>> & {
  expiresAt?: number | null;
  dueAt?: number | null;
};

type DocumentFieldsProps = { kind: 'quote'; document: QuoteRow } | { kind: 'invoice'; document: InvoiceRow };

/** A draft's own fields (whom it is for, in which language, until when, its notes), each saved as it changes. */
export function DocumentFields(props: DocumentFieldsProps) {
  const { t } = useTranslation('documents');
  const message = useValidationMessage();
  const { save } = useDocumentSaves();
  const { document } = props;

  const update = (changes: Changes) =>
    save(
      props.kind === 'quote'
        ? mutators.quote.update({ id: document.id, ...changes })
        : mutators.invoice.update({ id: document.id, ...changes }),
    );
  /** Saves a text field once it reads as the schema's field does; else says why in place. */
  const commitText =
    (key: 'customerTaxId' | 'customerAddress' | 'notes' | 'title', schema: z.ZodType<string>) =>
    async (text: string) => {
      const parsed = schema.safeParse(text);
      if (!parsed.success) return message(parsed.error.issues[0]?.message);
      return update({ [key]: parsed.data });
    };

  return (
    <section aria-labelledby="document-details" className="grid gap-4">
      <h2 id="document-details" className="text-lg font-semibold">
        {t('editor.details')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <CustomerField customerId={document.customerId} onChange={(customerId) => update({ customerId })} />
        <Field label={t('fields.language')} description={t('fields.languageHint')}>
          {(field) => (
            <LanguageSelect {...field} value={document.language} onChange={(language) => update({ language })} />
          )}
        </Field>
        {props.kind === 'quote' && (
          <SavedTextField
            label={t('fields.title')}
            description={t('fields.titleHint')}
            synced={props.document.title}
            commit={commitText('title', quoteFields.shape.title)}
          />
        )}
        {props.kind === 'quote' ? (
          <DayField
            label={t('fields.expiresAt')}
            description={t('fields.expiresAtHint')}
            value={props.document.expiresAt ?? null}
            onChange={(expiresAt) => update({ expiresAt })}
          />
        ) : (
          <DayField
            label={t('fields.dueAt')}
            description={t('fields.dueAtHint')}
            value={props.document.dueAt ?? null}
            onChange={(dueAt) => update({ dueAt })}
          />
        )}
        <SavedTextField
          label={t('fields.customerTaxId')}
          synced={document.customerTaxId}
          commit={commitText('customerTaxId', quoteFields.shape.customerTaxId)}
        />
        <SavedTextField
          label={t('fields.customerAddress')}
          synced={document.customerAddress}
          commit={commitText('customerAddress', quoteFields.shape.customerAddress)}
          multiline
        />
        <SavedTextField
          label={t('fields.notes')}
          description={t('fields.notesHint')}
          synced={document.notes}
          commit={commitText('notes', quoteFields.shape.notes)}
          multiline
          className="md:col-span-2"
        />
      </div>
    </section>
  );
}

/** The customer, changed by clearing it and finding another. */
function CustomerField({
  customerId,
  onChange,
}: {
  customerId: string;
  onChange: (customerId: string) => Promise<string | undefined>;
}) {
  const { t } = useTranslation('documents');
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string>();
  const choose = async (id: string) => {
    if (id === '') {
      setChanging(true);
      return;
    }
    const failure = await onChange(id);
    setError(failure);
    if (!failure) setChanging(false);
  };
  return (
    <Field label={t('fields.customer')} error={error}>
      {(field) => <CustomerPicker {...field} value={changing ? '' : customerId} onChange={(id) => void choose(id)} />}
    </Field>
  );
}

type DayFieldProps = {
  label: string;
  description: string;
  /** The instant stored, or null when no day is set. */
  value: number | null;
  onChange: (value: number | null) => Promise<string | undefined>;
};

/** A day on the studio's clock, stored as its last minute: a quote that expires on the 30th holds all that day. */
function DayField({ label, description, value, onChange }: DayFieldProps) {
  const { t } = useTranslation('documents');
  const { timeZone } = useStudioFormat();
  const blocked = useWriteBlock('sync') !== undefined;
  const [error, setError] = useState<string>();
  const change = async (instant: number | null) => setError(await onChange(instant));
  return (
    <Field label={label} description={description} error={error}>
      {(field) => (
        <div className="flex items-center gap-1">
          <DateField
            {...field}
            value={value === null ? '' : toDateInput(value, timeZone)}
            onChange={(day) => void change(fromDateTimeInput(day, '23:59', timeZone) ?? null)}
          />
          {value !== null && (
            <IconButton
              icon={X}
              label={t('fields.clearDate', { field: label })}
              disabled={blocked}
              onClick={() => void change(null)}
            />
          )}
        </div>
      )}
    </Field>
  );
}
