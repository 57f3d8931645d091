// The one place that talks to notistack. Durations and the limit are the spec's (section 9). A toast
// is a domain message, translated as it shows; the API's replies come translated and pass as they are.
// notistack loads after the page has painted and hydrated: no first render waits for it.
import { CircularProgress, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import { TOAST, type Message } from '@reshelf/domain';
import { lazy, useEffect, type ReactNode } from 'react';
import type * as NotistackModule from 'notistack';
import { ClientIsland } from './client-island';
import { translate } from './i18n';

type Notistack = typeof NotistackModule;

let toasterMounted: (notistack: Notistack) => void;
/** notistack, once its provider is mounted and toasts can be queued. */
const notistack = new Promise<Notistack>((resolve) => (toasterMounted = resolve));

const Toaster = lazy(async () => {
  const module = await import('notistack');
  // notistack's own greens and blues give white text 3.1-3.3:1; the theme's dark shades pass AA.
  const Content = styled(module.MaterialDesignContent)(({ theme }) => ({
    '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
    '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
    '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  }));
  const variants = { success: Content, info: Content, error: Content };
  return {
    default: function Toaster() {
      useEffect(() => {
        toasterMounted(module);
        const left = sessionStorage.getItem(AFTER_RELOAD_KEY);
        if (!left) return;
        sessionStorage.removeItem(AFTER_RELOAD_KEY);
        const { variant, message } = JSON.parse(left) as { variant: Variant; message: Message };
        notify[variant](message);
      }, []);
      return (
        <module.SnackbarProvider
          maxSnack={TOAST.maxSnack}
          autoHideDuration={TOAST.defaultMs}
          preventDuplicate
          Components={variants}
        />
      );
    },
  };
});

export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ClientIsland fallback={null}>
        <Toaster />
      </ClientIsland>
    </>
  );
}

export type Variant = 'success' | 'error' | 'info';
/**
 * A toast for the page that a reload starts (sign-out reloads to clear the offline cache); a
 * prerendered page with one waiting starts the app at its first paint to show it.
 */
export const AFTER_RELOAD_KEY = 'reshelf:toast-after-reload';

const show = (...args: Parameters<Notistack['enqueueSnackbar']>) =>
  notistack.then(({ enqueueSnackbar }) => enqueueSnackbar(...args));

export const notify = {
  success: (message: Message) =>
    void show(translate(message), { variant: 'success', autoHideDuration: TOAST.successMs }),
  error: (message: Message) => void show(translate(message), { variant: 'error', autoHideDuration: TOAST.errorMs }),
  info: (message: Message) => void show(translate(message), { variant: 'default', autoHideDuration: TOAST.defaultMs }),
  /** Shows the toast on the next page load in this tab, instead of on this one. */
  afterReload: (variant: Variant, message: Message) =>
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify({ variant, message })),
  /** A persistent toast with a spinner; call the returned function when the work ends. */
  loading(message: string) {
    const key = show(
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} color="inherit" aria-hidden />
        <span>{message}</span>
      </Stack>,
      { variant: 'info', persist: true },
    );
    return () => void Promise.all([notistack, key]).then(([{ closeSnackbar }, k]) => closeSnackbar(k));
  },
};
