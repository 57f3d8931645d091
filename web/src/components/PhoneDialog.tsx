import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import {
  asciiDigits,
  displayPhone,
  ERROR,
  phoneNumberSchema,
  SUCCESS,
  toE164,
  type PhoneNumberForm,
} from '@reshelf/domain';
import type { User } from '../lib/account';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { isPhoneRefusal, phoneErrorMessage } from '../lib/auth-error-message';
import { translate, useTranslation } from '../lib/i18n';
import { notify } from '../lib/notify';
import { useFormat } from '../lib/use-format';
import { sendPhoneCode, type PhonePurpose, type SentCode } from '../lib/phone-auth';
import { errorProps } from '../lib/form-errors';
import { FormDialog } from './FormDialog';

/** Seconds a new code waits before another may be sent (Firebase limits sends per number too). */
export const RESEND_AFTER_S = 60;
const CODE = /^\d{6}$/;

interface PhoneDialogProps {
  purpose: PhonePurpose;
  onClose: () => void;
  /** The code was right: the number is the account's now (or, signing in, the account is signed in). */
  onVerified: (user: User) => void;
}

const TEXT = {
  verify: { title: 'phone.verify.title', intro: 'phone.verify.intro', confirm: 'phone.confirm' },
  change: { title: 'phone.verify.changeTitle', intro: 'phone.verify.intro', confirm: 'phone.confirm' },
  signIn: { title: 'phone.signIn.title', intro: 'phone.signIn.intro', confirm: 'phone.confirmSignIn' },
} as const;

/** Seconds left of a countdown started with `start(seconds)`; ticks every second until 0. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  return [left, setLeft] as const;
}

/**
 * "Verify your phone": a Bangladesh mobile number, then the 6-digit code Firebase texts to it.
 * Another code can be sent 60 s after the last (a countdown says when); a wrong code, a number
 * another account has, too many tries each say so in the dialog, which stays open for another try.
 * It cannot be dismissed while a code is being sent or checked.
 */
export default function PhoneDialog({ purpose, onClose, onVerified }: PhoneDialogProps) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const text = TEXT[purpose];
  const [sent, setSent] = useState<{ to: string; code: SentCode } | null>(null);
  const [resendIn, startResendCountdown] = useCountdown();
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [busy, setBusy] = useState<'sending' | 'confirming' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PhoneNumberForm>({ resolver: zodResolver(phoneNumberSchema), defaultValues: { phone: '' } });
  // A number typed in Bangla digits (০১৭…) is the same number.
  const phoneInput = register('phone', { setValueAs: (v: string) => asciiDigits(v) });

  const fail = (what: string, err: unknown) => {
    (isPhoneRefusal(err) ? console.warn : console.error)(what, err);
    setFailure(phoneErrorMessage(err));
  };

  const send = async (phone: string) => {
    setBusy('sending');
    setFailure(null);
    try {
      const sentCode = await sendPhoneCode(purpose, phone);
      setSent({ to: displayPhone(toE164(phone)), code: sentCode });
      startResendCountdown(RESEND_AFTER_S);
      setCode('');
      setCodeInvalid(false);
    } catch (err) {
      fail('Could not send a phone code', err);
    } finally {
      setBusy(null);
    }
  };

  const onSendSubmit = handleSubmit(({ phone }) => send(phone));

  const onCodeSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = asciiDigits(code.trim());
    if (!sent || !CODE.test(typed)) {
      setCodeInvalid(true);
      return;
    }
    setBusy('confirming');
    setFailure(null);
    try {
      const user = await sent.code.confirm(typed);
      if (purpose !== 'signIn') notify.success(SUCCESS.phoneVerified);
      onVerified(user);
    } catch (err) {
      fail('A phone code was not accepted', err);
    } finally {
      setBusy(null);
    }
  };

  const otherNumber = () => {
    setSent(null);
    startResendCountdown(0);
    setFailure(null);
  };

  return (
    <FormDialog
      title={t(text.title)}
      intro={t(text.intro)}
      failure={failure}
      busy={busy !== null}
      // On the code step, a resend sends while Verify only waits.
      submitting={busy === (sent ? 'confirming' : 'sending')}
      onSubmit={sent ? onCodeSubmit : onSendSubmit}
      onClose={onClose}
      submitLabel={sent ? t(text.confirm) : t('phone.send')}
      cancelLabel={t('phone.cancel')}
      maxWidth="xs"
    >
      {sent ? (
        <>
          <Alert severity="info" role="status">
            {t('phone.codeSentTo', { phone: sent.to })}
          </Alert>
          <TextField
            label={t('phone.code')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeInvalid(false);
            }}
            autoFocus
            required
            autoComplete="one-time-code"
            error={codeInvalid}
            helperText={codeInvalid ? translate(ERROR.phoneCodeWrong) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              onClick={() => void send(getValues('phone'))}
              disabled={resendIn > 0 || busy !== null}
              loading={busy === 'sending'}
            >
              {resendIn > 0 ? t('phone.resendIn', { seconds: count(resendIn) }) : t('phone.resend')}
            </Button>
            <Button onClick={otherNumber} disabled={busy !== null}>
              {t('phone.otherNumber')}
            </Button>
          </Stack>
        </>
      ) : (
        <TextField
          {...phoneInput}
          label={t('phone.number')}
          type="tel"
          autoComplete="tel-national"
          autoFocus
          required
          {...errorProps(errors, 'phone', t('phone.numberHint'))}
        />
      )}
    </FormDialog>
  );
}
