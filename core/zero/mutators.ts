// Every synced write of the app, one area per module, run optimistically in the browser and
// authoritatively in /api/zero/mutate with the server-built context.
import { defineMutators } from '@rocicorp/zero';
import { contractMutators, contractTemplateMutators } from './contracts';
import { customerMutators } from './customers';
import { galleryInviteMutators, galleryMutators, photoMutators } from './galleries';
import { invoiceMutators, quoteMutators } from './invoices';
import { locationMutators } from './locations';
import { mailTemplateMutators } from './mail-templates';
import { paymentMutators } from './payments';
import { questionnaireMutators } from './questionnaires';
import { reviewMutators } from './reviews';
import { schedulePlanMutators } from './schedule-plans';
import { sessionTypeMutators } from './session-types';
import { sessionMutators } from './sessions';
import { couponMutators, priceListMutators } from './shop';
import { sitePageMutators } from './site-pages';
import { taskMutators } from './tasks';
import { workflowMutators } from './workflows';

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
