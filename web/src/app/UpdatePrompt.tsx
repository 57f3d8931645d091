import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import { useState } from 'react';
import { applyUpdate } from '../lib/app-update';
import { useTranslation } from '../lib/i18n';

/**
 * Offers to reload into a new deploy's waiting worker (App mounts it once one waits): the new
 * version takes over when the person says so, never in the middle of a form.
 */
export function UpdatePrompt() {
  const [open, setOpen] = useState(true);
  const { t } = useTranslation();
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={applyUpdate}>
              {t('app.update.reload')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('app.update.notNow')} onClick={() => setOpen(false)}>
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
