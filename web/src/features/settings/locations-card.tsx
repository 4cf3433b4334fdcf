import { useQuery } from '@rocicorp/zero/react';
import { MapPin } from 'lucide-react';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { LocationFormDialog } from '../bookings/location-form-dialog';
import { SavedItemsCard } from '../../components/saved-items-card';

/** The places sessions are booked at: added, renamed and removed here, picked when booking. */
export function LocationsCard() {
  const { account } = useAccount();
  const [locations] = useQuery(queries.locations.list({ accountId: account.id }));
  return (
    <SavedItemsCard
      id="locations"
      icon={MapPin}
      items={locations}
      details={(location) => (
        <>
          {location.address && <span className="truncate text-muted-foreground">{location.address}</span>}
          {location.notes && <span className="text-xs text-muted-foreground">{location.notes}</span>}
        </>
      )}
      form={({ item, ...dialog }) => <LocationFormDialog {...dialog} location={item} />}
      remove={(location) => mutators.location.delete({ id: location.id })}
      namespace="locations"
    />
  );
}
