// One figure of a studio's numbers (dashboard, a customer's totals): its label, the value, and
// an optional hint or link under it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

type FigureProps = {
  label: string;
  value: string;
  testId?: string;
  /** A placeholder instead of the value while its rows are still on their way. */
  loading?: boolean;
  hint?: ReactNode;
  link?: { to: string; label: string };
};

export function Figure({ label, value, testId, loading, hint, link }: FigureProps) {
  return (
    <Card className="gap-3">
      {/* The value's size follows the card's width, so a seven-figure total still fits a card
          four to a row. */}
      <CardHeader className="@container">
        <CardDescription>{label}</CardDescription>
        {loading ? (
          <Skeleton className="h-8 w-32" />
        ) : (
          <CardTitle className="text-[clamp(1rem,11cqi,1.5rem)] font-semibold tabular-nums" data-testid={testId}>
            {value}
          </CardTitle>
        )}
      </CardHeader>
      {(hint || link) && (
        <CardContent className="grid gap-1 text-sm text-muted-foreground">
          {hint && <p>{hint}</p>}
          {link && (
            <Button asChild variant="link" className="h-auto w-fit px-0">
              <Link to={link.to}>{link.label}</Link>
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}
