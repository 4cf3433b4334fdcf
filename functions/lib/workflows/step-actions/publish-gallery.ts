// Publishes the session's gallery; the steps counting from its publication are planned at once.
import { planGallerySessions } from '../../workflow-plans/plan-gallery-sessions';
import type { StepActionRun } from './running-step';

export const publishGallery: StepActionRun = async (tx, step) => {
  if (!step.galleryId) return { nothingToDo: 'gallery_missing' };
  const published = await tx`
    update galleries set status = 'published', updated_at = private.now_ms()
    where account_id = ${step.accountId} and id = ${step.galleryId} and status <> 'published'`;
  if (published.count > 0) await planGallerySessions(tx, step.accountId, step.galleryId);
  return { sent: null };
};
