import { Plus, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { EditDeleteButtons } from './edit-delete-buttons';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { useToastedMutation } from '../hooks/use-toasted-mutation';
import type { MutateRequest } from '../hooks/use-zero-mutation';

type SavedItem = { id: string; name: string };

/** What the card's add and edit buttons open: the item's form, for the item or a new one. */
type SavedItemFormProps<T> = { open: boolean; onOpenChange: (open: boolean) => void; item: T | undefined };

type SavedItemsCardProps<T extends SavedItem> = {
  /** The card's anchor (#id on its page), and the name in its delete dialog's test id. */
  id: string;
  icon: LucideIcon;
  items: readonly T[];
  /** What a row shows under the item's name. */
  details: (item: T) => ReactNode;
  /** What a row shows beside its buttons, such as a price. */
  aside?: (item: T) => ReactNode;
  form: (props: SavedItemFormProps<T>) => ReactNode;
  /** The delete mutation for an item. */
  remove: (item: T) => MutateRequest;
  /**
   * The card's words: each such namespace has the same keys (title, description, empty,
   * actions.new/edit/delete, delete.title/description, toast.deleted).
   */
  namespace: 'locations' | 'sessionTypes' | 'schedulePlans';
};

/**
 * A studio's saved choices for booking (locations, session types, booking plans): listed by
 * name, each with its edit and delete buttons, and a button to add one. Every such list looks,
 * reads and asks before deleting the same way.
 */
export function SavedItemsCard<T extends SavedItem>({
  id,
  icon: Icon,
  items,
  details,
  aside,
  form,
  remove,
  namespace,
}: SavedItemsCardProps<T>) {
  const { t } = useTranslation([namespace, 'common']);
  const save = useToastedMutation();
  const [editing, setEditing] = useState<{ item?: T }>();
  const [deleting, setDeleting] = useState<T>();

  return (
    <Card id={id} className="scroll-mt-20">
      {/* On a phone the add button goes under the description: beside it, a long label ("Añadir un
          tipo de sesión") squeezed the title and description into a narrow column. */}
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button size="sm" className="shrink-0" onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {t('actions.new')}
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('title')}>
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-3 px-3 py-2.5 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">{item.name}</span>
                  {details(item)}
                </div>
                {aside?.(item)}
                <EditDeleteButtons
                  editLabel={t('actions.edit', { name: item.name })}
                  deleteLabel={t('actions.delete', { name: item.name })}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => setDeleting(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {form({
        open: editing !== undefined,
        onOpenChange: (open) => !open && setEditing(undefined),
        item: editing?.item,
      })}
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(item) => t('delete.title', { name: item.name })}
        description={t('delete.description')}
        confirmLabel={t('common:actions.delete')}
        testId={`delete-${id}-dialog`}
        onConfirm={(item) => save(remove(item), t('toast.deleted', { name: item.name }))}
      />
    </Card>
  );
}
