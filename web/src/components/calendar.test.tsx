import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Calendar from './calendar';

describe('Calendar', () => {
  it('starts its weeks on Monday in every language, as the studio calendar does', () => {
    for (const language of ['en', 'es', 'ca'] as const) {
      const html = renderToStaticMarkup(
        <Calendar language={language} selected={new Date(2026, 10, 12)} onSelect={() => {}} />,
      );
      // The first weekday heading names the week's first day.
      expect(html.match(/<th[^>]*aria-label="([^"]+)"/)?.[1], language).toMatch(/^(Monday|lunes|dilluns)$/);
    }
  });
});
