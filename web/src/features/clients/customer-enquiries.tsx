import { useQuery } from '@rocicorp/zero/react';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { Customer } from '../bookings/customer';
import { LeadBadge } from './lead-badge';

/**
 * What the customer wrote from the studio's website, newest first, and while they are a new lead
 * the button that marks them handled (their messages stay).
 */
export function CustomerEnquiries({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const { account } = useAccount();
  const format = useStudioFormat();
  const save = useToastedMutation();
  const [enquiries] = useQuery(queries.customers.enquiries({ accountId: account.id, customerId: customer.id }));
  const lead = customer.leadAt !== null;
  if (enquiries.length === 0 && !lead) return null;

  const handle = async () => {
    const refused = await save(
      mutators.customer.handleLead({ id: customer.id }),
      t('lead.handled', { name: customer.name }),
    );
    if (refused) toast.error(refused);
  };

  return (
    <section aria-labelledby="enquiries-heading" className="grid gap-3" data-testid="customer-enquiries">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="enquiries-heading" className="text-lg font-semibold">
          {t('lead.title')}
        </h3>
        {lead && <LeadBadge />}
        {lead && (
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => void handle()}>
            <CheckCheck aria-hidden="true" />
            {t('lead.handle')}
          </Button>
        )}
      </div>
      <ul className="grid gap-3">
        {enquiries.map((enquiry) => (
          <li key={enquiry.id}>
            <Card className="gap-2 py-4">
              <CardContent className="grid gap-1 px-4">
                <p className="text-xs text-muted-foreground">
                  {t('lead.received', { date: format.date(enquiry.createdAt, 'dateTime') })}
                </p>
                <p className="max-w-prose text-sm whitespace-pre-line" data-testid="enquiry-message">
                  {enquiry.message || t('lead.noMessage')}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
