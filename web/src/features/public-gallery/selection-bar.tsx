import { CheckCircle2, Lock, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@core/domain/money-format';
import { FAVOURITES } from '@core/domain/selection';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { SelectionNotice } from './selection-toggle';
import type { SelectionState, SelectionView } from './use-selection';

// Asked only when the client sends: loaded then, so the gallery's first screen stays light.
const SelectionSendDialog = lazy(() => import('./selection-send-dialog'));

type SelectionBarProps = { selection: SelectionState; view: SelectionView; studio: string };

/**
 * At the foot of the screen once the client has chosen (loaded then, see gallery-view.tsx): how many photos are in each list (of how
 * many the package includes, and what the extras beyond it cost), the last refusal, and the
 * button that finishes the selection (after asking). Once finished it says when, locked until the
 * photographer reopens it.
 */
export default function SelectionBar({ selection, view, studio }: SelectionBarProps) {
  const { t, i18n } = useTranslation('public');
  const [confirming, setConfirming] = useState(false);
  const chosen = selection.chosen.size;
  const { sentAt, lockedAt, package: included } = selection;
  // Paying an order for extras finishes a selection too, without it being sent from here.
  const told = sentAt !== null || lockedAt !== null;
  const named = view.lists.filter((list) => list.id !== FAVOURITES);
  const favourites = view.lists.find((list) => list.id === FAVOURITES)?.count ?? 0;

  return (
    <div className="sticky bottom-2 z-20 mx-auto w-full max-w-3xl px-1 sm:bottom-4" data-testid="selection-bar">
      <div className="grid gap-2 rounded-xl border bg-background p-3 shadow-lg sm:px-4">
        {view.notice && <SelectionNotice notice={view.notice} onDismiss={view.dismissNotice} />}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="text-sm" data-testid="selection-counts">
              <span className="font-medium">
                {included
                  ? t('selection.ofIncluded', { count: included.chosen, included: included.included })
                  : t('selection.chosen', { count: chosen })}
              </span>
              {[
                ...(included ? [] : [t('selection.favouritesCount', { count: favourites })]),
                ...named.map((list) =>
                  list.max === null
                    ? `${list.name} ${list.count}`
                    : `${list.name} ${t('selection.countOfMax', { count: list.count, max: list.max })}`,
                ),
              ].map((part) => (
                <span key={part} className="text-muted-foreground">
                  {' · '}
                  {part}
                </span>
              ))}
            </p>
            {included && included.extras > 0 && included.extrasCost !== null && (
              <p className="text-sm font-medium" data-testid="selection-extras">
                {t('selection.extras', {
                  count: included.extras,
                  total: formatMoney(included.extrasCost.amount, included.extrasCost.currency, i18n.language),
                })}
              </p>
            )}
            <p
              role="status"
              className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', !told && 'sr-only')}
              data-testid="selection-sent"
            >
              {told && (
                <>
                  {lockedAt !== null ? (
                    <Lock className="size-3.5 text-success" aria-hidden="true" />
                  ) : (
                    <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
                  )}
                  {lockedAt !== null
                    ? t('selection.finished', { date: new Date(lockedAt), studio })
                    : t('selection.reopened', { studio })}
                </>
              )}
            </p>
          </div>
          {lockedAt === null && (
            <Button variant="brand" onClick={() => setConfirming(true)} disabled={chosen === 0}>
              <Send aria-hidden="true" />
              {t('selection.finish')}
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <SelectionSendDialog
            onClose={() => setConfirming(false)}
            studio={studio}
            count={chosen}
            onSend={selection.send}
          />
        </Suspense>
      )}
    </div>
  );
}
