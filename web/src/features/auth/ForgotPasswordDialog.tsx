import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { passwordResetRequestSchema, SUCCESS, type PasswordResetRequest } from '@reshelf/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authErrorMessage } from '../../lib/auth-error-message';
import { loadAuthActions } from './load-auth-actions';
import { translate, useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

/** Sends a password-reset link; says the same whether or not an account uses the email. */
export function ForgotPasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { requestPasswordReset } = await loadAuthActions();
      await requestPasswordReset(values.email);
      setOutcome({ sent: true, message: SUCCESS.passwordResetSent });
    } catch (err) {
      console.error('Could not send the password reset email', err);
      setOutcome({ sent: false, message: authErrorMessage(err) });
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="forgot-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="forgot-password-title">{t('auth.forgotPassword.title')}</DialogTitle>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.forgotPassword.title')}>
        <DialogContent>
          <Stack spacing={2}>
            {outcome && (
              <Alert severity={outcome.sent ? 'success' : 'error'} role={outcome.sent ? 'status' : 'alert'}>
                {translate(outcome.message)}
              </Alert>
            )}
            <TextField
              {...register('email')}
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              {...errorProps(errors, 'email', t('auth.forgotPassword.emailHint'))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('auth.forgotPassword.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
