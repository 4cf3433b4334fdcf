import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { DeleteUserCard } from './delete-user-card';
import { EmailChangeCard } from './email-change-card';
import { LeaveStudioCard } from './leave-studio-card';
import { PasswordChangeCard } from './password-change-card';
import { TwoStepCard } from './two-step-card';

/**
 * /app/account: the person's own sign-in (address, password, two-step), leaving the selected
 * studio, and leaving for good.
 */
export function AccountPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <EmailChangeCard />
      <PasswordChangeCard />
      <TwoStepCard />
      <LeaveStudioCard />
      <DeleteUserCard />
    </div>
  );
}
