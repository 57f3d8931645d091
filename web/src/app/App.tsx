import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NotificationsProvider } from '../lib/notify';
import { theme } from './theme';

// Its own chunk, with workbox-window after it: nothing of the service worker is initial JavaScript.
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt')).UpdatePrompt }));

/** True once the page has loaded and the browser has a moment to spare. */
function useIdleAfterLoad() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(() => setIdle(true), { timeout: 5000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setIdle(true), 1000);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return idle;
}

/** The providers around the router: the browser's (main.tsx) or the prerender's. */
export function App({ children }: { children: ReactNode }) {
  // The service worker registers after the first paint and the page's own loading, never before.
  const idle = useIdleAfterLoad();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationsProvider>
        {children}
        {idle && (
          <Suspense>
            <UpdatePrompt />
          </Suspense>
        )}
      </NotificationsProvider>
    </ThemeProvider>
  );
}
