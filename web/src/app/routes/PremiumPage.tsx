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
import { formatPrice, MEETING_LOCATION, PAGES } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Img } from '../../components/Img';
import { usePageMeta } from './use-page-meta';

interface Plan {
  name: string;
  monthly: number;
  pitch: string;
  perks: string[];
  featured?: boolean;
}

const plans: Plan[] = [
  {
    name: 'Reader',
    monthly: 0,
    pitch: 'Everything you need to find and book used books.',
    perks: ['Browse every category', 'Book any available copy', `Meet and pay in cash in ${MEETING_LOCATION}`],
  },
  {
    name: 'Bookworm',
    monthly: 149,
    pitch: 'For readers who never have just one book on the go.',
    perks: [
      'A new audio book every month',
      'Offline listening',
      'See new listings a day before everyone else',
      'No reading-list limit',
    ],
    featured: true,
  },
  {
    name: 'Bookseller',
    monthly: 299,
    pitch: 'For sellers who list often and want their books seen.',
    perks: [
      'Two advertised offers at a time',
      'Priority seller verification',
      'Monthly sales summary',
      'Everything in Bookworm',
    ],
  },
];

/** A static page about the plans; there are no payments on Reshelf (DESIGN). */
export function PremiumPage() {
  usePageMeta(PAGES.premium);
  return (
    <Container sx={{ py: { xs: 4, md: 7 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center', mb: 6 }}>
        <Box sx={{ flex: 3 }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Go premium
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            Premium plans are on their way. They will add audio books, early access to new listings and more visibility
            for sellers, while booking a used book stays free for everyone.
          </Typography>
        </Box>
        <Img
          src="/images/premium.svg"
          alt="A golden crown resting on a neat stack of books"
          width={480}
          height={360}
          sx={{ flex: 2, width: '100%', maxWidth: 360, height: 'auto' }}
        />
      </Stack>
      <Typography variant="h2" sx={{ mb: 3 }}>
        Plans
      </Typography>
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {plans.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
            <Card
              component="article"
              aria-labelledby={`plan-${plan.name}`}
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
                  <Typography id={`plan-${plan.name}`} variant="h3">
                    {plan.name}
                  </Typography>
                  {plan.featured && <Chip label="Most loved" color="secondary" size="small" />}
                </Stack>
                <Typography variant="h4" component="p" color="primary" sx={{ mb: 1 }}>
                  {plan.monthly === 0 ? 'Free' : `${formatPrice(plan.monthly)} / month`}
                </Typography>
                <Typography color="text.secondary">{plan.pitch}</Typography>
                <List dense>
                  {plan.perks.map((perk) => (
                    <ListItem key={perk} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckIcon color="primary" fontSize="small" aria-hidden />
                      </ListItemIcon>
                      <ListItemText primary={perk} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              {plan.monthly === 0 && (
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button variant="contained" component={RouterLink} to="/signUp">
                    Sign up free
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Good to know
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 760, color: 'text.secondary' }}>
        <Typography>
          Paid plans cannot be bought yet: nothing on this page takes a payment. Sign up for the newsletter on the home
          page and we will tell you the day they open.
        </Typography>
        <Typography>
          Books themselves are always paid in cash when you meet the seller, whatever your plan, so you only pay for a
          copy you have seen.
        </Typography>
      </Stack>
    </Container>
  );
}
