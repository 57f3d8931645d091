import { Button, Card, CardActions, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { CATEGORIES, categoryPath, type CategoryDoc, type CategoryId } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Img } from '../../components/Img';
import { useTranslation } from '../../lib/i18n';

export type Category = CategoryDoc & { _id: string };

const columns = { xs: 12, sm: 6, md: 4 } as const;

/** Categories in 1, 2 or 3 columns (spec §2), each leading to its books. */
export function CategoriesGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      {categories.map((c) => {
        // Stored in English; a category the catalogue does not know yet shows as stored.
        const name = t(`terms.category.${c._id as CategoryId}`, c.name);
        return (
          <Grid key={c._id} size={columns}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <Img
                src={c.picture}
                alt=""
                width={400}
                height={260}
                loading="lazy"
                sx={{ width: '100%', height: 'auto', aspectRatio: '400 / 260', objectFit: 'cover', bgcolor: '#f1e6d4' }}
              />
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h3">{name}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={categoryPath(c._id)}
                  aria-label={t('home.categories.allLabel', { name })}
                >
                  {t('home.categories.all')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

/** Holds the grid's place while the categories load, so the page below does not jump. */
export function CategoriesSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} role="status" aria-label={t('home.categories.loading')} data-awaits-app="">
      {CATEGORIES.map((c) => (
        <Grid key={c.id} size={columns}>
          <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '400 / 400' }} />
        </Grid>
      ))}
    </Grid>
  );
}
