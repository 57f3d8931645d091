import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { signUpSchema } from '@reshelf/domain';
import { useForm } from 'react-hook-form';
import type { PickedAccount } from './google-account';
import { translate, useTranslation } from '../../lib/i18n';

const pickerSchema = signUpSchema.pick({ email: true, name: true });

interface GoogleAccountPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (account: PickedAccount) => void;
}

/** Stands in for Google's account chooser while the app runs on the local emulators. */
export function GoogleAccountPicker({ open, onClose, onPick }: GoogleAccountPickerProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PickedAccount>({ resolver: zodResolver(pickerSchema), defaultValues: { email: '', name: '' } });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="google-picker-title">
      <form noValidate onSubmit={handleSubmit(onPick)}>
        <DialogTitle id="google-picker-title">{t('auth.googlePicker.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('auth.googlePicker.intro')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              {...register('email')}
              label={t('auth.googlePicker.email')}
              type="email"
              autoComplete="email"
              autoFocus
              error={!!errors.email}
              helperText={errors.email?.message && translate(errors.email.message)}
            />
            <TextField
              {...register('name')}
              label={t('auth.field.name')}
              autoComplete="name"
              error={!!errors.name}
              helperText={errors.name?.message && translate(errors.name.message)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('auth.googlePicker.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
