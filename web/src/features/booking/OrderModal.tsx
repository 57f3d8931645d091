import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { MEETING_LOCATION, orderFormSchema, SUCCESS, type OrderForm } from '@reshelf/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translate, useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useFormat } from '../../lib/use-format';
import { SafetyTips } from '../../components/SafetyTips';
import { isPhoneUnverified, usePhoneVerification, VerifiedPhoneField } from '../../components/VerifiedPhone';
import { isUnverified, VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { FormDialog } from '../../components/FormDialog';
import { refusedField, writeErrorMessage } from '../../components/write-error';
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
      const field = refusedField(err, FORM_FIELDS);
      if (isUnverified(err)) setUnverified(true);
      else if (isPhoneUnverified(err)) ask('verify');
      else if (field) setError(field.name, { message: field.message });
      else setFailure(writeErrorMessage(err));
    }
  });

  return (
    <FormDialog
      title={book.name}
      failure={failure}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('booking.order.submit')}
      cancelLabel={t('booking.order.cancel')}
      after={dialog}
    >
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
          errors.meetingLocation?.message ? translate(errors.meetingLocation.message) : t('booking.order.meetingHint')
        }
      />
      <VerifiedPhoneField
        phone={phone}
        ask={ask}
        label={t('booking.order.phone')}
        helperText={t('booking.order.phoneHint')}
      />
      <SafetyTips />
    </FormDialog>
  );
}
