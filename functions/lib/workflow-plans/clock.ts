// The engine's notion of now. Production reads the real clock; the tests of a simulated 90 days
// move it forward together with the queue's waiting jobs (tests/integration/workflow-*.test.ts),
// since pg-boss compares a job's `start_after` with the database's own now().
let offsetMs = 0;

export const workflowClock = {
  now: (): number => Date.now() + offsetMs,
  /** The real instant for one on the engine's clock: what a job's `startAfter` is. */
  toReal: (ms: number): number => ms - offsetMs,
};

/** Moves the engine's now `ms` ahead: for tests that simulate days passing. */
export function advanceWorkflowClock(ms: number): void {
  offsetMs += ms;
}
