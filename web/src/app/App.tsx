import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUpdateWaiting } from '../lib/app-update';
import { NotificationsProvider } from '../lib/notify';
import { theme } from './theme';

// Its own chunk, loaded once a new version waits.
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt')).UpdatePrompt }));

/** The providers around the router: the browser's (boot/render-app.tsx) or the prerender's. */
export function App({ children }: { children: ReactNode }) {
  const updateWaiting = useUpdateWaiting();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationsProvider>
        {children}
        {updateWaiting && (
          <Suspense>
            <UpdatePrompt />
          </Suspense>
        )}
      </NotificationsProvider>
    </ThemeProvider>
  );
}
