import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker and, once a new deploy's worker is waiting, offers to reload into
 * it: the new version takes over when the person says so, never in the middle of a form.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <Snackbar open={needRefresh} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
              Reload
            </Button>
            <IconButton color="inherit" size="small" aria-label="Not now" onClick={() => setNeedRefresh(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        A new version of Reshelf is ready
      </Alert>
    </Snackbar>
  );
}
