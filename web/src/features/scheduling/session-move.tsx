import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { clashesWith } from '@core/domain/session-slots';
import { sessionEnd } from '@core/domain/session-time';
import { mutators } from '@core/zero/client-mutators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { SessionRow } from '../bookings/booking';
import type { SessionMove } from './studio-calendar';

type PendingMove = SessionMove & { clashes: SessionRow[] };

/**
 * Moving or stretching a session on the calendar, by the booking form's rules: a time that
 * overlaps sessions holding their slot (a group slot with places left excepted) is named and
 * asked about first, as the form names it before saving; a refused change puts it back.
 */
export function useSessionMove(sessions: readonly SessionRow[], placesOf: (session: { type?: string }) => number) {
  const { t } = useTranslation('scheduling');
  const format = useStudioFormat();
  const save = useToastedMutation();
  const [pending, setPending] = useState<PendingMove>();
  const moved = useRef(false);

  const commit = ({ session, start, duration }: SessionMove): Promise<string | undefined> =>
    save(
      mutators.session.update({ id: session.id, date: start, duration }),
      t('move.moved', { name: session.customer?.name ?? '—', when: format.date(start, 'weekdayTime') }),
    );

  const move = (request: SessionMove) => {
    const { session, start, duration } = request;
    const others = sessions.filter((other) => other.id !== session.id);
    const clashes = clashesWith(others, { ...session, date: start, duration }, placesOf);
    if (clashes.length === 0) {
      void commit(request).then((refused) => {
        if (refused === undefined) return;
        request.revert();
        toast.error(refused);
      });
      return;
    }
    moved.current = false;
    setPending({ ...request, clashes });
  };

  const dialog = (
    <ConfirmDialog
      subject={pending}
      onOpenChange={(open) => {
        if (open) return;
        if (!moved.current) pending?.revert();
        setPending(undefined);
      }}
      title={({ session, start }) =>
        t('move.confirmTitle', { name: session.customer?.name ?? '—', when: format.date(start, 'weekdayTime') })
      }
      description={
        <span className="grid gap-1">
          <span>{t('move.overlaps')}</span>
          {pending?.clashes.map((clash) => (
            <span key={clash.id} className="font-medium text-foreground">
              {format.timeSpan(clash.date, sessionEnd(clash))} · {clash.customer?.name ?? '—'}
              {clash.type ? ` · ${clash.type}` : ''}
            </span>
          ))}
        </span>
      }
      confirmLabel={t('move.anyway')}
      onConfirm={async (request) => {
        const refused = await commit(request);
        moved.current = refused === undefined;
        return refused;
      }}
      testId="session-move-dialog"
    />
  );

  return { move, dialog };
}
