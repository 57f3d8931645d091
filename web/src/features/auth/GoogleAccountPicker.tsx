import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { signUpSchema } from '@reshelf/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import type { PickedAccount } from './google-account';
import { useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

const pickerSchema = signUpSchema.pick({ email: true, name: true });

interface GoogleAccountPickerProps {
  onClose: () => void;
  onPick: (account: PickedAccount) => void;
}

/** Stands in for Google's account chooser while the app runs on the local emulators. */
export function GoogleAccountPicker({ onClose, onPick }: GoogleAccountPickerProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PickedAccount>({ resolver: zodResolver(pickerSchema), defaultValues: { email: '', name: '' } });

  return (
    <FormDialog
      title={t('auth.googlePicker.title')}
      intro={t('auth.googlePicker.intro')}
      // It only picks: the sign-in runs, and fails, on the page behind it.
      failure={null}
      busy={false}
      onSubmit={handleSubmit(onPick)}
      onClose={onClose}
      submitLabel={t('auth.googlePicker.continue')}
      cancelLabel={t('common.cancel')}
      maxWidth="xs"
    >
      <TextField
        {...register('email')}
        label={t('auth.googlePicker.email')}
        type="email"
        autoComplete="email"
        autoFocus
        {...errorProps(errors, 'email')}
      />
      <TextField
        {...register('name')}
        label={t('auth.field.name')}
        autoComplete="name"
        {...errorProps(errors, 'name')}
      />
    </FormDialog>
  );
}
