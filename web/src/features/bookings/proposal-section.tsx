import { useQuery } from '@rocicorp/zero/react';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proposalProgress, sessionProgress } from '@core/domain/proposal-progress';
import type { SessionStatus } from '@core/domain/session-values';
import { queries } from '@core/zero/queries';
import { ClientLink } from '../../components/client-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { renewProposalLink, voidProposal } from './proposal-api';
import { SendProposalDialog } from './send-proposal-dialog';
import { SessionProgressSteps } from './session-progress';

type ProposalState = 'open' | 'completed' | 'withdrawn' | 'expired';

type ProposalStamps = { origin: 'manual' | 'booking'; completedAt: number | null; voidAt: number | null };

/** A booking's hold that ran out reads as expired; the studio's withdrawal as withdrawn. */
function proposalState(proposal: ProposalStamps): ProposalState {
  if (proposal.completedAt !== null) return 'completed';
  if (proposal.voidAt !== null) return proposal.origin === 'booking' ? 'expired' : 'withdrawn';
  return 'open';
}

const stateVariants = {
  open: 'outline',
  completed: 'success',
  withdrawn: 'secondary',
  expired: 'warning',
} as const satisfies Record<ProposalState, string>;

function ProposalStateBadge({ proposal }: { proposal: ProposalStamps }) {
  const { t } = useTranslation('contracts');
  const state = proposalState(proposal);
  return (
    <Badge variant={stateVariants[state]} data-testid="proposal-state">
      {t(`proposal.state.${state}`)}
    </Badge>
  );
}

type ProposedSession = { id: string; customerId: string; type: string; status: SessionStatus };

/**
 * A session's progress (booked, signed, deposit paid) and its proposal: sent from here, its client's
 * link copied, renewed or withdrawn while it is open.
 */
export function SessionProposal({ session }: { session: ProposedSession }) {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const api = useApi();
  const headingId = useId();
  const blocked = useWriteBlock('api');
  const args = { accountId: account.id, sessionId: session.id };
  const [proposals] = useQuery(queries.proposals.bySession(args));
  const [contracts] = useQuery(queries.contracts.bySession(args));
  const [invoices] = useQuery(queries.invoices.bySession(args));
  const [sending, setSending] = useState(false);
  const [sentPath, setSentPath] = useState<string>();
  const latest = proposals[0];
  const open = latest && proposalState(latest) === 'open' ? latest : undefined;
  const progress = latest ? proposalProgress(latest) : sessionProgress({ status: session.status, contracts, invoices });

  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="proposal-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          {t('proposal.title')}
          {latest && <ProposalStateBadge proposal={latest} />}
        </h3>
        {!open && session.status !== 'cancelled' && (
          <Button size="sm" variant="outline" disabled={blocked !== undefined} onClick={() => setSending(true)}>
            <Send aria-hidden="true" />
            {t('proposal.new')}
          </Button>
        )}
      </div>
      <SessionProgressSteps progress={progress} />
      {!latest && <p className="text-sm text-muted-foreground">{t('proposal.empty')}</p>}
      {open && (
        <ClientLink
          readyText={t('proposal.linkReady')}
          renew={() => renewProposalLink(api, account.id, open.id)}
          revoke={() => voidProposal(api, account.id, open.id)}
          revokeDescription={t('proposal.withdrawDescription')}
          initialPath={sentPath}
        />
      )}
      <SendProposalDialog open={sending} onOpenChange={setSending} session={session} onSent={setSentPath} />
    </section>
  );
}

/** Everything a customer was proposed, latest first, each with how far they got. */
export function CustomerProposals({ customerId }: { customerId: string }) {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const format = useStudioFormat();
  const headingId = useId();
  const [proposals] = useQuery(queries.proposals.byCustomer({ accountId: account.id, customerId }));
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="customer-proposals">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('proposal.listTitle')}
      </h3>
      {proposals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('proposal.listEmpty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="proposal-list">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="grid gap-2 px-3 py-2 text-sm" data-testid="proposal-item">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">
                  {proposal.quote?.title || proposal.contract?.title || t('proposal.untitled')}
                </span>
                <ProposalStateBadge proposal={proposal} />
                <span className="ml-auto text-muted-foreground">{format.date(proposal.sentAt, 'date')}</span>
              </div>
              <SessionProgressSteps progress={proposalProgress(proposal)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
