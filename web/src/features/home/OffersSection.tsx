import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Button, Card, CardActions, CardContent, Grid, Link, Typography } from '@mui/material';
import { SUCCESS, type AdvertisementDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../../components/book-path';
import { Section } from '../../components/Section';
import { notify } from '../../lib/notify';
import { Photo } from '../../components/Photo';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

export type Offer = AdvertisementDoc & { _id: string };

/** The advertised offers; absent when no seller advertises anything (spec §2). */
export function OffersSection({ offers }: { offers: Offer[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (offers.length === 0) return null;
  return (
    <Section id="offers" title={t('home.offers.title')} intro={t('home.offers.intro')}>
      <Grid container spacing={3}>
        {offers.map(({ _id, product }) => (
          <Grid key={_id} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ display: 'flex', height: '100%' }}>
              <Photo
                image={product.image}
                alt={t('home.offers.coverAlt', { name: product.productName })}
                title={product.productName}
                sizes="(min-width: 900px) 120px, 96px"
                width={120}
                height={180}
                sx={{ width: { xs: 96, md: 120 }, flexShrink: 0, borderRadius: 0 }}
              />
              <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    <Link component={RouterLink} to={bookPath(product._id)} color="inherit">
                      {product.productName}
                    </Link>
                  </Typography>
                  <Typography variant="h4" component="p" color="secondary">
                    {format.price(product.price)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="contained"
                    startIcon={<LocalOfferIcon />}
                    onClick={() => notify.success(SUCCESS.gotOffer)}
                    aria-label={t('home.offers.getLabel', { name: product.productName })}
                  >
                    {t('home.offers.get')}
                  </Button>
                </CardActions>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
