// Asks the session's client for a review, once per step (reviews_asked_once).
import { requestReview } from '../../reviews/request-review';
import type { StepActionRun } from './running-step';
import { sendStepMail } from './send-mail';

export const requestReviewStep: StepActionRun = async (tx, step) =>
  sendStepMail(
    await requestReview(tx, { accountId: step.accountId, sessionId: step.sessionId, sessionStepId: step.id }),
  );
