import { useQuery } from '@rocicorp/zero/react';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { mutators } from '../../../../core/zero/mutators';
import { queries } from '../../../../core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { LocationFormDialog, type Location } from './location-form-dialog';

type Editing = { location?: Location } | undefined;

/** The places sessions are booked at: added, renamed and removed here, picked when booking. */
export function LocationsCard() {
  const { t } = useTranslation(['locations', 'common']);
  const { account } = useAccount();
  const mutate = useZeroMutation();
  const [locations] = useQuery(queries.locations.list({ accountId: account.id }));
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Location>();

  return (
    <Card id="locations" className="scroll-mt-20" data-testid="locations-card">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {t('actions.new')}
        </Button>
      </CardHeader>
      <CardContent>
        {locations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="location-list">
            {locations.map((location) => (
              <li key={location.id} className="flex items-start gap-3 px-3 py-2.5 text-sm" data-testid="location-row">
                <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">{location.name}</span>
                  {location.address && <span className="truncate text-muted-foreground">{location.address}</span>}
                  {location.notes && <span className="text-xs text-muted-foreground">{location.notes}</span>}
                </div>
                <EditDeleteButtons
                  editLabel={t('actions.edit', { name: location.name })}
                  deleteLabel={t('actions.delete', { name: location.name })}
                  onEdit={() => setEditing({ location })}
                  onDelete={() => setDeleting(location)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <LocationFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        location={editing?.location}
      />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(location) => t('delete.title', { name: location.name })}
        description={t('delete.description')}
        confirmLabel={t('common:actions.delete')}
        testId="delete-location-dialog"
        onConfirm={async (location) => {
          const outcome = await mutate(mutators.location.delete({ id: location.id }));
          if (!outcome.ok) return outcome.message;
          toast.success(t('toast.deleted', { name: location.name }));
          return undefined;
        }}
      />
    </Card>
  );
}
