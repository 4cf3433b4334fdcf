import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';
import type { mutators } from '@core/zero/mutators';

export type WorkflowStep = Row<typeof schema.tables.workflowSteps>;

/** Some of a step's fields, as the update mutator takes them. */
export type StepChanges = Omit<Parameters<typeof mutators.workflow.updateStep>[0], 'id'>;

/** Saves changes to a step; resolves with the refusal's message, or undefined once saved. */
export type ChangeStep = (changes: StepChanges) => Promise<string | undefined>;
