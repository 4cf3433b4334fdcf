// Every synced write of the app, one area per module, run optimistically in the browser and
// authoritatively in /api/zero/mutate with the server-built context.
import { defineMutators } from '@rocicorp/zero';
import { contractMutators, contractTemplateMutators } from './writes/contracts';
import { customerMutators } from './writes/customers';
import { galleryInviteMutators, galleryMutators, photoMutators } from './writes/galleries';
import { invoiceMutators, quoteMutators } from './writes/invoices';
import { locationMutators } from './writes/locations';
import { mailTemplateMutators } from './writes/mail-templates';
import { paymentMutators } from './writes/payments';
import { questionnaireMutators } from './writes/questionnaires';
import { reviewMutators } from './writes/reviews';
import { schedulePlanMutators } from './writes/schedule-plans';
import { sessionTypeMutators } from './writes/session-types';
import { sessionMutators } from './writes/sessions';
import { couponMutators, priceListMutators } from './writes/shop';
import { sitePageMutators } from './writes/site-pages';
import { taskMutators } from './writes/tasks';
import { workflowMutators } from './writes/workflows';

/** The definitions, area by area (core/zero/concurrency.test.ts checks each is guarded). */
export const mutatorDefinitions = {
  contract: contractMutators,
  contractTemplate: contractTemplateMutators,
  coupon: couponMutators,
  customer: customerMutators,
  gallery: galleryMutators,
  photo: photoMutators,
  galleryInvite: galleryInviteMutators,
  invoice: invoiceMutators,
  location: locationMutators,
  mailTemplate: mailTemplateMutators,
  payment: paymentMutators,
  priceList: priceListMutators,
  questionnaire: questionnaireMutators,
  quote: quoteMutators,
  review: reviewMutators,
  schedulePlan: schedulePlanMutators,
  session: sessionMutators,
  sessionType: sessionTypeMutators,
  sitePage: sitePageMutators,
  task: taskMutators,
  workflow: workflowMutators,
};

export const mutators = defineMutators(mutatorDefinitions);
