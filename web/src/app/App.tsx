import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '../lib/notify';
import { theme } from './theme';

/** The providers around the router: the browser's (main.tsx) or the prerender's. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationsProvider>{children}</NotificationsProvider>
    </ThemeProvider>
  );
}
