// Whom a task is for, as the team reads it: "You" for the reader, else the member's sign-in address.
// Shared by the tasks and by the workflow steps that create them.
import { useTranslation } from 'react-i18next';
import { useAuth } from './use-auth';
import { useStudioMembers } from './use-studio-members';

type Member = { readonly userId: string; readonly email: string };

/** Names a member for the reader; nobody in particular when there is none. */
export function useMemberName(): (member: Member | undefined) => string {
  const { t } = useTranslation('tasks');
  const { user } = useAuth();
  return (member) => {
    if (!member) return t('assignee.anyone');
    return member.userId === user?.id ? t('assignee.you') : member.email || t('assignee.member');
  };
}

/** The studio's members as options of the assignee select, the reader first. */
export function useAssigneeOptions(): { value: string; label: string }[] {
  const members = useStudioMembers() ?? [];
  const { user } = useAuth();
  const name = useMemberName();
  return [...members]
    .sort((a, b) => Number(b.userId === user?.id) - Number(a.userId === user?.id) || a.email.localeCompare(b.email))
    .map((member) => ({ value: member.userId, label: name(member) }));
}
