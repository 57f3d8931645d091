import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Section } from '../../components/Section';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { BLOG_POSTS } from './posts';

const TEASERS = 3;

/** The latest questions from the blog, each linking to its answer. */
export function BlogTeasers() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Section id="blog-teasers" title={t('blog.teasers.title')} intro={t('blog.teasers.intro')}>
      <Grid container spacing={3}>
        {BLOG_POSTS.slice(0, TEASERS).map((post) => {
          const question = t(`blog.posts.${post.slug}.question`);
          return (
            <Grid key={post.slug} size={{ xs: 12, md: 4 }}>
              <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t(`blog.posts.${post.slug}.topic`)} ·{' '}
                    <time dateTime={post.published}>{format.date(post.published)}</time>
                  </Typography>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {question}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`blog.posts.${post.slug}.summary`)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    component={RouterLink}
                    to={`/blog#${post.slug}`}
                    aria-label={t('blog.teasers.readAnswerLabel', { question })}
                  >
                    {t('blog.teasers.readAnswer')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Button variant="outlined" component={RouterLink} to="/blog" sx={{ mt: 4 }}>
        {t('blog.teasers.all')}
      </Button>
    </Section>
  );
}
