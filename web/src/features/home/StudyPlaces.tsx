import { Box, Grid, Typography } from '@mui/material';
import { Section } from '../../components/Section';
import { Img } from '../../components/Img';
import { useTranslation } from '../../lib/i18n';

/** The pictures, in order; each one's texts are home.studyPlaces.place.<image>. */
const places = ['study-library', 'study-cafe', 'study-park', 'study-nook'] as const;

export function StudyPlaces() {
  const { t } = useTranslation();
  return (
    <Section
      id="study-places"
      title={t('home.studyPlaces.title')}
      intro={t('home.studyPlaces.intro', { place: t('terms.meetingLocation') })}
    >
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {places.map((image) => (
          <Grid key={image} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Box component="figure" sx={{ m: 0 }}>
              <Img
                src={`/images/home/${image}.svg`}
                alt={t(`home.studyPlaces.place.${image}.alt`)}
                width={400}
                height={300}
                loading="lazy"
                sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }}
              />
              <Box component="figcaption" sx={{ mt: 1.5 }}>
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                  {t(`home.studyPlaces.place.${image}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`home.studyPlaces.place.${image}.text`)}
                </Typography>
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
