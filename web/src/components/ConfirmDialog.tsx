import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

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
  /** Why the last try failed; the dialog stays open so the person can try again or back out. */
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
  dismissLabel = 'Cancel',
  failure,
}: ConfirmDialogProps) {
  const id = useId();
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
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {dismissLabel}
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
