// What the sync nodes warned of during a run, kept to be printed after the closing table when the
// run fails: CI shows the end of the output, and a test whose rows never came says nothing of why.
// Repeats are counted under one line; the ids a message carries are masked so that they group.

/** Slow statements are warned of by the hundred on a loaded machine, and say nothing of a failure. */
const NOISE = [/"class":"Statement"/];
const MOST_LINES = 20;

type Entry = { node: string; message: string; count: number; first: string; last: string; groups: Set<string> };

const masked = (message: string) =>
  message
    // One refused client group has each of its queries refused: one line, not one per query.
    .replace(/(custom query )[\w.]+/g, '$1…')
    .replace(/\b[0-9a-z]{16,21}\b/g, '…')
    .replace(/\d+(\.\d+)? ?ms\b/g, 'N ms')
    .slice(0, 200);

export class SyncWarnings {
  private readonly entries = new Map<string, Entry>();

  /** Takes one line zero-cache logged; keeps it when it is a warning or an error. */
  take(node: string, line: string, at = new Date()): void {
    if (!/"level":"(WARN|ERROR)"/.test(line) || NOISE.some((noise) => noise.test(line))) return;
    let record: { message?: unknown; args?: unknown; clientGroupID?: unknown };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      return;
    }
    const text = typeof record.message === 'string' ? record.message : JSON.stringify(record.args ?? line);
    const message = masked(text);
    const key = `${node} ${message}`;
    const time = at.toISOString();
    const entry = this.entries.get(key) ?? { node, message, count: 0, first: time, last: time, groups: new Set() };
    entry.count += 1;
    entry.last = time;
    if (typeof record.clientGroupID === 'string' && entry.groups.size < 3) entry.groups.add(record.clientGroupID);
    this.entries.set(key, entry);
  }

  /** The warnings, the rarest first, one line each; empty when there were none. */
  format(): string {
    // The rarest first: what a failing test met once is news, what every closing client logs is not.
    const entries = [...this.entries.values()].sort((a, b) => a.count - b.count);
    if (entries.length === 0) return '';
    const lines = entries.slice(0, MOST_LINES).map((entry) => {
      const groups = entry.groups.size > 0 ? ` (groups ${[...entry.groups].join(', ')})` : '';
      return `${String(entry.count).padStart(5)} × [${entry.node}] ${entry.message}, ${entry.first} – ${entry.last}${groups}`;
    });
    const more = entries.length > MOST_LINES ? [`  and ${entries.length - MOST_LINES} other warnings`] : [];
    return ['What the sync nodes warned of:', ...lines, ...more].join('\n');
  }
}
