import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { ERROR, SUCCESS, type NewsletterInput } from '@reshelf/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { api, ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

// The domain's zod schema, fetched when first needed: Home paints without zod.
const resolver: Resolver<NewsletterInput> = async (...args) =>
  (await import('./newsletter-resolver')).newsletterResolver(...args);

/** Email and Subscribe (DESIGN drops the original's password input). */
export function NewsletterBox() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api('/newsletter', { method: 'POST', body: values, toast: false });
      notify.success(SUCCESS.subscribed);
      reset();
    } catch (err) {
      setError('email', { message: err instanceof ApiError ? (err.fields.email ?? err.message) : ERROR.generic });
    }
  });

  return (
    <Box component="section" aria-labelledby="newsletter-title" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md">
        <Paper
          sx={{ p: { xs: 3, md: 5 }, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}
        >
          <MailOutlineIcon sx={{ fontSize: 40 }} aria-hidden />
          <Typography id="newsletter-title" variant="h2" sx={{ mt: 1, mb: 1 }}>
            {t('home.newsletter.title')}
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.9 }}>{t('home.newsletter.intro')}</Typography>
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start', maxWidth: 560, mx: 'auto' }}
          >
            <TextField
              {...register('email')}
              type="email"
              label={t('home.newsletter.email')}
              autoComplete="email"
              fullWidth
              {...errorProps(errors, 'email')}
              sx={{
                bgcolor: 'background.paper',
                borderRadius: 1,
                '& .MuiFormHelperText-root': { m: 0, px: 1.5, py: 0.5 },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              loading={isSubmitting}
              sx={{ height: 56, px: 4, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
            >
              {t('home.newsletter.subscribe')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
