import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { styled } from './styled';

export const RadioGroup = styled(RadioGroupPrimitive.Root, { slot: 'radio-group', className: 'grid gap-2' });

/** A radio with its visible label and hint: the whole card is the click target. */
export function RadioCard({
  className,
  label,
  description,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item> & { label: string; description?: string }) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-card"
      className={cn(
        'group flex w-full items-start gap-3 rounded-lg border bg-card px-3 py-2.5 text-left shadow-xs transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-foreground/40 data-[state=checked]:bg-accent/40 dark:bg-input/20',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input group-data-[state=checked]:border-primary"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </span>
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        {description && <span className="text-xs text-muted-foreground">{description}</span>}
      </span>
    </RadioGroupPrimitive.Item>
  );
}
