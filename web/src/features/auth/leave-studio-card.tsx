import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useCan } from '../../hooks/use-role';
import { useStudioMembers } from '../../hooks/use-studio-members';
import type { Account } from '../../lib/accounts';

/**
 * Leaving the selected studio: the person's other studios stay, and so does what they did in
 * this one. A studio's only owner cannot leave it (the server refuses: it would have nobody to
 * run it), so they are not offered to.
 */
export function LeaveStudioCard() {
  const { t } = useTranslation(['auth', 'common']);
  const { account, leaveAccount } = useAccount();
  const members = useStudioMembers();
  const canOwn = useCan('own');
  const apiErrorMessage = useApiErrorMessage();
  const [leaving, setLeaving] = useState<Account>();
  // Until the members have synced, an owner may be the only one.
  const owners = members?.filter((member) => member.role === 'owner').length ?? 0;
  if (canOwn && owners <= 1) return null;

  return (
    <Card data-testid="leave-studio-card">
      <CardHeader>
        <CardTitle>{t('account.leave.title', { studio: account.name })}</CardTitle>
        <CardDescription>
          {t('account.leave.description', { studio: account.name, role: t(`common:account.role.${account.role}`) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setLeaving(account)}>
          <LogOut aria-hidden="true" />
          {t('account.leave.open')}
        </Button>
      </CardContent>
      <ConfirmDialog
        subject={leaving}
        onOpenChange={(open) => !open && setLeaving(undefined)}
        title={(studio) => t('account.leave.confirmTitle', { studio: studio.name })}
        description={t('account.leave.confirmDescription')}
        confirmLabel={t('account.leave.confirm')}
        route="api"
        testId="leave-studio-dialog"
        onConfirm={async (studio) => {
          try {
            await leaveAccount();
          } catch (error) {
            return apiErrorMessage(error);
          }
          toast.success(t('account.leave.done', { studio: studio.name }));
          return undefined;
        }}
      />
    </Card>
  );
}
