import { zodResolver } from '@hookform/resolvers/zod';
import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import { newReviewSchema, REVIEW_TEXT_MAX, type ReviewForm, type ReviewSide } from '@reshelf/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CountedTextField } from '../../components/CountedTextField';
import { FormDialog } from '../../components/FormDialog';
import { refusedField, writeErrorMessage } from '../../components/write-error';
import { translate, useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { writeReview } from './write-review';

export interface ReviewTarget {
  orderId: string;
  /** Who writes: the order's buyer reviews its seller, its seller the buyer. */
  side: ReviewSide;
  /** The other party's name. */
  name: string;
  item: string;
}

/** The review of the other side of a sale: 1 to 5 stars and, if the writer likes, a few words. */
export default function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm>({ resolver: zodResolver(newReviewSchema), defaultValues: { text: '' } });
  const textField = register('text');
  const text = useWatch({ control, name: 'text' });

  const onSubmit = handleSubmit(async ({ stars, text }) => {
    setFailure(null);
    try {
      await writeReview(target.orderId, { stars, text: text ?? '' });
      onClose();
    } catch (err) {
      const field = refusedField(err, ['text', 'stars'] as const);
      if (field) setError(field.name, { message: field.message });
      else setFailure(writeErrorMessage(err));
    }
  });

  const values = { name: target.name, item: target.item };
  return (
    <FormDialog
      title={target.side === 'buyer' ? t('reviews.form.titleSeller', values) : t('reviews.form.titleBuyer', values)}
      intro={t('reviews.form.intro', values)}
      failure={failure}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('reviews.form.submit')}
      cancelLabel={t('reviews.form.cancel')}
    >
      <Controller
        name="stars"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset" required error={!!errors.stars}>
            <FormLabel component="legend">{t('reviews.form.stars')}</FormLabel>
            {/* MUI's Rating is a group of radio buttons: arrow keys move between the stars. */}
            <Rating
              name={`${id}-stars`}
              value={field.value ?? null}
              onChange={(_e, value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              getLabelText={(n) => t('reviews.page.stars', { n: count(n) })}
              size="large"
              sx={{ mt: 0.5 }}
            />
            {errors.stars?.message && <FormHelperText>{translate(errors.stars.message)}</FormHelperText>}
          </FormControl>
        )}
      />
      <CountedTextField
        field={textField}
        label={t('reviews.form.text')}
        max={REVIEW_TEXT_MAX}
        text={text}
        error={errors.text?.message}
        hint={(counts) => t('reviews.form.textHint', counts)}
      />
    </FormDialog>
  );
}
