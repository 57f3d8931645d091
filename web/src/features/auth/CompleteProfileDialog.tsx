import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { completeProfileSchema, DEFAULT_ACCOUNT, ERROR, SUCCESS, type CompleteProfileInput } from '@reshelf/domain';
import type { User } from '../../lib/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { FormDialog } from '../../components/FormDialog';
import { AccountTypeField } from './AccountTypeField';
import { authErrorMessage } from '../../lib/auth-error-message';
import { loadAuthActions } from './load-auth-actions';
import { useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

interface CompleteProfileDialogProps {
  /** A signed-in user whose profile is missing. */
  user: User;
  onCompleted: () => void;
  /** The person would rather not finish now: they are signed out, never left half signed in. */
  onCancelled: () => void;
}

/** Asks a half-made account for its name and account type, then registers the profile. */
export function CompleteProfileDialog({ user, onCompleted, onCancelled }: CompleteProfileDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompleteProfileInput>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { name: user.displayName ?? '', account: DEFAULT_ACCOUNT },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { registerProfile } = await loadAuthActions();
      await registerProfile(user, completeProfileSchema.parse(values));
      notify.success(SUCCESS.profileCompleted);
      onCompleted();
    } catch (err) {
      console.error('Could not complete the profile', err);
      setError(authErrorMessage(err));
    }
  });

  // Signing out takes a moment: the dialog waits, so Log out is pressed once.
  const [leaving, setLeaving] = useState(false);
  const cancel = async () => {
    setLeaving(true);
    await loadAuthActions()
      .then(({ abandonSignIn }) => abandonSignIn())
      .catch((err: unknown) => console.error('Sign-out failed', err));
    onCancelled();
  };

  return (
    <FormDialog
      title={t('auth.completeProfile.title')}
      intro={t(ERROR.profileIncomplete)}
      failure={error}
      busy={isSubmitting || leaving}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={() => void cancel()}
      // Log out signs out: a stray Escape or click outside must not.
      persistent
      submitLabel={t('auth.completeProfile.submit')}
      cancelLabel={t('auth.completeProfile.logOut')}
    >
      <TextField
        {...register('name')}
        label={t('auth.field.name')}
        autoComplete="name"
        {...errorProps(errors, 'name')}
      />
      <AccountTypeField control={control} error={!!errors.account} />
    </FormDialog>
  );
}
