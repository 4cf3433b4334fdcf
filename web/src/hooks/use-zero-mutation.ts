import type { MutatorResultDetails, MutatorResultErrorDetails } from '@rocicorp/zero';
import { useZero } from '@rocicorp/zero/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { isErrorCode } from '@core/domain/errors';
import { countWrite } from '../lib/waiting-writes';

export type MutateRequest = Parameters<ReturnType<typeof useZero>['mutate']>[0];

type MutationOutcome = { ok: true } | { ok: false; message: string };

export type MutationOptions = {
  /**
   * Wait (briefly) for the server's verdict when connected, so a refusal can be shown in place
   * instead of after the screen already said "done". Offline, the local result is returned.
   */
  awaitServer?: boolean;
};

// Long enough for a normal round trip (tens of milliseconds), short enough not to hold a dialog.
const SERVER_WAIT_MS = 4000;

/**
 * Runs a Zero mutator and makes sure a person hears about every failure. The local
 * (optimistic) result comes back so a form can show it in place; a later refusal by the server
 * is shown as a toast: the optimistic change has then been rolled back on screen, and silence
 * would look like data loss.
 */
export function useZeroMutation(): (request: MutateRequest, options?: MutationOptions) => Promise<MutationOutcome> {
  const zero = useZero();
  const { t } = useTranslation('errors');

  const describe = useCallback(
    (error: MutatorResultErrorDetails['error']): string => {
      if (error.type === 'zero') return t('mutation.offline');
      return isErrorCode(error.message) ? t(error.message) : t('internal');
    },
    [t],
  );

  const report = useCallback(
    (server: MutatorResultDetails) => {
      if (server.type !== 'error') return;
      if (server.error.type === 'zero') {
        // The connection dropped before the server answered: the change stays queued on this
        // device and is sent again when the connection returns.
        toast.warning(t('mutation.pending'), { id: 'mutation-pending' });
      } else {
        toast.error(t('mutation.rejected'), { description: describe(server.error) });
      }
    },
    [describe, t],
  );

  return useCallback(
    async (request, options = {}) => {
      const result = zero.mutate(request);
      countWrite(result.server);
      const local = await result.client;
      if (local.type === 'error') return { ok: false, message: describe(local.error) };

      if (options.awaitServer && zero.connection.state.current.name === 'connected') {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), SERVER_WAIT_MS);
        });
        const server = await Promise.race([result.server, timeout]);
        clearTimeout(timer);
        if (server !== 'timeout') {
          if (server.type === 'error' && server.error.type === 'app')
            return { ok: false, message: describe(server.error) };
          report(server);
          return { ok: true };
        }
      }
      void result.server.then(report);
      return { ok: true };
    },
    [zero, describe, report],
  );
}
