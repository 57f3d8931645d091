import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ACCOUNT_TYPES } from '@reshelf/domain';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';

/** The Buyer/Seller choice, as the sign-up form and the complete-profile form ask it. */
export function AccountTypeField<T extends FieldValues>({
  control,
  error,
  disabled = false,
}: {
  control: Control<T>;
  error: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Controller
      name={'account' as Path<T>}
      control={control}
      render={({ field }) => (
        <FormControl error={error} disabled={disabled}>
          {/* The question stays readable while the choice waits (a greyed label fails contrast). */}
          <FormLabel id={labelId} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
            {t('auth.accountType.label')}
          </FormLabel>
          <RadioGroup {...field} aria-labelledby={labelId}>
            {ACCOUNT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={t(`auth.accountType.hint.${type}`, { type: t(`terms.accountType.${type}`) })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
