import { QUERIES, searchPlan, searchWords, type ProductDoc } from '@reshelf/domain';
import { useEffect, useState } from 'react';

/** Books read per suggestion list: a handful to choose from, one small read. */
const SUGGESTED_BOOKS = 8;
/** The seller pauses typing this long before the catalogue is asked. */
const DEBOUNCE_MS = 300;
/** Nothing is asked before this many characters. */
const MIN_TYPED = 2;
/** Keywords whose answers are kept while the form is open, so typing back and forth reads nothing again. */
const KEPT = 40;

const answers = new Map<string, Promise<ProductDoc[]>>();

function booksWith(keyword: string) {
  let answer = answers.get(keyword);
  if (!answer) {
    if (answers.size >= KEPT) answers.clear();
    // Loaded on the first question: a form nobody types in never loads the query code.
    answer = import('../../lib/firestore-query').then(({ readQuery }) =>
      readQuery<ProductDoc>(QUERIES.books({ keyword }, { sort: 'newest' }), SUGGESTED_BOOKS),
    );
    answers.set(keyword, answer);
    answer.catch(() => answers.delete(keyword));
  }
  return answer;
}

/**
 * Titles (or authors) the catalogue already has that fit what the seller is typing: one bounded
 * query on the longest typed word's keyword, distinct values whose words start with it.
 */
export function useCatalogueSuggestions(typed: string, field: 'productName' | 'author') {
  const plan = typed.trim().length >= MIN_TYPED ? searchPlan(typed) : undefined;
  const keyword = plan?.keyword;
  const [found, setFound] = useState<{ keyword: string; options: string[] }>();

  useEffect(() => {
    if (!keyword) return;
    let current = true;
    const timer = setTimeout(() => {
      booksWith(keyword).then(
        (books) => {
          if (!current) return;
          const values = books.map((book) => book[field]).filter((v): v is string => Boolean(v?.trim()));
          const fitting = values.filter((v) => searchWords(v).some((word) => word.startsWith(keyword)));
          setFound({ keyword, options: [...new Set(fitting)] });
        },
        // Suggestions are a help, not the form: without them the seller types on.
        (err: unknown) => console.warn('No suggestions for', keyword, err),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword, field]);

  return keyword && found?.keyword === keyword ? found.options : [];
}
