import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';

/** Tells the person that a link is on its way to their inbox, and what it is for. */
export function MailSentAlert({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Alert variant="success" role="status" data-testid={testId}>
      <MailCheck aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
