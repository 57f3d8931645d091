import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button } from '@mui/material';
import { MESSAGE_TEXT_MAX, newMessageSchema, type MessageForm } from '@reshelf/domain';
import { useForm, useWatch } from 'react-hook-form';
import { CountedTextField } from '../../components/CountedTextField';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { sendMessage } from './send-message';

/**
 * The text field and Send. A sent message arrives through the live list, so the field only
 * empties once the server took it; a refusal is toasted and the text stays for another try.
 */
export function MessageComposer({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MessageForm>({ resolver: zodResolver(newMessageSchema), defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });

  const onSubmit = handleSubmit(async ({ text }) => {
    try {
      await sendMessage(orderId, text);
      reset({ text: '' });
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.text : undefined;
      if (field) setError('text', { message: field });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <CountedTextField
        field={register('text')}
        label={t('conversations.view.field')}
        max={MESSAGE_TEXT_MAX}
        text={text}
        error={errors.text?.message}
        hint={({ used, max }) => t('conversations.view.count', { n: used, max })}
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MESSAGE_TEXT_MAX } }}
        onKeyDown={(e) => {
          // Ctrl or Cmd + Enter sends; Enter alone starts a new line.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void onSubmit();
        }}
      />
      <Button type="submit" variant="contained" loading={isSubmitting} endIcon={<SendIcon />} sx={{ mt: 1 }}>
        {t('conversations.view.send')}
      </Button>
    </Box>
  );
}
