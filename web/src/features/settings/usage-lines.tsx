import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GB, gauges, priceList, type Meter } from '@core/domain/usage';
import { Options } from '../../components/options';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { TableHead } from './table-head';
import type { Usage, UsageMonth } from './usage-api';
import type { UsageFormat } from './usage-format';

/** A month's use, meter by meter, with what is included, what it costs and the total; any of the last months. */
export function UsageLines({ usage, format }: { usage: Usage; format: UsageFormat }) {
  const { t } = useTranslation('usage');
  const [picked, setPicked] = useState(usage.months[0]?.month);
  const shown = usage.months.find((month) => month.month === picked) ?? usage.months[0];
  const current = usage.months[0]?.month;
  const label = (month: string) =>
    month === current ? t('lines.currentMonth', { month: format.month(month) }) : format.month(month);

  return (
    <Card data-testid="usage-lines">
      <CardHeader>
        <CardTitle>{t('lines.title')}</CardTitle>
        <CardDescription>{t('lines.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {shown ? (
          <>
            <Field label={t('lines.month')} className="max-w-xs">
              {(control) => (
                <NativeSelect {...control} value={shown.month} onChange={(event) => setPicked(event.target.value)}>
                  <Options options={usage.months.map(({ month }) => ({ value: month, label: label(month) }))} />
                </NativeSelect>
              )}
            </Field>
            <LinesTable month={shown} caption={label(shown.month)} usage={usage} format={format} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('lines.empty')}</p>
        )}
      </CardContent>
    </Card>
  );
}

type LinesTableProps = { month: UsageMonth; caption: string; usage: Usage; format: UsageFormat };

function LinesTable({ month, caption, usage, format }: LinesTableProps) {
  const { t } = useTranslation('usage');
  const current = month.month === usage.months[0]?.month;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          columns={[
            { label: t('lines.columns.meter') },
            { label: t('lines.columns.quantity'), figures: true },
            { label: t('lines.columns.allowance'), figures: true },
            { label: t('lines.columns.amount'), figures: true },
          ]}
        />
        <tbody>
          {month.lines.map((line) => (
            <tr key={line.meter} className="border-b" data-testid="usage-line" data-meter={line.meter}>
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <span className="font-medium">{t(`meters.${line.meter}`)}</span>
                <LineRate meter={line.meter} usage={usage} format={format} />
              </th>
              <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
                {format.quantity(line.meter, line.quantity)}
              </td>
              <td className="py-2 pr-4 text-right whitespace-nowrap text-muted-foreground tabular-nums">
                {charged(line.meter)
                  ? format.quantity(line.meter, usage.allowance[line.meter] ?? 0)
                  : t('lines.unlimited')}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {line.amount > 0 ? format.money(line.amount) : t('lines.included')}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-4 text-left font-semibold">
              {current ? t('lines.totalSoFar') : t('lines.total')}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums" data-testid="usage-month-total">
              {format.money(month.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Photos and galleries are shown and never charged. */
const charged = (meter: Meter) => priceList[meter].perUnit.EUR > 0;

/** What a meter costs beyond its allowance: "€0.04 per GB a month", "€0.50 per thousand". */
function LineRate({ meter, usage, format }: { meter: Meter; usage: Usage; format: UsageFormat }) {
  const { t } = useTranslation('usage');
  const { unit, perUnit } = priceList[meter];
  const price = format.money(perUnit[usage.currency]);
  const text = !charged(meter)
    ? t('lines.notCharged')
    : unit === GB
      ? t(gauges.has(meter) ? 'lines.rate.gbMonth' : 'lines.rate.gb', { price })
      : t('lines.rate.thousand', { price });
  return <span className="block text-xs text-muted-foreground">{text}</span>;
}
