import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from '../lib/i18n';

/**
 * Registers the service worker and, once a new deploy's worker is waiting, offers to reload into
 * it: the new version takes over when the person says so, never in the middle of a form.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const { t } = useTranslation();
  return (
    <Snackbar open={needRefresh} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
              {t('app.update.reload')}
            </Button>
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('app.update.notNow')}
              onClick={() => setNeedRefresh(false)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {t('app.update.ready')}
      </Alert>
    </Snackbar>
  );
}
