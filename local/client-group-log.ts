// What the sync nodes logged of each client group, and which API requests are slow to answer,
// kept only on a platform with test controls: a test whose rows never came asks for them
// (tests/support/sync-controls.ts) and says in its failure what the server did with its client.
import type { LogRecord } from './zero-cache';

/** The last lines kept of each group: its connections, hydrations and closings. */
const LINES_PER_GROUP = 30;
/** Groups kept at most, the oldest forgotten first: a run opens a few thousand. */
const MOST_GROUPS = 5000;
/** Said of every query at every hydration, their news in fields: they would crowd out the rest. */
const NOISE = new Set(['query pipeline lifecycle', 'query coverage shadow summary']);

export class ClientGroupLog {
  private readonly groups = new Map<string, string[]>();

  /** Takes one record a sync node logged; keeps it under its client group when it names one. */
  take(node: string, record: LogRecord, at = new Date()): void {
    if (typeof record.clientGroupID !== 'string') return;
    const text = typeof record.message === 'string' ? record.message : JSON.stringify(record.args ?? '');
    if (NOISE.has(text)) return;
    const lines = this.groups.get(record.clientGroupID) ?? [];
    if (lines.length === 0) {
      if (this.groups.size >= MOST_GROUPS) this.groups.delete(this.groups.keys().next().value!);
      this.groups.set(record.clientGroupID, lines);
    }
    lines.push(`${at.toISOString().slice(11, 23)} [${node}] ${String(record.level)} ${text.slice(0, 300)}`);
    if (lines.length > LINES_PER_GROUP) lines.shift();
  }

  /** The lines kept of `clientGroupID`, oldest first. */
  of(clientGroupID: string): string[] {
    return [...(this.groups.get(clientGroupID) ?? [])];
  }
}

/** The requests the platform is answering, to tell a sync node waiting on the API from one stuck. */
export class RequestsInFlight {
  private readonly started = new Map<symbol, { label: string; at: number }>();

  /** Notes a request's start; call the returned function when it is answered. */
  begin(label: string): () => void {
    const key = Symbol(label);
    this.started.set(key, { label, at: performance.now() });
    return () => this.started.delete(key);
  }

  /** The requests unanswered for longer than `ms`, each with its age in seconds. */
  olderThan(ms: number, now = performance.now()): string[] {
    return [...this.started.values()]
      .filter(({ at }) => now - at > ms)
      .map(({ label, at }) => `${label} for ${((now - at) / 1000).toFixed(1)} s`);
  }
}
