import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { PAGES, type Catalogue } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Img } from '../../components/Img';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { usePageMeta } from './use-page-meta';

type PlanId = 'reader' | 'bookworm' | 'bookseller';
type Perk = keyof Catalogue['routes']['premium']['perk'];

interface Plan {
  id: PlanId;
  monthly: number;
  perks: Perk[];
  featured?: boolean;
}

const plans: Plan[] = [
  { id: 'reader', monthly: 0, perks: ['browse', 'book', 'meet'] },
  { id: 'bookworm', monthly: 149, perks: ['audioBook', 'offline', 'early', 'noLimit'], featured: true },
  { id: 'bookseller', monthly: 299, perks: ['twoOffers', 'priority', 'summary', 'bookworm'] },
];

/** A static page about the plans; there are no payments on Reshelf (DESIGN). */
export function PremiumPage() {
  usePageMeta(PAGES.premium);
  const { t } = useTranslation();
  const { price } = useFormat();
  return (
    <Container sx={{ py: { xs: 4, md: 7 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center', mb: 6 }}>
        <Box sx={{ flex: 3 }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('routes.premium.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {t('routes.premium.intro')}
          </Typography>
        </Box>
        <Img
          src="/images/premium.svg"
          alt={t('routes.premium.imageAlt')}
          width={480}
          height={360}
          sx={{ flex: 2, width: '100%', maxWidth: 360, height: 'auto' }}
        />
      </Stack>
      <Typography variant="h2" sx={{ mb: 3 }}>
        {t('routes.premium.plans')}
      </Typography>
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <Card
              component="article"
              aria-labelledby={`plan-${plan.id}`}
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: plan.featured ? 'secondary.main' : undefined,
                borderWidth: plan.featured ? 2 : 1,
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Typography id={`plan-${plan.id}`} variant="h3">
                    {t(`routes.premium.plan.${plan.id}.name`)}
                  </Typography>
                  {plan.featured && <Chip label={t('routes.premium.mostLoved')} color="secondary" size="small" />}
                </Stack>
                <Typography variant="h4" component="p" color="primary" sx={{ mb: 1 }}>
                  {plan.monthly === 0
                    ? t('routes.premium.free')
                    : t('routes.premium.perMonth', { price: price(plan.monthly) })}
                </Typography>
                <Typography color="text.secondary">{t(`routes.premium.plan.${plan.id}.pitch`)}</Typography>
                <List dense>
                  {plan.perks.map((perk) => (
                    <ListItem key={perk} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckIcon color="primary" fontSize="small" aria-hidden />
                      </ListItemIcon>
                      <ListItemText primary={t(`routes.premium.perk.${perk}`, { place: t('terms.meetingLocation') })} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              {plan.monthly === 0 && (
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button variant="contained" component={RouterLink} to="/signUp">
                    {t('routes.premium.signUp')}
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('routes.premium.goodToKnow')}
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 760, color: 'text.secondary' }}>
        <Typography>{t('routes.premium.noPayments')}</Typography>
        <Typography>{t('routes.premium.cash')}</Typography>
      </Stack>
    </Container>
  );
}
