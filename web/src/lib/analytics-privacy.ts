// What product analytics may send, enforced on every event before it leaves the browser: no
// client's name, e-mail or photo address. Autocapture is told to send no text or attributes of
// the elements clicked (lib/analytics.ts); this removes what could still carry them: an
// address's query (invite and booking tokens, a photo's `?photo=`), any value that looks like
// an e-mail, and image addresses.

/** An event as PostHog hands it to `before_send`: its name and properties. */
export type AnalyticsEvent = { event: string; properties: Record<string, unknown> };

const EMAIL = /[^\s@/]+@[^\s@/]+\.[^\s@/]+/;
/** The product's image addresses (core/domain/images.ts `imageUrl`). */
const IMAGE_PATH = /\/api\/images\//;

/** `value` without its query and fragment when it is an address; unchanged otherwise. */
function withoutQuery(value: string): string {
  if (!/^https?:\/\//.test(value) && !value.startsWith('/')) return value;
  return value.replace(/[?#].*$/, '');
}

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') {
    if (EMAIL.test(value) || IMAGE_PATH.test(value)) return undefined;
    return withoutQuery(value);
  }
  if (Array.isArray(value)) return value.map(cleaned).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [key, cleaned(inner)] as const);
    return Object.fromEntries(entries.filter(([, inner]) => inner !== undefined));
  }
  return value;
}

/** The event with nothing personal left in it; null (dropped) for one whose name is personal. */
export function privateEvent<Event extends AnalyticsEvent>(event: Event | null): Event | null {
  if (!event || EMAIL.test(event.event)) return null;
  return { ...event, properties: cleaned(event.properties) as Record<string, unknown> };
}
