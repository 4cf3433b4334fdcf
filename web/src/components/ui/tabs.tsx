import { Tabs as TabsPrimitive } from 'radix-ui';
import { styled } from './styled';

export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List, {
  slot: 'tabs-list',
  className: 'inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
});

export const TabsTrigger = styled(TabsPrimitive.Trigger, {
  slot: 'tabs-trigger',
  className: [
    'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50',
    'hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-input/40',
  ],
});

export const TabsContent = styled(TabsPrimitive.Content, { slot: 'tabs-content', className: 'outline-none' });

/** A tab list with a trigger for each value, labelled by `label`. */
export function TabTriggers<T extends string>({
  values,
  label,
  className,
}: {
  values: readonly T[];
  label: (value: T) => string;
  className?: string;
}) {
  return (
    <TabsList className={className}>
      {values.map((value) => (
        <TabsTrigger key={value} value={value}>
          {label(value)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
