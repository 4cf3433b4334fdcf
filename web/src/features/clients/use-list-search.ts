import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useSearchParam } from '../../hooks/use-search-param';
import { SEARCH_PARAM } from './list-args';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * A list tab's search box: its text, kept in the address too (replacing its entry as one types)
 * so a reload, a link or Back keeps it, and the trimmed term the query uses once typing pauses.
 */
export function useListSearch() {
  const [param, setParam] = useSearchParam(SEARCH_PARAM, { replace: true });
  const [search, setText] = useState(param ?? '');
  const setSearch = (value: string) => {
    setText(value);
    setParam(value.trim() || undefined);
  };
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, term };
}
