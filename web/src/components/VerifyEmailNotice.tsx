import { Alert, Button } from '@mui/material';
import { ERROR, SUCCESS } from '@reshelf/domain';
import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { auth } from '../lib/firebase';
import { translate, useTranslation } from '../lib/i18n';
import { notify } from '../lib/notify';
import { authErrorMessage } from '../lib/auth-error-message';
import { sendVerification } from '../lib/auth-emails';

/** True when the API refused because the caller has not confirmed their email yet. */
export function isUnverified(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === 'unverified';
}

/**
 * The API's "verify your email first" refusal (`message`: a domain message, or the API's words),
 * with a button that sends the link again. Shown by any form whose request can answer
 * 'unverified' (booking, listing, advertising).
 */
export function VerifyEmailNotice({ message = ERROR.emailNotVerified }: { message?: string }) {
  const [sending, setSending] = useState(false);
  const { t } = useTranslation();

  const resend = async () => {
    const user = auth.currentUser;
    if (!user) return;
    setSending(true);
    try {
      await sendVerification(user);
      notify.success(SUCCESS.verificationSent);
    } catch (err) {
      console.error('Could not send the verification email', err);
      notify.error(authErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" loading={sending} onClick={() => void resend()}>
          {t('common.verifyEmail.resend')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}
