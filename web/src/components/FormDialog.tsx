import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
  type ButtonProps,
  type DialogProps,
} from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { translate } from '../lib/i18n';

interface FormDialogProps {
  title: ReactNode;
  /** A sentence under the title; the dialog's description for screen readers. */
  intro?: ReactNode;
  /** What went wrong with the last send (a catalogue key or the server's words), above the fields. */
  failure: string | null;
  /** While sending: the dialog stays open and Cancel waits. */
  busy: boolean;
  /** The submit itself is sending (by default, whenever busy): it shows the spinner; else busy only disables it. */
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** Only its buttons close it, not Escape or a click outside: for a Cancel that does more than close. */
  persistent?: boolean;
  submitLabel: string;
  cancelLabel: string;
  submitColor?: ButtonProps['color'];
  maxWidth?: DialogProps['maxWidth'];
  /** The fields. */
  children: ReactNode;
  /** What the dialog holds outside its form (a dialog it opens). */
  after?: ReactNode;
}

/** A form in a dialog, full screen on a phone: title, intro, the send's failure, the fields, Cancel and send. */
export function FormDialog({
  title,
  intro,
  failure,
  busy,
  submitting = busy,
  onSubmit,
  onClose,
  persistent,
  submitLabel,
  cancelLabel,
  submitColor,
  maxWidth = 'sm',
  children,
  after,
}: FormDialogProps) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={busy || persistent ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
      aria-describedby={intro ? `${id}-intro` : undefined}
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={busy}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {/* Without an intro, room above the first field's floating label. */}
          <Stack spacing={2} sx={intro ? undefined : { pt: 1 }}>
            {intro && <DialogContentText id={`${id}-intro`}>{intro}</DialogContentText>}
            {failure && <Alert severity="error">{translate(failure)}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={submitting} disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
      {after}
    </Dialog>
  );
}
