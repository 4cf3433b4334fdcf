import { Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '@core/domain/ids';
import { DEFAULT_DUE_DAYS } from '@core/domain/invoice';
import { instalmentsMatch, type PaymentPlan } from '@core/domain/payment-plan';
import { sumAmounts } from '@core/domain/money';
import { moneyInputText } from '@core/domain/currency';
import { toDateInput } from '@core/domain/studio-time';
import { mutators } from '@core/zero/client-mutators';
import { DateField } from '../../components/date-field';
import { IconButton } from '../../components/icon-button';
import { MoneyInput } from '../../components/money-input';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useDocumentCurrency, useDocumentMoney } from '../../hooks/use-document-money';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import type { InstalmentRow, InvoiceRow, QuoteRow } from './document-types';
import {
  DEFAULT_DEPOSIT,
  depositTexts,
  parseDeposit,
  parseInstalments,
  type DepositErrors,
  type DepositTexts,
  type InstalmentTexts,
} from './plan-form';

const DAY = 86_400_000;

type Choice = 'single' | 'deposit' | 'custom';

/** The plan a quote offers: paid at once, or a deposit on acceptance and the rest later. */
export function QuotePlan({ quote, hasSession }: { quote: QuoteRow; hasSession: boolean }) {
  const { save } = useDocumentSaves();
  const stored = depositTexts(quote.plan);
  const [choice, setChoice] = useState<Choice>(stored ? 'deposit' : 'single');
  const [error, setError] = useState<string>();
  const savePlan = async (plan: PaymentPlan) => setError(await save(mutators.quote.update({ id: quote.id, plan })));
  const choose = (value: Choice) => {
    setChoice(value);
    if (value === 'single' && quote.plan.length > 0) void savePlan([]);
  };
  return (
    <PlanSection choice={choice} onChoose={choose} choices={['single', 'deposit']} kind="quote" error={error}>
      {choice === 'deposit' && (
        <DepositForm
          key={JSON.stringify(quote.plan)}
          kind="quote"
          initial={stored ?? defaultDeposit(hasSession)}
          hasSession={hasSession}
          saved={stored !== undefined}
          onApply={savePlan}
        />
      )}
    </PlanSection>
  );
}

type InvoicePlanProps = {
  invoice: InvoiceRow;
  instalments: readonly InstalmentRow[];
  hasSession: boolean;
};

/**
 * When the client pays an invoice: the whole on its due date, a deposit and the rest, or amounts
 * and dates typed. The instalments must add up to the total; the screen says so before sending.
 */
export function InvoicePlan({ invoice, instalments, hasSession }: InvoicePlanProps) {
  const { t } = useTranslation('documents');
  const format = useStudioFormat();
  const money = useDocumentMoney(invoice.currency);
  const { save } = useDocumentSaves();
  const [choice, setChoice] = useState<Choice>(instalments.length > 1 ? 'custom' : 'single');
  const [error, setError] = useState<string>();
  const setInstalments = async (args: Parameters<typeof mutators.invoice.setInstalments>[0]) =>
    setError(await save(mutators.invoice.setInstalments(args)));
  const matches = instalments.length === 0 || instalmentsMatch(invoice.total, instalments);

  if (invoice.total <= 0) {
    return (
      <PlanFrame>
        <p className="text-sm text-muted-foreground">{t('plan.nothingToPay')}</p>
      </PlanFrame>
    );
  }
  return (
    <PlanSection
      choice={choice}
      onChoose={setChoice}
      choices={['single', 'deposit', 'custom']}
      kind="invoice"
      error={error}
      current={
        instalments.length > 0 && (
          <div className="grid gap-2">
            <ol className="grid gap-1 text-sm" aria-label={t('plan.current')} data-testid="instalments">
              {instalments.map((item, index) => (
                <li key={item.id} className="flex justify-between gap-4 tabular-nums">
                  <span>{t('plan.instalment', { number: index + 1, date: format.date(item.dueAt, 'date') })}</span>
                  <span>{money(item.amount)}</span>
                </li>
              ))}
            </ol>
            {!matches && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>
                  {t('plan.mismatch', {
                    sum: money(sumAmounts(instalments.map((item) => item.amount))),
                    total: money(invoice.total),
                  })}
                </AlertDescription>
              </Alert>
            )}
          </div>
        )
      }
    >
      {choice === 'single' && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {invoice.dueAt == null
              ? t('plan.singleDefault', { total: money(invoice.total), days: DEFAULT_DUE_DAYS })
              : t('plan.singleOn', { total: money(invoice.total), date: format.date(invoice.dueAt, 'date') })}
          </p>
          {instalments.length > 0 && (
            <ApplyButton
              label={t('plan.useSingle')}
              onClick={() =>
                setInstalments({
                  id: invoice.id,
                  instalments: [
                    { id: newId(), amount: invoice.total, dueAt: invoice.dueAt ?? Date.now() + DEFAULT_DUE_DAYS * DAY },
                  ],
                })
              }
            />
          )}
        </div>
      )}
      {choice === 'deposit' && (
        <DepositForm
          kind="invoice"
          initial={defaultDeposit(hasSession)}
          hasSession={hasSession}
          saved={false}
          onApply={(plan) => setInstalments({ id: invoice.id, plan, instalmentIds: plan.map(() => newId()) })}
        />
      )}
      {choice === 'custom' && (
        <CustomInstalments
          key={instalments.map((item) => item.id).join()}
          invoice={invoice}
          instalments={instalments}
          onSave={(items) =>
            setInstalments({ id: invoice.id, instalments: items.map((item) => ({ ...item, id: newId() })) })
          }
        />
      )}
    </PlanSection>
  );
}

function defaultDeposit(hasSession: boolean): DepositTexts {
  return hasSession ? DEFAULT_DEPOSIT : { ...DEFAULT_DEPOSIT, restDue: 'after_issue', days: '30' };
}

function PlanFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('documents');
  return (
    <section aria-labelledby="document-plan" className="grid gap-3">
      <h2 id="document-plan" className="text-lg font-semibold">
        {t('plan.heading')}
      </h2>
      {children}
    </section>
  );
}

type PlanSectionProps = {
  kind: 'quote' | 'invoice';
  choice: Choice;
  onChoose: (choice: Choice) => void;
  choices: readonly Choice[];
  error: string | undefined;
  current?: ReactNode;
  children: ReactNode;
};

function PlanSection({ kind, choice, onChoose, choices, error, current, children }: PlanSectionProps) {
  const { t } = useTranslation('documents');
  const blocked = useWriteBlock('sync') !== undefined;
  return (
    <PlanFrame>
      {current}
      <RadioGroup
        value={choice}
        onValueChange={(value) => onChoose(value as Choice)}
        aria-label={t('plan.choose')}
        disabled={blocked}
        className="sm:grid-cols-3"
      >
        {choices.map((value) => (
          <RadioCard
            key={value}
            value={value}
            label={t(`plan.choices.${value}`)}
            description={t(`plan.${kind}Hints.${value}`)}
          />
        ))}
      </RadioGroup>
      {children}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </PlanFrame>
  );
}

function ApplyButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  const blocked = useWriteBlock('sync') !== undefined;
  return (
    <Button type="button" variant="outline" className="w-fit" disabled={blocked || disabled} onClick={onClick}>
      {label}
    </Button>
  );
}

type DepositFormProps = {
  kind: 'quote' | 'invoice';
  initial: DepositTexts;
  hasSession: boolean;
  /** Whether `initial` is what the document holds already. */
  saved: boolean;
  onApply: (plan: PaymentPlan) => void;
};

/** A deposit's percentage, and when the rest is due. */
function DepositForm({ kind, initial, hasSession, saved, onApply }: DepositFormProps) {
  const { t } = useTranslation('documents');
  const [texts, setTexts] = useState(initial);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [dirty, setDirty] = useState(!saved);
  const change = (next: Partial<DepositTexts>) => {
    setTexts((current) => ({ ...current, ...next }));
    setDirty(true);
  };
  const apply = () => {
    const result = parseDeposit(texts);
    setErrors(result.errors ?? {});
    if (result.plan) {
      onApply(result.plan);
      setDirty(false);
    }
  };
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('plan.depositPercent')} error={errors.percent && t('plan.errors.percent')}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              value={texts.percent}
              onChange={(event) => change({ percent: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('plan.restDays')} error={errors.days && t('plan.errors.days')}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              value={texts.days}
              onChange={(event) => change({ days: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('plan.restDue')}>
          {(field) => (
            <NativeSelect
              {...field}
              value={texts.restDue}
              onChange={(event) => change({ restDue: event.target.value as DepositTexts['restDue'] })}
            >
              {hasSession && <option value="before_session">{t('plan.restDueOptions.before_session')}</option>}
              <option value="after_issue">{t(`plan.restDueOptions.after_issue_${kind}`)}</option>
            </NativeSelect>
          )}
        </Field>
      </div>
      <ApplyButton label={t('plan.apply')} onClick={apply} disabled={!dirty} />
    </div>
  );
}

type CustomInstalmentsProps = {
  invoice: InvoiceRow;
  instalments: readonly InstalmentRow[];
  onSave: (items: { amount: number; dueAt: number }[]) => void;
};

/** Amounts and days typed by hand, saved only once they add up to the total. */
function CustomInstalments({ invoice, instalments, onSave }: CustomInstalmentsProps) {
  const { t } = useTranslation('documents');
  const message = useValidationMessage();
  const format = useStudioFormat();
  const currency = useDocumentCurrency(invoice.currency);
  const money = useDocumentMoney(invoice.currency);
  const [rows, setRows] = useState<InstalmentTexts[]>(() =>
    instalments.length > 0
      ? instalments.map((item) => ({
          amount: moneyInputText(item.amount, currency, format.locale),
          day: toDateInput(item.dueAt, format.timeZone),
        }))
      : [{ amount: moneyInputText(invoice.total, currency, format.locale), day: '' }],
  );
  const [shown, setShown] = useState(false);
  const result = parseInstalments(rows, {
    currency,
    locale: format.locale,
    timeZone: format.timeZone,
    total: invoice.total,
  });
  const change = (index: number, next: Partial<InstalmentTexts>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...next } : row)));
  const save = () => {
    setShown(true);
    if (result.instalments && result.matches) onSave(result.instalments);
  };
  return (
    <div className="grid gap-3">
      <ol className="grid gap-2">
        {rows.map((row, index) => {
          const errors = shown ? (result.errors[index] ?? {}) : {};
          const number = index + 1;
          return (
            <li key={index}>
              <div role="group" aria-label={t('plan.row', { number })} className="flex items-start gap-2">
                <div className="grid flex-1 gap-2 sm:grid-cols-2">
                  <Field label={t('plan.amount', { number })} error={message(errors.amount)}>
                    {(field) => (
                      <MoneyInput
                        {...field}
                        currency={currency}
                        value={row.amount}
                        onChange={(event) => change(index, { amount: event.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('plan.dueOn', { number })} error={message(errors.day)}>
                    {(field) => <DateField {...field} value={row.day} onChange={(day) => change(index, { day })} />}
                  </Field>
                </div>
                <IconButton
                  icon={Trash2}
                  className="mt-7"
                  label={t('plan.removeRow', { number })}
                  disabled={rows.length === 1}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="ghost"
        className="w-fit"
        onClick={() => setRows((current) => [...current, { amount: '', day: '' }])}
      >
        <Plus aria-hidden="true" />
        {t('plan.addRow')}
      </Button>
      <p
        aria-live="polite"
        className={result.matches ? 'text-sm text-muted-foreground' : 'text-sm font-medium text-destructive'}
      >
        {result.matches
          ? t('plan.addsUp', { total: money(invoice.total) })
          : t('plan.doesNotAddUp', { sum: money(result.sum), total: money(invoice.total) })}
      </p>
      <ApplyButton label={t('plan.saveInstalments')} onClick={save} />
    </div>
  );
}
