import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router-dom';
import { NotificationsProvider } from '../lib/notify';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </ThemeProvider>
  );
}
