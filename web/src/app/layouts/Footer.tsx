import { Box, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

// The spec's footer links have no targets, so they are plain text, not dead links.
const columns = [
  {
    title: 'app.footer.services.title',
    items: [
      'app.footer.services.pickup',
      'app.footer.services.priceChecks',
      'app.footer.services.sellerVerification',
      'app.footer.services.giftCards',
    ],
  },
  {
    title: 'app.footer.company.title',
    items: [
      'app.footer.company.about',
      'app.footer.company.contact',
      'app.footer.company.jobs',
      'app.footer.company.pressKit',
    ],
  },
  {
    title: 'app.footer.legal.title',
    items: ['app.footer.legal.terms', 'app.footer.legal.privacy', 'app.footer.legal.cookies'],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { year } = useFormat();
  const thisYear = year(new Date().getFullYear());
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 6 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {t('app.navbar.brand')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {t('app.footer.tagline', { place: t('terms.meetingLocation') })}
            </Typography>
          </Grid>
          {columns.map((c) => (
            <Grid key={c.title} size={{ xs: 6, sm: 4, md: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t(c.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {c.items.map((i) => (
                  <Typography key={i} component="li" variant="body2" sx={{ opacity: 0.85, py: 0.25 }}>
                    {t(i)}
                  </Typography>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.7 }}>
          {t('app.footer.copyright', { year: thisYear })}
        </Typography>
      </Container>
    </Box>
  );
}
