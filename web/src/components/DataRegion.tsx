import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ERROR } from '@reshelf/domain';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from '../lib/i18n';

/**
 * A spinner for a part only the app can fill. On a prerendered page the app starts once it is in
 * view; a part only a signed-in reader may see (`signedIn`) sends any other reader to /login
 * first, without starting the app (boot/page-boot.ts).
 */
export function Loading({ label, signedIn = false }: { label: string; signedIn?: boolean }) {
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', py: 6 }}
      role="status"
      data-awaits-app={signedIn ? 'signed-in' : ''}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * What a region that reads data shows when the read fails: a message with a retry (reactfire's
 * hooks throw their errors, reactfire#540).
 */
export function DataErrors({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      onError={(err) => console.error(err)}
      fallbackRender={({ resetErrorBoundary }) => (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={resetErrorBoundary}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t(ERROR.loadFailed)}
        </Alert>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** A region of the page that reads data: a spinner while it loads, DataErrors when it fails. */
export function DataRegion({ children, loadingLabel }: { children: ReactNode; loadingLabel: string }) {
  return (
    <DataErrors>
      <Suspense fallback={<Loading label={loadingLabel} />}>{children}</Suspense>
    </DataErrors>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
