import { Button, InputAdornment, TextField } from '@mui/material';
import { displayPhone } from '@reshelf/domain';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { refreshVerifiedPhone, useVerifiedPhone, type PhonePurpose } from '../lib/phone-auth';

const PhoneDialog = lazy(() => import('./PhoneDialog'));

/** True when the API refused because the caller has no verified phone number yet. */
export function isPhoneUnverified(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === 'phone-unverified';
}

/**
 * The signed-in account's verified number and the "Verify your phone" dialog that sets or changes
 * it. `ask()` opens the dialog: to verify a first number, or to change the one there is;
 * `ask('verify')` when the server found none, whatever this browser last knew.
 */
export function usePhoneVerification({ askAtOnce = false }: { askAtOnce?: boolean } = {}) {
  const phone = useVerifiedPhone();
  const [purpose, setPurpose] = useState<PhonePurpose | null>(null);
  // Before the person even tries: a form that needs a number asks for one as it opens, once
  // Firebase has said the account still has none.
  const [askedAtOnce] = useState(askAtOnce && !phone);
  useEffect(() => {
    if (!askedAtOnce) return;
    let open = true;
    void refreshVerifiedPhone().then((now) => {
      if (open && !now) setPurpose((current) => current ?? 'verify');
    });
    return () => {
      open = false;
    };
  }, [askedAtOnce]);
  const ask = useCallback((purpose?: PhonePurpose) => setPurpose(purpose ?? (phone ? 'change' : 'verify')), [phone]);
  const close = () => setPurpose(null);
  const dialog = purpose && (
    <Suspense fallback={null}>
      <PhoneDialog purpose={purpose} onClose={close} onVerified={close} />
    </Suspense>
  );
  return { phone, ask, dialog };
}

interface VerifiedPhoneFieldProps {
  phone: string | null;
  ask: () => void;
  label: string;
  helperText: string;
}

/** The verified number, read-only (the other party gets exactly this one), with Verify / Change number. */
export function VerifiedPhoneField({ phone, ask, label, helperText }: VerifiedPhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={phone ? displayPhone(phone) : ''}
      placeholder={t('phone.verify.title')}
      helperText={helperText}
      slotProps={{
        input: {
          readOnly: true,
          sx: { bgcolor: 'action.hover' },
          endAdornment: (
            <InputAdornment position="end">
              {/* A thumb's target: as tall as the field allows, not the small button's 31 px. */}
              <Button size="small" onClick={() => ask()} sx={{ minHeight: 48 }}>
                {phone ? t('phone.verify.change') : t('phone.confirm')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
