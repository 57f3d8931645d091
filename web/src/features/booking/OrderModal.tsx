import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { MEETING_LOCATION, orderFormSchema, SUCCESS, type OrderForm } from '@reshelf/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { translate, useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useFormat } from '../../lib/use-format';
import { SafetyTips } from '../../components/SafetyTips';
import { isPhoneUnverified, usePhoneVerification, VerifiedPhoneField } from '../../components/VerifiedPhone';
import { isUnverified, VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { writeErrorMessage } from '../../components/write-error';
import { createOrder } from './create-order';

export interface OrderedBook {
  _id: string;
  name: string;
  resalePrice: number;
}

interface OrderModalProps {
  book: OrderedBook;
  userEmail: string;
  onClose: () => void;
  /** After the toast: the page clears its selection, which closes the modal. */
  onBooked: () => void;
}

/** The typed fields, in the form's order: a server error on one of them goes under it. */
const FORM_FIELDS = ['meetingLocation'] as const;

const readOnly = { input: { readOnly: true } } as const;
/** Read-only fields look filled in, so the meeting place stands out as the one to type. */
const readOnlySx = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } };

/**
 * The order form of spec §5: everything prefilled and read-only but the meeting place. The phone is
 * the account's verified number: without one, "Verify your phone" opens with the form (and again
 * on Book now, or when the server says so).
 */
export default function OrderModal({ book, userEmail, onClose, onBooked }: OrderModalProps) {
  const { t } = useTranslation();
  const { price } = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const { phone, ask, dialog } = usePhoneVerification({ askAtOnce: true });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderForm>({
    resolver: zodResolver(orderFormSchema),
    // The default place in the reader's language; sent, unchanged, as the stored MEETING_LOCATION.
    defaultValues: { meetingLocation: t('terms.meetingLocation') },
  });

  // Registered here: the JSX below holds no literal names.
  const meetingLocationField = register('meetingLocation');

  const onSubmit = handleSubmit(async ({ meetingLocation }) => {
    setFailure(null);
    setUnverified(false);
    if (!phone) {
      ask();
      return;
    }
    try {
      const place =
        !meetingLocation || meetingLocation === t('terms.meetingLocation') ? MEETING_LOCATION : meetingLocation;
      await createOrder({ productId: book._id, meetingLocation: place });
      notify.success(SUCCESS.orderBooked);
      onBooked();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const field = FORM_FIELDS.find((name) => fields[name]);
      if (isUnverified(err)) setUnverified(true);
      else if (isPhoneUnverified(err)) ask('verify');
      else if (field) setError(field, { message: fields[field] });
      else setFailure(writeErrorMessage(err));
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="order-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="order-title">{book.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{translate(failure)}</Alert>}
            {unverified && <VerifyEmailNotice />}
            <TextField label={t('booking.order.yourEmail')} value={userEmail} slotProps={readOnly} sx={readOnlySx} />
            <TextField label={t('booking.order.itemName')} value={book.name} slotProps={readOnly} sx={readOnlySx} />
            <TextField
              label={t('booking.order.price')}
              value={price(book.resalePrice)}
              slotProps={readOnly}
              sx={readOnlySx}
            />
            <TextField
              {...meetingLocationField}
              label={t('booking.order.meetingPlace')}
              required
              error={!!errors.meetingLocation}
              helperText={
                errors.meetingLocation?.message
                  ? translate(errors.meetingLocation.message)
                  : t('booking.order.meetingHint')
              }
            />
            <VerifiedPhoneField
              phone={phone}
              ask={ask}
              label={t('booking.order.phone')}
              helperText={t('booking.order.phoneHint')}
            />
            <SafetyTips />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('booking.order.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('booking.order.submit')}
          </Button>
        </DialogActions>
      </form>
      {dialog}
    </Dialog>
  );
}
