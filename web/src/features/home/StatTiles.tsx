import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { STATS } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

const icons: Record<(typeof STATS)[number]['label'], typeof MenuBookIcon> = {
  Books: MenuBookIcon,
  Members: GroupsIcon,
  'Happy users': SentimentVerySatisfiedIcon,
};

/** The spec's static numbers (§2), written the way people read them. */
export function StatTiles() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box component="section" aria-labelledby="stats-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Container>
        <Typography id="stats-title" variant="h2" sx={{ mb: 3 }}>
          {t('home.stats.title')}
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STATS.map((s) => {
            const Icon = icons[s.label];
            return (
              <Grid key={s.label} size={{ xs: 12, sm: 4 }} component="li">
                <Paper sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', height: '100%' }}>
                  <Icon color="secondary" sx={{ fontSize: 40 }} aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      variant="h4"
                      component="p"
                      sx={{ color: 'primary.main', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {format.count(s.value)}
                    </Typography>
                    <Typography color="text.secondary">{t(`terms.stat.${s.label}`)}</Typography>
                  </Box>
                </Paper>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
