import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Img } from '../../components/Img';
import { useTranslation } from '../../lib/i18n';
// Small enough for Vite to inline: the largest paint of Home arrives with its HTML.
import hero from './hero.svg';

export function HeroBanner() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ bgcolor: '#f1e6d4', py: { xs: 5, md: 9 } }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
              {t('home.hero.eyebrow')}
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mb: 2 }}>
              {t('home.hero.title')}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
              {t('home.hero.intro', { place: t('terms.meetingLocation') })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" size="large" href="#categories">
                {t('home.hero.browse')}
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/signUp">
                {t('home.hero.sell')}
              </Button>
            </Stack>
          </Box>
          <Box sx={{ flex: 1, width: '100%' }}>
            <Img
              src={hero}
              alt={t('home.hero.imageAlt')}
              width={640}
              height={480}
              fetchPriority="high"
              sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 4 }}
            />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
