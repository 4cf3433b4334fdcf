// Every synced read of the app, one area per module. Each query takes the account it reads and
// filters by the caller's memberships from the server-built context, so a query can never
// return another account's rows, whatever arguments a client sends (the handler also refuses).
// This is the browser's registry: its queries check no arguments, so the first screen loads no
// schema; the server runs the same ones with their arguments checked (./checked-queries.ts).
import { defineQueries } from '@rocicorp/zero';
import { accountQueries } from './accounts';
import { contractQueries } from './contracts';
import { customerQueries } from './customers';
import { customFontQueries } from './custom-fonts';
import { dashboardQueries } from './dashboard';
import { galleryQueries } from './galleries';
import { galleryOrderQueries } from './gallery-orders';
import { invoiceMessageQueries } from './invoice-messages';
import { invoiceQueries, quoteQueries } from './invoices';
import { locationQueries } from './locations';
import { mailTemplateQueries } from './mail-templates';
import { paymentQueries } from './payments';
import { proposalQueries } from './proposals';
import { questionnaireQueries, questionnaireResponseQueries } from './questionnaires';
import { reviewQueries } from './reviews';
import { schedulePlanQueries } from './schedule-plans';
import { sessionTypeQueries } from './session-types';
import { couponQueries, priceListQueries } from './shop';
import { sessionQueries } from './sessions';
import { sitePageQueries } from './site-pages';
import { taskQueries } from './tasks';
import { sessionStepQueries, workflowQueries } from './workflows';

/** The definitions, area by area, which ./checked-queries.ts gives their argument schemas. */
export const queryDefinitions = {
  accounts: accountQueries,
  contracts: contractQueries,
  coupons: couponQueries,
  customers: customerQueries,
  customFonts: customFontQueries,
  dashboard: dashboardQueries,
  galleries: galleryQueries,
  galleryOrders: galleryOrderQueries,
  invoices: invoiceQueries,
  invoiceMessages: invoiceMessageQueries,
  locations: locationQueries,
  mailTemplates: mailTemplateQueries,
  payments: paymentQueries,
  priceLists: priceListQueries,
  proposals: proposalQueries,
  questionnaires: questionnaireQueries,
  questionnaireResponses: questionnaireResponseQueries,
  quotes: quoteQueries,
  reviews: reviewQueries,
  schedulePlans: schedulePlanQueries,
  sessions: sessionQueries,
  sessionTypes: sessionTypeQueries,
  sitePages: sitePageQueries,
  tasks: taskQueries,
  sessionSteps: sessionStepQueries,
  workflows: workflowQueries,
};

export const queries = defineQueries(queryDefinitions);
