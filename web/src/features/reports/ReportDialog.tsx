import { zodResolver } from '@hookform/resolvers/zod';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportFormSchema,
  SUCCESS,
  type ReportForm,
  type ReportTargetKind,
} from '@reshelf/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CountedTextField } from '../../components/CountedTextField';
import { FormDialog } from '../../components/FormDialog';
import { refusedField, writeErrorMessage } from '../../components/write-error';
import { translate, useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { fileReport } from './file-report';

export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
  /** The book's title or the seller's name, as the dialog's title says it. */
  name: string;
}

interface ReportDialogProps {
  target: ReportTarget;
  onClose: () => void;
}

/** Report a listing or a person: a reason and, if the reporter likes, what happened. */
export default function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportForm>({ resolver: zodResolver(reportFormSchema), defaultValues: { text: '' } });
  const textField = register('text');
  const text = useWatch({ control, name: 'text' });

  const onSubmit = handleSubmit(async ({ reason, text }) => {
    setFailure(null);
    try {
      await fileReport({ targetKind: target.kind, targetId: target.id, reason, text: text ?? '' });
      notify.success(SUCCESS.reported);
      onClose();
    } catch (err) {
      const field = refusedField(err, ['text', 'reason'] as const);
      if (field) setError(field.name, { message: field.message });
      else setFailure(writeErrorMessage(err));
    }
  });

  const title =
    target.kind === 'product'
      ? t('reports.dialog.listingTitle', { name: target.name })
      : t('reports.dialog.sellerTitle', { name: target.name });
  return (
    <FormDialog
      title={title}
      intro={t('reports.dialog.intro')}
      failure={failure}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('reports.dialog.submit')}
      cancelLabel={t('reports.dialog.cancel')}
      submitColor="error"
    >
      <Controller
        name="reason"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset" required error={!!errors.reason}>
            <FormLabel component="legend">{t('reports.dialog.reason')}</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              onChange={(_e, value) => field.onChange(value)}
              onBlur={field.onBlur}
            >
              {REPORT_REASONS.map((reason, i) => (
                <FormControlLabel
                  key={reason}
                  value={reason}
                  control={<Radio autoFocus={i === 0} inputRef={i === 0 ? field.ref : undefined} />}
                  label={t(`reports.reason.${reason}`)}
                />
              ))}
            </RadioGroup>
            {errors.reason?.message && <FormHelperText>{translate(errors.reason.message)}</FormHelperText>}
          </FormControl>
        )}
      />
      <CountedTextField
        field={textField}
        label={t('reports.dialog.text')}
        max={REPORT_TEXT_MAX}
        text={text}
        error={errors.text?.message}
        hint={(counts) => t('reports.dialog.textHint', counts)}
      />
    </FormDialog>
  );
}
