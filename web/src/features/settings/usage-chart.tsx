// The month's daily use of one meter as bars. Drawn as plain SVG rather than with a chart
// library: one bar series needs no axes engine, and the libraries weigh 50-100 kB for it.
// The SVG is hidden from screen readers, which read the same numbers from a table instead.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysInMonth, meters, type Meter } from '@core/domain/usage';
import { Options } from '../../components/options';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import type { Usage } from './usage-api';
import type { UsageFormat } from './usage-format';

type DayValue = { day: string; value: number };

/** Every day of `month` up to today (the whole month once it is over), 0 where nothing was recorded. */
export function dailyValues(month: string, days: Usage['days'], meter: Meter, today: string): DayValue[] {
  const last = today.startsWith(month) ? Number(today.slice(8, 10)) : daysInMonth(month);
  const recorded = new Map(days.map(({ day, use }) => [day, use[meter] ?? 0]));
  return Array.from({ length: last }, (_, index) => {
    const day = `${month}-${String(index + 1).padStart(2, '0')}`;
    return { day, value: recorded.get(day) ?? 0 };
  });
}

const BAR = 10;
const HEIGHT = 100;

export function UsageChart({ usage, format }: { usage: Usage; format: UsageFormat }) {
  const { t } = useTranslation('usage');
  const [meter, setMeter] = useState<Meter>('stored_bytes');
  const captionId = useId();
  const month = usage.months[0]?.month;
  if (!month) return null;
  const values = dailyValues(month, usage.days, meter, new Date().toISOString().slice(0, 10));
  const max = Math.max(0, ...values.map(({ value }) => value));
  const caption = t('chart.caption', { meter: t(`meters.${meter}`), month: format.month(month) });

  return (
    <Card data-testid="usage-chart">
      <CardHeader>
        <CardTitle>{t('chart.title')}</CardTitle>
        <CardDescription>{t('chart.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label={t('chart.meter')} className="max-w-xs">
          {(control) => (
            <NativeSelect {...control} value={meter} onChange={(event) => setMeter(event.target.value as Meter)}>
              <Options options={meters.map((value) => ({ value, label: t(`meters.${value}`) }))} />
            </NativeSelect>
          )}
        </Field>
        <figure aria-labelledby={captionId} className="grid gap-2">
          <figcaption id={captionId} className="text-sm font-medium">
            {caption}
          </figcaption>
          {max === 0 ? (
            <p className="text-sm text-muted-foreground">{t('chart.empty')}</p>
          ) : (
            <>
              <p className="text-xs text-muted-foreground" aria-hidden="true">
                {t('chart.highest', { value: format.quantity(meter, max) })}
              </p>
              <svg
                viewBox={`0 0 ${daysInMonth(month) * BAR} ${HEIGHT}`}
                preserveAspectRatio="none"
                className="h-40 w-full border-b border-border"
                aria-hidden="true"
              >
                {values.map(({ day, value }, index) => {
                  // A day with a little use keeps a visible sliver.
                  const height = value > 0 ? Math.max(1, (value / max) * HEIGHT) : 0;
                  return (
                    <rect
                      key={day}
                      x={index * BAR + 1}
                      y={HEIGHT - height}
                      width={BAR - 2}
                      height={height}
                      className="fill-primary"
                    >
                      <title>{`${Number(day.slice(8))}: ${format.quantity(meter, value)}`}</title>
                    </rect>
                  );
                })}
              </svg>
              <div className="flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden="true">
                <span>1</span>
                <span>{daysInMonth(month)}</span>
              </div>
              <table className="sr-only">
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('chart.day')}</th>
                    <th scope="col">{t(`meters.${meter}`)}</th>
                  </tr>
                </thead>
                <tbody>
                  {values.map(({ day, value }) => (
                    <tr key={day}>
                      <th scope="row">{Number(day.slice(8))}</th>
                      <td>{format.quantity(meter, value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </figure>
      </CardContent>
    </Card>
  );
}
