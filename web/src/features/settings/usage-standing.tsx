import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WARNING_RATIO } from '@core/domain/usage';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import type { Usage } from './usage-api';
import type { UsageFormat } from './usage-format';

/**
 * Where the studio stands: what it stores now, how much of its allowance or cap is used, and,
 * from 80%, a warning; once uploads are refused, why and what to do.
 */
export function UsageStanding({ usage, format }: { usage: Usage; format: UsageFormat }) {
  const { t } = useTranslation('usage');
  return (
    <Card data-testid="usage-standing">
      <CardHeader>
        <CardTitle>{t('standing.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
          <Figure
            label={t('standing.storedNow')}
            value={format.size(usage.now.storedBytes)}
            testId="usage-stored-now"
          />
          <Figure label={t('standing.photosNow')} value={format.count(usage.now.photos)} testId="usage-photos-now" />
        </dl>
        <LimitGauge usage={usage} format={format} />
        <LimitNotice usage={usage} format={format} />
      </CardContent>
    </Card>
  );
}

/** One figure of what the studio holds now, large, under its name. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** How much of the allowance or cap is used, as a bar and in words. */
function LimitGauge({ usage, format }: { usage: Usage; format: UsageFormat }) {
  const { t } = useTranslation('usage');
  const { limit, billing } = usage;
  const percent = format.percent(limit.ratio);
  let text: string;
  if (limit.kind === 'allowance') {
    const meter = limit.meter ?? 'stored_bytes';
    const allowance = usage.allowance[meter] ?? 0;
    text = t(`standing.allowance.${meter}`, {
      percent,
      used: format.gb(limit.ratio * allowance),
      allowance: format.gb(allowance),
    });
  } else if (limit.kind === 'cap') {
    text = t('standing.cap', {
      percent,
      spent: format.money(usage.months[0]?.total ?? 0),
      cap: format.money(billing.spendingCap ?? 0),
    });
  } else if (limit.kind === 'none') {
    return <p className="text-sm">{t('standing.noCap')}</p>;
  } else {
    return null;
  }
  const warn = limit.ratio >= WARNING_RATIO;
  return (
    <div className="grid gap-2">
      <p className="text-sm" data-testid="usage-limit">
        {text}
      </p>
      <Progress
        value={limit.ratio * 100}
        aria-label={t(limit.kind === 'cap' ? 'standing.capBar' : 'standing.allowanceBar')}
        aria-valuetext={percent}
        indicatorClassName={limit.uploadsRefused ? 'bg-destructive' : warn ? 'bg-warning' : undefined}
      />
    </div>
  );
}

/** The warning at 80%, or why uploads are refused and what the owner can do about it. */
function LimitNotice({ usage, format }: { usage: Usage; format: UsageFormat }) {
  const { t } = useTranslation('usage');
  const { limit } = usage;
  const percent = format.percent(limit.ratio);
  if (limit.kind === 'past_due') return <Notice refused text={t('standing.pastDue')} />;
  if (limit.kind !== 'allowance' && limit.kind !== 'cap') return null;
  // A full allowance is refused any upload, though at exactly 100% it has not gone past it.
  if (limit.uploadsRefused || limit.ratio >= 1) return <Notice refused text={t(`standing.refused.${limit.kind}`)} />;
  if (limit.ratio >= WARNING_RATIO) return <Notice text={t(`standing.warning.${limit.kind}`, { percent })} />;
  return null;
}

function Notice({ text, refused = false }: { text: string; refused?: boolean }) {
  const Icon = refused ? CircleAlert : TriangleAlert;
  return (
    <Alert
      variant={refused ? 'destructive' : 'default'}
      role={refused ? 'alert' : 'status'}
      className={refused ? undefined : 'border-warning/50 bg-warning/10'}
      data-testid="usage-notice"
    >
      <Icon aria-hidden="true" />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
