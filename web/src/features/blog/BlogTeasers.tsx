import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { formatPostedDate } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Section } from '../../components/Section';
import { BLOG_POSTS } from './posts';

const TEASERS = 3;

/** The latest questions from the blog, each linking to its answer. */
export function BlogTeasers() {
  return (
    <Section
      id="blog-teasers"
      title="From our blog"
      intro="Reshelf is built by a small team of developers. Here we answer the questions newcomers to web development ask us most."
    >
      <Grid container spacing={3}>
        {BLOG_POSTS.slice(0, TEASERS).map((post) => (
          <Grid key={post.slug} size={{ xs: 12, md: 4 }}>
            <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {post.topic} · <time dateTime={post.published}>{formatPostedDate(post.published)}</time>
                </Typography>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                  {post.question}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {post.summary}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  component={RouterLink}
                  to={`/blog#${post.slug}`}
                  aria-label={`Read the answer: ${post.question}`}
                >
                  Read the answer
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Button variant="outlined" component={RouterLink} to="/blog" sx={{ mt: 4 }}>
        All questions on the blog
      </Button>
    </Section>
  );
}
