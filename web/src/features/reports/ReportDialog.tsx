import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportFormSchema,
  SUCCESS,
  type ReportForm,
  type ReportTargetKind,
} from '@reshelf/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CountedTextField } from '../../components/CountedTextField';
import { writeErrorMessage } from '../../components/write-error';
import { ApiError } from '../../lib/api-client';
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
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
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
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.text) setError('text', { message: fields.text });
      else if (fields.reason) setError('reason', { message: fields.reason });
      else setFailure(writeErrorMessage(err));
    }
  });

  const title =
    target.kind === 'product'
      ? t('reports.dialog.listingTitle', { name: target.name })
      : t('reports.dialog.sellerTitle', { name: target.name });
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-intro`}>{t('reports.dialog.intro')}</DialogContentText>
            {failure && <Alert severity="error">{translate(failure)}</Alert>}
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('reports.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {t('reports.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
