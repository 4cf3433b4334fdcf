import { expect, test } from 'vitest';
import { ClientGroupLog, RequestsInFlight } from './client-group-log';
import type { LogRecord } from './zero-cache';

const at = new Date('2026-11-29T10:00:00.000Z');
const record = (fields: LogRecord): LogRecord => ({ level: 'INFO', worker: 'syncer', ...fields });

test('a client group keeps what the sync nodes said of it, and of no other group', () => {
  const log = new ClientGroupLog();
  log.take('view-syncer-1', record({ clientGroupID: 'group-a', message: 'loaded cvr@00 (6 ms)' }), at);
  log.take('view-syncer-2', record({ clientGroupID: 'group-b', message: 'client closed' }), at);
  log.take('view-syncer-1', record({ message: 'no group named' }), at);
  expect(log.of('group-a')).toEqual(['10:00:00.000 [view-syncer-1] INFO loaded cvr@00 (6 ms)']);
  expect(log.of('group-b')).toEqual(['10:00:00.000 [view-syncer-2] INFO client closed']);
  expect(log.of('group-c')).toEqual([]);
});

test("a group keeps its last thirty lines, without what is said of every query's hydration", () => {
  const log = new ClientGroupLog();
  for (let line = 1; line <= 40; line++) {
    log.take('view-syncer-1', record({ clientGroupID: 'group-a', message: `line ${line}` }), at);
    log.take('view-syncer-1', record({ clientGroupID: 'group-a', message: 'query pipeline lifecycle' }), at);
  }
  const kept = log.of('group-a');
  expect(kept).toHaveLength(30);
  expect(kept[0]).toContain('line 11');
  expect(kept.at(-1)).toContain('line 40');
});

test('requests unanswered for longer than a time are named with their age, and no longer once answered', () => {
  const requests = new RequestsInFlight();
  const answered = requests.begin('POST /api/zero/query');
  requests.begin('POST /api/zero/mutate');
  const later = performance.now() + 7_000;
  expect(requests.olderThan(5_000, later)).toEqual([
    expect.stringMatching(/^POST \/api\/zero\/query for 7\.0 s$/),
    expect.stringMatching(/^POST \/api\/zero\/mutate for 7\.0 s$/),
  ]);
  expect(requests.olderThan(10_000, later)).toEqual([]);
  answered();
  expect(requests.olderThan(5_000, later)).toEqual([expect.stringMatching(/^POST \/api\/zero\/mutate/)]);
});
