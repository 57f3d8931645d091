// The one place that talks to notistack. Durations and the limit are the spec's (section 9).
import { CircularProgress, Stack } from '@mui/material';
import { TOAST } from '@reshelf/domain';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={TOAST.maxSnack} autoHideDuration={TOAST.defaultMs} preventDuplicate>
      {children}
    </SnackbarProvider>
  );
}

export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST.successMs }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST.errorMs }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST.defaultMs }),
  /** A persistent toast with a spinner; call the returned function when the work ends. */
  loading(message: string) {
    const key = enqueueSnackbar(
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} color="inherit" aria-hidden />
        <span>{message}</span>
      </Stack>,
      { variant: 'info', persist: true },
    );
    return () => closeSnackbar(key);
  },
};
