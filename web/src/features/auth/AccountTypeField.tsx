import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { ACCOUNT_TYPES, type AccountType } from '@reshelf/domain';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

const HINTS: Record<AccountType, string> = {
  Buyer: 'Buyer: find and book used books',
  Seller: 'Seller: list the books you have finished',
};

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
  const labelId = useId();
  return (
    <Controller
      name={'account' as Path<T>}
      control={control}
      render={({ field }) => (
        <FormControl error={error} disabled={disabled}>
          {/* The question stays readable while the choice waits (a greyed label fails contrast). */}
          <FormLabel id={labelId} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
            Account type
          </FormLabel>
          <RadioGroup {...field} aria-labelledby={labelId}>
            {ACCOUNT_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={HINTS[type]} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
