import { Container, Stack, Typography } from '@mui/material';
import { BlogPostCard } from '../../features/blog/BlogPostCard';
import { BLOG_POSTS } from '../../features/blog/posts';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

export function BlogPage() {
  usePageMeta(PAGES.blog);
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('routes.blog.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('routes.blog.intro')}
      </Typography>
      <Stack spacing={4}>
        {BLOG_POSTS.map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </Stack>
    </Container>
  );
}
