import { describe, expect, it } from 'vitest';
import { SyncWarnings } from './sync-warnings';

const record = (level: string, fields: Record<string, unknown>) => JSON.stringify({ level, ...fields });

describe('the sync nodes’ warnings printed after a failed run', () => {
  it('counts a warning repeated for many client groups as one line, the rarest first', () => {
    const warnings = new SyncWarnings();
    const at = new Date('2026-11-29T10:00:00Z');
    for (const group of ['d4g0rpslsp5n5al509', 'vsdlf3r4baramijdm5', 'nn5mj944rnt9nhljjv', 'k9cutdoe196a89lkvj']) {
      const message = `stopping view-syncer ${group}: ProtocolError: shut down before initialization completed`;
      warnings.take('view-syncer-1', record('WARN', { clientGroupID: group, message }), at);
    }
    warnings.take('view-syncer-2', record('ERROR', { message: 'high replication lag: 21201 ms' }), at);

    const lines = warnings.format().split('\n');
    expect(lines[0]).toBe('What the sync nodes warned of:');
    expect(lines[1]).toContain('1 × [view-syncer-2] high replication lag: N ms');
    expect(lines[2]).toContain('4 × [view-syncer-1] stopping view-syncer …: ProtocolError: shut down before');
    expect(lines[2]).toContain('(groups d4g0rpslsp5n5al509, vsdlf3r4baramijdm5, nn5mj944rnt9nhljjv)');
    expect(lines).toHaveLength(3);
  });

  it("counts a client group's refused queries as one line", () => {
    const warnings = new SyncWarnings();
    for (const query of ['contracts.templates', 'dashboard.revenue', 'galleries.byId']) {
      const message = `Error transforming custom query ${query}: app`;
      warnings.take('view-syncer-2', record('WARN', { clientGroupID: '1irek22srgr85qn0v5', message }));
    }
    const lines = warnings.format().split('\n');
    expect(lines[1]).toContain('3 × [view-syncer-2] Error transforming custom query …: app');
    expect(lines).toHaveLength(2);
  });

  it('keeps nothing of information, slow statements or lines that are not records', () => {
    const warnings = new SyncWarnings();
    warnings.take('view-syncer-1', record('INFO', { message: 'client closed' }));
    warnings.take('view-syncer-1', record('WARN', { class: 'Statement', message: 'Slow query' }));
    warnings.take('view-syncer-1', 'Listening on port 4849');
    expect(warnings.format()).toBe('');
  });
});
