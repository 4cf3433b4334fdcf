import type { ComponentProps } from 'react';
import type { Currency } from '@core/domain/currency';
import { useStudioFormat } from '../hooks/use-studio-format';
import { Input } from './ui/input';
import { cn } from '../lib/utils';

/**
 * An amount field showing the studio's currency symbol where the studio writes it, or another
 * `currency`'s (the studio's bill is in euros when its books are in a currency billing lacks).
 */
export function MoneyInput({
  className,
  currency: other,
  ...props
}: ComponentProps<typeof Input> & { currency?: Currency }) {
  const studio = useStudioFormat().currency;
  const currency = other ?? studio;
  const before = currency.position === 'before';
  return (
    <div className={cn('relative', className)}>
      <span
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-sm text-muted-foreground',
          before ? 'left-3' : 'right-3',
        )}
        aria-hidden="true"
      >
        {currency.symbol}
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={cn('tabular-nums', before ? 'pl-9' : 'pr-12')}
        {...props}
      />
    </div>
  );
}
