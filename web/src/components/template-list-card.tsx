import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDialog } from './form-dialog';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { useWriteBlock } from '../hooks/use-write-block';

type TemplateListCardProps = {
  testId: string;
  /** The namespace whose `templates.*` words (title, description, empty, new, newTitle, newDescription) the card says. */
  namespace: 'contracts' | 'questionnaireAdmin' | 'mailTemplates' | 'workflows' | 'shopSetup';
  icons: { item: LucideIcon; new: LucideIcon };
  /** Each template: its name, where its editor opens, and what to say of it (its language, its size). */
  items: readonly { id: string; name: string; to: string; meta: string }[];
  newDialogTestId: string;
  /** The form that makes a new one, in a dialog. */
  newForm: ReactNode;
};

/** A studio's templates of one kind (contracts, questionnaires, workflows, price lists), each opening its editor, and a new one. */
export function TemplateListCard({ testId, namespace, icons, items, newDialogTestId, newForm }: TemplateListCardProps) {
  const { t } = useTranslation(namespace);
  const writesOff = useWriteBlock('sync');
  const [creating, setCreating] = useState(false);
  const { item: ItemIcon, new: NewIcon } = icons;
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{t('templates.title')}</CardTitle>
        <CardDescription>{t('templates.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('templates.empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <ItemIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <Link to={item.to} className="font-medium hover:underline">
                  {item.name}
                </Link>
                <span className="ml-auto text-muted-foreground">{item.meta}</span>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="w-fit"
          disabled={writesOff !== undefined}
          onClick={() => setCreating(true)}
        >
          <NewIcon aria-hidden="true" />
          {t('templates.new')}
        </Button>
      </CardContent>
      <FormDialog
        open={creating}
        onOpenChange={setCreating}
        title={t('templates.newTitle')}
        description={t('templates.newDescription')}
        testId={newDialogTestId}
      >
        {newForm}
      </FormDialog>
    </Card>
  );
}
