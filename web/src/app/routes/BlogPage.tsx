import { Container, Stack, Typography } from '@mui/material';
import { BlogPostCard } from '../../features/blog/BlogPostCard';
import { BLOG_POSTS } from '../../features/blog/posts';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from './use-page-meta';

export function BlogPage() {
  usePageMeta(PAGES.blog);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Questions and answers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Four questions newcomers to front-end development ask us most, answered by the team that builds Reshelf.
      </Typography>
      <Stack spacing={4}>
        {BLOG_POSTS.map((post) => (
          <BlogPostCard key={post.slug} post={post} />
        ))}
      </Stack>
    </Container>
  );
}
