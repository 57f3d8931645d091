import { useEffect } from 'react';

/** Names the browser tab after the page while it shows (once `title` is known), then restores it. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
