import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Button, Card, CardActions, CardContent, Grid, Link, Typography } from '@mui/material';
import { formatPrice, SUCCESS, type AdvertisementDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../../components/book-path';
import { Section } from '../../components/Section';
import { notify } from '../../lib/notify';
import { Img } from '../../components/Img';

export type Offer = AdvertisementDoc & { _id: string };

/** The advertised offers; absent when no seller advertises anything (spec §2). */
export function OffersSection({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return null;
  return (
    <Section id="offers" title="Special offers" intro="Hand-picked by their sellers this week, while the copies last.">
      <Grid container spacing={3}>
        {offers.map(({ _id, product }) => (
          <Grid key={_id} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ display: 'flex', height: '100%' }}>
              <Img
                src={product.image}
                alt={`Cover of ${product.productName}`}
                width={120}
                height={180}
                loading="lazy"
                sx={{
                  width: { xs: 96, md: 120 },
                  height: 'auto',
                  aspectRatio: '2 / 3',
                  objectFit: 'cover',
                  flexShrink: 0,
                }}
              />
              <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    <Link component={RouterLink} to={bookPath(product._id)} color="inherit">
                      {product.productName}
                    </Link>
                  </Typography>
                  <Typography variant="h4" component="p" color="secondary">
                    {formatPrice(product.price)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="contained"
                    startIcon={<LocalOfferIcon />}
                    onClick={() => notify.success(SUCCESS.gotOffer)}
                    aria-label={`Get the offer on ${product.productName}`}
                  >
                    Get the offer
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
