import { bookViewParams, readBookView, SEARCH_PARAM, type BookView } from '@reshelf/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A book list's search text, sort and filters, kept in the URL: a link reproduces the view, a
 * reload keeps it, and each change is a history entry, so Back returns to the one before.
 */
export function useBookView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readBookView((name) => params.get(name)), [params]);
  const text = params.get(SEARCH_PARAM) ?? '';

  const change = useCallback(
    (values: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const setView = useCallback((next: BookView) => change(bookViewParams(next)), [change]);
  const setText = useCallback((next: string) => change({ [SEARCH_PARAM]: next || undefined }), [change]);

  return { view, setView, text, setText };
}
