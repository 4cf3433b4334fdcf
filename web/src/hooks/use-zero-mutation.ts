import type { MutatorResultErrorDetails } from '@rocicorp/zero';
import { useZero } from '@rocicorp/zero/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isErrorCode } from '../../../core/domain/errors';

type MutateRequest = Parameters<ReturnType<typeof useZero>['mutate']>[0];

export type MutationOutcome = { ok: true } | { ok: false; message: string };

/**
 * Runs a Zero mutator and makes sure a person hears about every failure. The local
 * (optimistic) result is returned so a form can show it in place; the server's verdict arrives
 * later and, when it is a refusal, is shown as a toast: the optimistic change has then already
 * been rolled back on screen, so silence would look like data loss.
 */
export function useZeroMutation(): (request: MutateRequest) => Promise<MutationOutcome> {
  const zero = useZero();
  const { t } = useTranslation('errors');

  const describe = useCallback(
    (error: MutatorResultErrorDetails['error']): string => {
      if (error.type === 'zero') return t('mutation.offline');
      return isErrorCode(error.message) ? t(error.message) : t('internal');
    },
    [t],
  );

  return useCallback(
    async (request) => {
      const result = zero.mutate(request);
      const local = await result.client;
      if (local.type === 'error') return { ok: false, message: describe(local.error) };

      void result.server.then((server) => {
        if (server.type !== 'error') return;
        if (server.error.type === 'zero') {
          // The connection dropped before the server answered: the change stays queued on this
          // device and is sent again when the connection returns.
          toast.warning(t('mutation.pending'), { id: 'mutation-pending' });
        } else {
          toast.error(t('mutation.rejected'), { description: describe(server.error) });
        }
      });
      return { ok: true };
    },
    [zero, describe, t],
  );
}
