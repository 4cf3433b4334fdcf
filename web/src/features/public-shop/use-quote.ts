// The cart as the server prices it: asked again a moment after each change (the page never
// prices anything itself), the latest answer winning.
import { useEffect, useState } from 'react';
import type { CartQuote } from '@core/domain/gallery-sales';
import { ApiError } from '../../lib/api';
import { quoteCart, type CartAsk, type ShopClient } from './shop-api';

/** Long enough to take a few quick presses of "one more" as one change. */
const SETTLE_MS = 250;

export type QuoteState =
  | { state: 'pricing'; quote: CartQuote | undefined }
  | { state: 'priced'; quote: CartQuote }
  | { state: 'failed'; code: string; quote: CartQuote | undefined };

/** The server's last answer, and the cart (with the attempt) it answered for. */
type Answer = { for: string; quote: CartQuote | undefined; code: string | undefined };

export function useQuote(client: ShopClient, ask: CartAsk) {
  const [answer, setAnswer] = useState<Answer>({ for: '', quote: undefined, code: undefined });
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${JSON.stringify(ask)}`;
  const { slug, galleryId, access } = client;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const asked = JSON.parse(key.slice(key.indexOf(':') + 1)) as CartAsk;
      quoteCart({ slug, galleryId, access }, asked).then(
        (quote) => current && setAnswer({ for: key, quote, code: undefined }),
        (error: unknown) =>
          current &&
          setAnswer((was) => ({
            for: key,
            quote: was.quote,
            code: error instanceof ApiError ? error.code : 'unknown',
          })),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, galleryId, access, key]);
  const retry = () => setAttempt((n) => n + 1);
  const { quote, code } = answer;
  if (answer.for !== key) return { state: 'pricing', quote, retry } as const;
  if (code !== undefined) return { state: 'failed', code, quote, retry } as const;
  return quote ? ({ state: 'priced', quote, retry } as const) : ({ state: 'pricing', quote, retry } as const);
}
