import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../hooks/use-account';
import { useApiErrorMessage } from '../hooks/use-api-error-message';
import { useWriteBlock } from '../hooks/use-write-block';
import { ConfirmDialog } from './confirm-dialog';
import { CopyField } from './copy-field';
import { Button } from './ui/button';

type ClientLinkProps = {
  /** What the link opens, said while it can be copied. */
  readyText: string;
  /** Revokes the document's links and answers a new one's path (null without a public address). */
  renew: () => Promise<string | null>;
  revoke: () => Promise<unknown>;
  /** What revoking does, when it does more than stop the link (withdrawing a proposal). */
  revokeDescription?: string | undefined;
  /** The link just made (by sending or issuing), which the server shows only once. */
  initialPath?: string | null | undefined;
};

type Confirming = 'renew' | 'revoke' | undefined;

/** A link path as an address to paste in a message. */
const linkUrl = (path: string) => new URL(path, window.location.origin).href;

/**
 * The client's link to a sent document (a quote, an invoice, a contract): copied while it is at
 * hand, renewed (the old one stops working) or revoked. Only the link's hash is kept, so an older
 * link cannot be shown again: a new one replaces it.
 */
export function ClientLink({ readyText, renew, revoke, revokeDescription, initialPath }: ClientLinkProps) {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const errorMessage = useApiErrorMessage();
  const blocked = useWriteBlock('api');
  const [path, setPath] = useState(initialPath ?? undefined);
  const [revoked, setRevoked] = useState(false);
  // The link may be answered after the screen already shows the document sent (it syncs first).
  const [given, setGiven] = useState(initialPath);
  if (initialPath !== given) {
    setGiven(initialPath);
    if (initialPath) {
      setPath(initialPath);
      setRevoked(false);
    }
  }
  const [confirming, setConfirming] = useState<Confirming>();

  const run = async (action: 'renew' | 'revoke') => {
    try {
      if (action === 'renew') {
        setPath((await renew()) ?? undefined);
        setRevoked(false);
      } else {
        await revoke();
        setPath(undefined);
        setRevoked(true);
      }
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };

  return (
    <section
      aria-labelledby="client-link"
      className="grid gap-3 rounded-xl border bg-card p-4"
      data-testid="client-link"
    >
      <div className="grid gap-1">
        <h2 id="client-link" className="text-base font-semibold">
          {t('link.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {!account.slug ? (
            <>
              {t('link.noAddress')}{' '}
              <Link to="/app/settings#studio-settings" className="font-medium underline underline-offset-4">
                {t('link.openSettings')}
              </Link>
            </>
          ) : path ? (
            readyText
          ) : revoked ? (
            t('link.revoked')
          ) : (
            t('link.hidden')
          )}
        </p>
      </div>
      {path && (
        <CopyField
          value={linkUrl(path)}
          label={t('link.label')}
          copyLabel={t('link.copy')}
          copiedLabel={t('link.copied')}
          testId="client-link-url"
        />
      )}
      {account.slug && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={blocked !== undefined} onClick={() => setConfirming('renew')}>
            <Link2 aria-hidden="true" />
            {t('link.renew')}
          </Button>
          {!revoked && (
            <Button variant="outline" disabled={blocked !== undefined} onClick={() => setConfirming('revoke')}>
              <Link2Off aria-hidden="true" />
              {t('link.revoke')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        subject={confirming}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={(action) => t(`link.${action}Title`)}
        description={
          confirming === 'revoke' ? (revokeDescription ?? t('link.revokeDescription')) : t('link.renewDescription')
        }
        confirmLabel={confirming === 'revoke' ? t('link.revoke') : t('link.renew')}
        onConfirm={run}
        route="api"
        testId="client-link-confirm"
      />
    </section>
  );
}
