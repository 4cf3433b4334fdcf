// The local stand-in's invoice, mailed to a studio's owners in their language
// (locales/<lng>/email.json, group billingInvoice): what each charged meter cost over the month
// and the total, as Stripe's own invoice mail would tell them in production.
import type { BillingCurrency, UsageLine } from '@core/domain/usage';
import { escapeHtml as e } from '../html';
import { mailButton, mailHtml, mailMuted } from '../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../mail/mail-strings';
import type { Mail } from '../mail/mailer';
import { chargedMeters } from './stripe-meter-events';

const lineKeys = {
  stored_bytes: 'storedBytes',
  delivered_bytes: 'deliveredBytes',
  renders: 'renders',
  mails: 'mails',
} as const;

type InvoiceMailInput = {
  to: string;
  lng: MailLanguage;
  studio: string;
  /** `YYYY-MM`. */
  month: string;
  currency: BillingCurrency;
  lines: readonly UsageLine[];
  total: number;
  usageUrl: string;
};

export function invoiceMail(input: InvoiceMailInput): Mail {
  const money = new Intl.NumberFormat(input.lng, { style: 'currency', currency: input.currency });
  const amount = (minor: number) => money.format(minor / 100);
  const month = new Intl.DateTimeFormat(input.lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${input.month}-01`),
  );
  const t = mailStrings(input.lng, 'billingInvoice', { studio: input.studio, month, total: amount(input.total) });
  const lines = input.lines
    .filter((line) => chargedMeters.includes(line.meter))
    .map((line) => `${t(lineKeys[line.meter as keyof typeof lineKeys])}: ${amount(line.amount)}`);
  const total = `${t('total')}: ${amount(input.total)}`;
  return {
    to: input.to,
    subject: t('subject'),
    text: [
      t('greeting'),
      '',
      t('intro'),
      '',
      ...lines,
      total,
      '',
      `${t('button')}: ${input.usageUrl}`,
      '',
      t('footer'),
    ].join('\n'),
    html: mailHtml(input.lng, [
      e(t('greeting')),
      e(t('intro')),
      `${lines.map(e).join('<br>')}<br><strong>${e(total)}</strong>`,
      mailButton(input.usageUrl, t('button')),
      mailMuted(e(t('footer'))),
    ]),
  };
}
