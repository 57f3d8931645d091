import type { PageMeta, PageName } from '@reshelf/domain';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';

/** The prerender's collector of the page's meta: effects never run there. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | undefined>(undefined);

function descriptionTag() {
  const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const meta = document.head.appendChild(document.createElement('meta'));
  meta.name = 'description';
  return meta;
}

/**
 * Names the browser tab after the page and describes it while it shows, then restores what was
 * there; the prerender writes the same into the page's HTML. `name` names what the page shows (a
 * category, a book) in the title.
 */
export function usePageMeta(page: PageName, name?: string) {
  const { t } = useTranslation();
  const title = name === undefined ? t(`pages.${page}.title`) : t('pages.titled', { name });
  const text = t(`pages.${page}.description`);
  useContext(PageMetaCollector)?.({ title, description: text });
  useEffect(() => {
    const meta = descriptionTag();
    const previous = { title: document.title, description: meta.content };
    document.title = title;
    meta.content = text;
    return () => {
      document.title = previous.title;
      meta.content = previous.description;
    };
  }, [title, text]);
}
