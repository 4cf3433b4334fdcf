import { CalendarDays, ClipboardList, FileSignature, FileText, Images, ListChecks, Receipt } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientPortal, PortalItemKind, PortalSession } from '@core/domain/client-portal';
import type { Currency } from '@core/domain/currency';
import { formatMoney } from '@core/domain/money-format';
import { formatInstant } from '@core/domain/studio-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

type PortalListsProps = { portal: ClientPortal; base: string; studio: string };

/** Writes the portal's amounts and dates in the page's language, on the studio's clock. */
function usePortalFormat(timeZone: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      money: (minor: number, money: Currency) => formatMoney(minor, money, locale),
      date: (ms: number) => formatInstant(ms, { locale, timeZone, style: 'longDate' }),
      dateTime: (ms: number) => formatInstant(ms, { locale, timeZone, style: 'dateTime' }),
    }),
    [locale, timeZone],
  );
}

/** The client's sessions, galleries, quotes and invoices from the studio, each with what will appear there when empty. */
export function PortalLists({ portal, base, studio }: PortalListsProps) {
  const { t } = useTranslation('portal');
  const format = usePortalFormat(portal.timeZone);
  const open = (kind: PortalItemKind, id: string) => (
    <OpenButton href={`${base}/client/open/${kind}/${encodeURIComponent(id)}`} preview={portal.preview} />
  );
  const upcoming = portal.sessions.filter((session) => session.date >= portal.now).reverse();
  const past = portal.sessions.filter((session) => session.date < portal.now);

  return (
    <div className="grid gap-10">
      <Section
        icon={CalendarDays}
        title={t('sessions.title')}
        empty={t('sessions.empty', { studio })}
        testId="portal-sessions"
      >
        {portal.sessions.length > 0 && (
          <>
            {upcoming.length > 0 && <SessionGroup title={t('sessions.upcoming')} sessions={upcoming} portal={portal} />}
            {past.length > 0 && <SessionGroup title={t('sessions.past')} sessions={past} portal={portal} />}
          </>
        )}
      </Section>
      {portal.proposals.length > 0 && (
        <Section icon={ListChecks} title={t('proposals.title')} empty="" testId="portal-proposals">
          {portal.proposals.map((proposal) => (
            <Item
              key={proposal.id}
              title={t('proposals.item', { date: format.date(proposal.sentAt) })}
              detail={
                proposal.completedAt !== null
                  ? t('proposals.doneOn', { date: format.date(proposal.completedAt) })
                  : proposal.expiresAt !== null
                    ? t('proposals.heldUntil', { date: format.dateTime(proposal.expiresAt) })
                    : t('proposals.sentOn', { date: format.date(proposal.sentAt) })
              }
              badge={
                <Badge variant={proposal.completedAt !== null ? 'success' : 'warning'}>
                  {t(`proposals.status.${proposal.completedAt !== null ? 'done' : 'open'}`)}
                </Badge>
              }
              action={open('proposal', proposal.id)}
            />
          ))}
        </Section>
      )}
      <Section
        icon={Images}
        title={t('galleries.title')}
        empty={t('galleries.empty', { studio })}
        testId="portal-galleries"
      >
        {portal.galleries.map((gallery) => (
          <Item
            key={gallery.id}
            title={gallery.name}
            detail={
              gallery.expiresAt === null ? undefined : t('galleries.until', { date: format.date(gallery.expiresAt) })
            }
            action={open('gallery', gallery.id)}
          />
        ))}
      </Section>
      <Section icon={FileText} title={t('quotes.title')} empty={t('quotes.empty', { studio })} testId="portal-quotes">
        {portal.quotes.map((quote) => {
          const expired = quote.status === 'sent' && quote.expiresAt !== null && quote.expiresAt < portal.now;
          const status = expired ? 'expired' : quote.status;
          return (
            <Item
              key={quote.id}
              title={quote.title || t('quotes.untitled')}
              detail={quote.sentAt === null ? undefined : t('quotes.sentOn', { date: format.date(quote.sentAt) })}
              amount={format.money(quote.total, quote.money)}
              badge={
                <Badge variant={status === 'sent' ? 'warning' : status === 'accepted' ? 'success' : 'outline'}>
                  {t(`quotes.status.${status}`)}
                </Badge>
              }
              action={open('quote', quote.id)}
            />
          );
        })}
      </Section>
      <Section
        icon={Receipt}
        title={t('invoices.title')}
        empty={t('invoices.empty', { studio })}
        testId="portal-invoices"
      >
        {portal.invoices.map((invoice) => (
          <Item
            key={invoice.id}
            title={t('invoices.name', { number: invoice.number })}
            detail={
              invoice.dueAt === null || invoice.owed === 0
                ? undefined
                : t('invoices.due', { date: format.date(invoice.dueAt) })
            }
            amount={format.money(invoice.total, invoice.money)}
            badge={
              invoice.status === 'cancelled' ? (
                <Badge variant="outline">{t('invoices.cancelled')}</Badge>
              ) : invoice.owed > 0 ? (
                <Badge variant="warning">
                  {t('invoices.toPay', { amount: format.money(invoice.owed, invoice.money) })}
                </Badge>
              ) : (
                <Badge variant="success">{t('invoices.paid')}</Badge>
              )
            }
            action={open('invoice', invoice.id)}
          />
        ))}
      </Section>
      <Section
        icon={FileSignature}
        title={t('contracts.title')}
        empty={t('contracts.empty', { studio })}
        testId="portal-contracts"
      >
        {portal.contracts.map((contract) => (
          <Item
            key={contract.id}
            title={contract.title || t('contracts.untitled')}
            detail={t('contracts.sentOn', { date: format.date(contract.sentAt) })}
            badge={
              <Badge variant={contract.status === 'sent' ? 'warning' : 'success'}>
                {t(`contracts.status.${contract.status}`)}
              </Badge>
            }
            action={open('contract', contract.id)}
          />
        ))}
      </Section>
      <Section
        icon={ClipboardList}
        title={t('questionnaires.title')}
        empty={t('questionnaires.empty', { studio })}
        testId="portal-questionnaires"
      >
        {portal.questionnaires.map((questionnaire) => (
          <Item
            key={questionnaire.id}
            title={questionnaire.title}
            detail={
              questionnaire.submittedAt === null
                ? t('questionnaires.sentOn', { date: format.date(questionnaire.sentAt) })
                : t('questionnaires.answeredOn', { date: format.date(questionnaire.submittedAt) })
            }
            badge={
              <Badge variant={questionnaire.status === 'submitted' ? 'success' : 'warning'}>
                {t(`questionnaires.status.${questionnaire.status}`)}
              </Badge>
            }
            action={open('questionnaire', questionnaire.id)}
          />
        ))}
      </Section>
    </div>
  );
}

type SectionProps = {
  icon: typeof CalendarDays;
  title: string;
  empty: string;
  testId: string;
  children: ReactNode;
};

function Section({ icon: Icon, title, empty, testId, children }: SectionProps) {
  const items = Array.isArray(children) ? children.length > 0 : Boolean(children);
  return (
    <section className="grid gap-3" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
        {title}
      </h2>
      {items ? <ul className="grid gap-2">{children}</ul> : <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

function SessionGroup({ title, sessions, portal }: { title: string; sessions: PortalSession[]; portal: ClientPortal }) {
  const { t } = useTranslation('portal');
  const format = usePortalFormat(portal.timeZone);
  return (
    <li className="grid gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <ul className="grid gap-2">
        {sessions.map((session) => (
          <Item
            key={session.id}
            title={session.type || format.date(session.date)}
            detail={[format.dateTime(session.date), session.place].filter(Boolean).join(' · ')}
            badge={
              session.status === 'cancelled' ? (
                <Badge variant="outline">{t('sessions.cancelled')}</Badge>
              ) : session.owed > 0 ? (
                <Badge variant="warning">
                  {t('sessions.owed', { amount: format.money(session.owed, portal.money) })}
                </Badge>
              ) : (
                <Badge variant="success">{t('sessions.settled')}</Badge>
              )
            }
          />
        ))}
      </ul>
    </li>
  );
}

type ItemProps = { title: string; detail?: string | undefined; amount?: string; badge?: ReactNode; action?: ReactNode };

function Item({ title, detail, amount, badge, action }: ItemProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card px-4 py-3">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{title}</p>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
      {amount && <span className="tabular-nums">{amount}</span>}
      {badge}
      {action}
    </li>
  );
}

/** The id of the preview banner's words, which say why nothing opens in a preview. */
export const PREVIEW_REASON_ID = 'portal-preview-reason';

/** An item's own page; in a preview it stays shut, its reason read from the preview's banner. */
function OpenButton({ href, preview }: { href: string; preview: boolean }) {
  const { t } = useTranslation('portal');
  if (preview) {
    return (
      <Button size="sm" variant="outline" disabled aria-describedby={PREVIEW_REASON_ID} title={t('preview.openOff')}>
        {t('open')}
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" asChild>
      <a href={href}>{t('open')}</a>
    </Button>
  );
}
