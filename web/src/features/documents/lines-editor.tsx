import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '@core/domain/ids';
import { lineAmounts, taxExemptions, type TaxExemption } from '@core/domain/invoice-totals';
import { mutators } from '@core/zero/client-mutators';
import { MoneyInput } from '../../components/money-input';
import { MoveRemoveButtons } from '../../components/move-remove-buttons';
import { Options } from '../../components/options';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { cn } from '../../lib/utils';
import { useDocumentCurrency, useDocumentMoney } from '../../hooks/use-document-money';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import type { DocumentKind, DocumentLineRow } from './document-types';
import {
  lineChanges,
  lineTexts,
  parseLine,
  percentText,
  type LineErrors,
  type LineField,
  type LineFormat,
  type LineTexts,
  type ParsedLine,
} from './line-form';

type LinesEditorProps = {
  kind: DocumentKind;
  documentId: string;
  lines: readonly DocumentLineRow[];
  currency: string;
  /** A corrective invoice gives money back: its quantities may be below zero. */
  negative: boolean;
  /** The rate a new line starts with: the studio's. */
  defaultTaxRateBp: number;
};

/** Grid columns shared by the header and every line, so they line up on wide screens. */
const COLUMNS = 'sm:grid-cols-[minmax(10rem,1fr)_5rem_8rem_5.5rem_5.5rem_7rem]';

/**
 * A draft's lines: each saved through the line mutators as the person leaves one of its fields,
 * moved up or down, removed; and a form for the next line. A line's amount is worked out here with
 * the server's own rounding (lineAmounts) while it is typed; the totals come from the server.
 */
export function LinesEditor({ kind, documentId, lines, currency, negative, defaultTaxRateBp }: LinesEditorProps) {
  const { t } = useTranslation('documents');
  const { save } = useDocumentSaves();
  const { locale } = useStudioFormat();
  const format: LineFormat = { currency: useDocumentCurrency(currency), locale };
  const line = kind === 'quote' ? mutators.quote : mutators.invoice;
  const [error, setError] = useState<string>();

  const move = async (index: number, by: -1 | 1) => {
    const ids = lines.map(({ id }) => id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setError(await save(line.reorderLines({ documentId, lineIds: ids })));
  };
  const remove = async (id: string) => setError(await save(line.removeLine({ id })));

  return (
    <section aria-labelledby="document-lines" className="grid gap-3">
      <h2 id="document-lines" className="text-lg font-semibold">
        {t('lines.heading')}
      </h2>
      {lines.length > 0 && (
        <div
          aria-hidden="true"
          className={cn(
            'hidden gap-2 pr-24 text-xs font-medium tracking-wide text-muted-foreground uppercase sm:grid',
            COLUMNS,
          )}
        >
          <span>{t('lines.description')}</span>
          <span>{t('lines.quantity')}</span>
          <span>{t('lines.unitPrice')}</span>
          <span>{t('lines.discount')}</span>
          <span>{t('lines.taxRate')}</span>
          <span className="text-right">{t('lines.amount')}</span>
        </div>
      )}
      <ol className="grid gap-3" data-testid="document-lines">
        {lines.map((stored, index) => (
          <LineRow
            key={stored.id}
            kind={kind}
            line={stored}
            index={index}
            count={lines.length}
            format={format}
            negative={negative}
            onMove={(by) => void move(index, by)}
            onRemove={() => void remove(stored.id)}
          />
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {/* Anew when the studio's rate arrives or changes, so the next line starts from it. */}
      <NewLine
        key={defaultTaxRateBp}
        kind={kind}
        documentId={documentId}
        format={format}
        negative={negative}
        defaultTaxRateBp={defaultTaxRateBp}
      />
    </section>
  );
}

type LineRowProps = {
  kind: DocumentKind;
  line: DocumentLineRow;
  index: number;
  count: number;
  format: LineFormat;
  negative: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One stored line, saved when a field is left with the line reading well. */
function LineRow({ kind, line, index, count, format, negative, onMove, onRemove }: LineRowProps) {
  const { t } = useTranslation('documents');
  const { save } = useDocumentSaves();
  const mutator = kind === 'quote' ? mutators.quote : mutators.invoice;
  const [draft, setDraft] = useState<LineTexts>();
  const [errors, setErrors] = useState<LineErrors>({});
  const [error, setError] = useState<string>();
  const texts = draft ?? lineTexts(line, format);
  const parsed = parseLine(texts, format, { negative }).line;
  const number = index + 1;

  const commit = async () => {
    if (!draft) return;
    const result = parseLine(draft, format, { negative });
    if (!result.line) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const changes: Partial<ParsedLine> & { taxExemption?: '' } = lineChanges(line, result.line);
    // A rate above zero taxes the line: it is no longer exempt.
    if (changes.taxRateBp !== undefined && changes.taxRateBp > 0) changes.taxExemption = '';
    const failure =
      Object.keys(changes).length > 0 ? await save(mutator.updateLine({ id: line.id, ...changes })) : undefined;
    setError(failure);
    // Saved: the synced line shows again, unless the person typed on meanwhile.
    if (!failure) setDraft((current) => (current === draft ? undefined : current));
  };
  const setExemption = async (taxExemption: TaxExemption | '') =>
    setError(await save(mutator.updateLine({ id: line.id, taxExemption })));

  return (
    <li className="rounded-lg border bg-card p-3 sm:border-0 sm:bg-transparent sm:p-0" data-testid="document-line">
      {/* A list item may not be a group itself: the group, named for screen readers, is inside it. */}
      <div role="group" aria-label={t('lines.line', { number })} className="grid gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <LineFieldsGrid
            texts={texts}
            errors={errors}
            onChange={(field, value) => setDraft({ ...texts, [field]: value })}
            onBlur={() => void commit()}
            amount={parsed ? { ...parsed, taxExemption: line.taxExemption } : line}
            format={format}
          />
          <MoveRemoveButtons
            index={index}
            count={count}
            labels={{
              up: t('lines.moveUp', { number }),
              down: t('lines.moveDown', { number }),
              remove: t('lines.remove', { number }),
            }}
            onMove={onMove}
            onRemove={onRemove}
            className="justify-end sm:w-24 sm:pt-0.5"
          />
        </div>
        {(parsed?.taxRateBp ?? line.taxRateBp) === 0 && (
          <ExemptionSelect value={line.taxExemption} onChange={(value) => void setExemption(value)} />
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

type NewLineProps = {
  kind: DocumentKind;
  documentId: string;
  format: LineFormat;
  negative: boolean;
  defaultTaxRateBp: number;
};

/** The next line, added to the draft with its button. */
function NewLine({ kind, documentId, format, negative, defaultTaxRateBp }: NewLineProps) {
  const { t } = useTranslation('documents');
  const { save } = useDocumentSaves();
  const blocked = useWriteBlock('sync');
  const mutator = kind === 'quote' ? mutators.quote : mutators.invoice;
  const blank = (): LineTexts => ({
    description: '',
    quantity: negative ? '-1' : '1',
    unitPrice: '',
    discount: '0',
    taxRate: percentText(defaultTaxRateBp, format.locale),
  });
  const [texts, setTexts] = useState(blank);
  const [exemption, setExemption] = useState<TaxExemption | ''>('');
  const [errors, setErrors] = useState<LineErrors>({});
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const parsed = parseLine(texts, format, { negative }).line;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = parseLine(texts, format, { negative });
    if (!result.line) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    const taxExemption = result.line.taxRateBp === 0 ? exemption : '';
    // The line shows in the list at once (it applies locally first): the form is ready for the next.
    const typed = texts;
    setTexts(blank());
    setExemption('');
    form.current?.querySelector('input')?.focus();
    const failure = await save(mutator.addLine({ id: newId(), documentId, ...result.line, taxExemption }));
    setPending(false);
    setError(failure);
    if (failure) {
      setTexts(typed);
      setExemption(taxExemption);
    }
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => void add(event)}
      noValidate
      role="group"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-dashed p-3"
      data-testid="new-line"
    >
      <h3 id={headingId} className="text-sm font-medium">
        {t('lines.new')}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <LineFieldsGrid
          texts={texts}
          errors={errors}
          onChange={(field, value) => setTexts((current) => ({ ...current, [field]: value }))}
          amount={parsed ? { ...parsed, taxExemption: exemption } : undefined}
          format={format}
        />
        {/* Where a stored line has its buttons, so the columns line up with the lines above. */}
        <div aria-hidden="true" className="hidden sm:block sm:w-24" />
      </div>
      {parsed?.taxRateBp === 0 && <ExemptionSelect value={exemption} onChange={setExemption} />}
      <Button type="submit" variant="outline" disabled={pending || blocked !== undefined} className="w-fit">
        <Plus aria-hidden="true" />
        {t('lines.add')}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

type LineFieldsGridProps = {
  texts: LineTexts;
  errors: LineErrors;
  onChange: (field: LineField, value: string) => void;
  onBlur?: () => void;
  /** The line as it reads now, for its amount; undefined while it does not read. */
  amount: (ParsedLine & { taxExemption: TaxExemption | '' }) | undefined;
  format: LineFormat;
};

/** A line's fields, each named for screen readers, and its amount before tax. */
function LineFieldsGrid({ texts, errors, onChange, onBlur, amount, format }: LineFieldsGridProps) {
  const { t } = useTranslation('documents');
  const message = useValidationMessage();
  const money = useDocumentMoney(format.currency.code);
  const blocked = useWriteBlock('sync') !== undefined;
  const id = useId();
  const field = (name: LineField) => ({
    id: `${id}-${name}`,
    value: texts[name],
    readOnly: blocked && onBlur !== undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur,
    'aria-invalid': errors[name] !== undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    autoComplete: 'off',
  });
  const label = (name: LineField, text: string) => (
    <label htmlFor={`${id}-${name}`} className="text-xs text-muted-foreground sm:sr-only">
      {text}
    </label>
  );
  const error = (name: LineField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-xs font-medium text-destructive">
        {errors[name] === 'invalid'
          ? t(`lines.errors.${name === 'quantity' ? 'quantity' : 'percent'}`)
          : message(errors[name])}
      </p>
    );
  const cell = (name: LineField, text: string, control: ReactNode, className?: string) => (
    <div className={cn('grid content-start gap-1', className)}>
      {label(name, text)}
      {control}
      {error(name)}
    </div>
  );
  return (
    <div className={cn('grid min-w-0 flex-1 grid-cols-2 gap-2', COLUMNS)}>
      {cell('description', t('lines.description'), <Input {...field('description')} />, 'col-span-2 sm:col-span-1')}
      {cell('quantity', t('lines.quantity'), <Input {...field('quantity')} inputMode="numeric" />)}
      {cell('unitPrice', t('lines.unitPrice'), <MoneyInput {...field('unitPrice')} currency={format.currency} />)}
      {cell('discount', t('lines.discount'), <Input {...field('discount')} inputMode="decimal" />)}
      {cell('taxRate', t('lines.taxRate'), <Input {...field('taxRate')} inputMode="decimal" />)}
      <div className="grid content-start gap-1 text-right">
        <span className="text-xs text-muted-foreground sm:sr-only">{t('lines.amount')}</span>
        <span className="py-2 text-sm tabular-nums" data-testid="line-amount">
          {amount ? money(lineAmounts(amount).net) : '—'}
        </span>
      </div>
    </div>
  );
}

/** Why a line at 0 % carries no tax: taxed at zero, or one of the reasons an invoice must name. */
function ExemptionSelect({
  value,
  onChange,
}: {
  value: TaxExemption | '';
  onChange: (value: TaxExemption | '') => void;
}) {
  const { t } = useTranslation('documents');
  const id = useId();
  const blocked = useWriteBlock('sync') !== undefined;
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {t('lines.exemption')}
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={blocked}
        onChange={(event) => onChange(event.target.value as TaxExemption | '')}
        className="sm:w-64"
      >
        <Options
          none={t('lines.exemptions.none')}
          options={taxExemptions.map((reason) => ({ value: reason, label: t(`lines.exemptions.${reason}`) }))}
        />
      </NativeSelect>
    </div>
  );
}
