// What was typed into open forms, kept in localStorage so that a reload, a closed tab or a crash
// while the app cannot save loses nothing (hooks/use-form-draft.ts). Drafts hold the studio's
// data, so signing out forgets them all.
const PREFIX = 'studio-draft:';

export function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const stored = localStorage.getItem(PREFIX + key);
    const parsed: unknown = stored === null ? undefined : JSON.parse(stored);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still holds what was typed while it stays open.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Blocked storage holds no drafts.
  }
}

export function forgetFormDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}
