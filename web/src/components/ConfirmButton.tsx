import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmButtonProps {
  /** The button's text, e.g. "Delete". */
  children: string;
  /** The button's accessible name, e.g. "Delete seller Tanvir Hasan". */
  'aria-label': string;
  title: string;
  message: string;
  /** Runs the action (useAction's `run`): resolves to an Error when it failed, and the dialog stays open saying why. */
  onConfirm: () => Promise<unknown>;
  pending: boolean;
  disabled?: boolean;
  tone?: 'danger' | 'primary';
  dismissLabel?: string;
}

/** A button whose action runs only after the person confirms it in a dialog (destructive unless `tone` says otherwise). */
export function ConfirmButton({
  children,
  title,
  message,
  onConfirm,
  pending,
  disabled,
  tone = 'danger',
  dismissLabel,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    const outcome = await onConfirm();
    if (outcome instanceof Error) setFailure(outcome.message);
    else setOpen(false);
  };
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={tone === 'danger' ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        loading={pending}
        disabled={disabled}
        aria-label={ariaLabel}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={children}
        pending={pending}
        tone={tone}
        dismissLabel={dismissLabel}
        failure={failure}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
