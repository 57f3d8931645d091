import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The markup the prerender left under `id`, when this render is hydrating it. */
const prerenderedHtml = (id: string) =>
  typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML;

/**
 * A part of a prerendered page with no state and no handlers of its own. Hydration adopts the
 * prerendered markup as it is instead of rendering the part again, which is most of the work
 * that blocked Home's main thread. A later visit (client-side navigation) renders `children`.
 * Links inside still navigate within the app.
 */
export function Prerendered({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [html] = useState(() => prerenderedHtml(id));
  const followLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !plainClick || link.target || link.origin !== window.location.origin) return;
    // A jump within the page stays the browser's.
    if (link.pathname === window.location.pathname && link.hash) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  return html === undefined ? (
    <div id={id} onClick={followLink}>
      {children}
    </div>
  ) : (
    <div id={id} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
