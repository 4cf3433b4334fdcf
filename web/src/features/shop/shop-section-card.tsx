import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useWriteBlock } from '../../hooks/use-write-block';

type ShopSectionCardProps = {
  testId: string;
  /** Already translated: the card's title, what it is for, its add button, and what it says when empty. */
  texts: { title: string; description: string; add: string; empty: string };
  onAdd: () => void;
  /** Its rows (each an <li>); none shows the empty text. */
  rows: readonly ReactNode[];
  /** Its dialogs. */
  children: ReactNode;
};

/** One of the shop's lists (a price list's items or zones, the coupons): rows and a button to add one. */
export function ShopSectionCard({ testId, texts, onAdd, rows, children }: ShopSectionCardProps) {
  const blocked = useWriteBlock('sync') !== undefined;
  return (
    <Card data-testid={testId}>
      {/* On a phone the add button goes under the description, as on the booking settings' cards. */}
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{texts.title}</CardTitle>
          <CardDescription>{texts.description}</CardDescription>
        </div>
        <Button size="sm" className="shrink-0" disabled={blocked} onClick={onAdd}>
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={texts.title}>
            {rows}
          </ul>
        )}
      </CardContent>
      {children}
    </Card>
  );
}

/** A row of a shop list: what it is, a line about it, its price, and its buttons. */
export function ShopRow({
  name,
  details,
  aside,
  buttons,
}: {
  name: string;
  details: ReactNode;
  aside: ReactNode;
  buttons: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">{details}</span>
      </div>
      <span className="tabular-nums">{aside}</span>
      <div className="flex items-center">{buttons}</div>
    </li>
  );
}
