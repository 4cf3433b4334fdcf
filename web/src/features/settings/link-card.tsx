import type { LucideIcon } from 'lucide-react';
import { ActionButton } from '../../components/action-button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';

type LinkCardProps = {
  testId: string;
  /** Already translated: what the screen is, what it holds, and its button. */
  texts: { title: string; description: string; open: string };
  to: string;
  icon: LucideIcon;
};

/** The way from Settings to a screen of its own (usage, the shop). */
export function LinkCard({ testId, texts, to, icon }: LinkCardProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <ActionButton to={to} label={texts.open} icon={icon} variant="outline" />
      </CardFooter>
    </Card>
  );
}
