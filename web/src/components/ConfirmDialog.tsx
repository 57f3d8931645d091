import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { translate, useTranslation } from '../lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** 'danger' (red) for what removes or refuses; 'primary' for what completes, such as a sale. */
  tone?: 'danger' | 'primary';
  /** The button that backs out; "Cancel" unless that reads like the action (Cancel booking). */
  dismissLabel?: string;
  /**
   * Why the last try failed (a domain message, or the API's words); the dialog stays open so the
   * person can try again or back out.
   */
  failure?: string | null;
}

/** Asks before an action that cannot be undone; stays open, and cannot be dismissed, while it runs. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  tone = 'danger',
  dismissLabel,
  failure,
}: ConfirmDialogProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          loading={pending}
          color={tone === 'danger' ? 'error' : 'primary'}
          variant="contained"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
