import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import type { BlogPost } from './posts';

/** One question and its full answer. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card component="article" id={post.slug} aria-labelledby={`${post.slug}-title`} sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Chip label={t(`blog.posts.${post.slug}.topic`)} size="small" color="primary" variant="outlined" />
          <Typography variant="body2" color="text.secondary" component="time" dateTime={post.published}>
            {format.date(post.published)}
          </Typography>
        </Stack>
        <Typography id={`${post.slug}-title`} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
          {t(`blog.posts.${post.slug}.question`)}
        </Typography>
        <Stack spacing={2}>
          {post.answer.map((block, i) =>
            typeof block === 'string' ? (
              <Typography key={i} sx={{ lineHeight: 1.75 }}>
                {t(block)}
              </Typography>
            ) : (
              <Box
                key={i}
                component="pre"
                // Focusable, so a keyboard can scroll a code sample wider than a phone.
                tabIndex={0}
                sx={{
                  m: 0,
                  p: 2,
                  borderRadius: 2,
                  bgcolor: '#1f2a26',
                  color: '#f1e6d4',
                  overflowX: 'auto',
                  fontSize: '0.875rem',
                  lineHeight: 1.6,
                }}
              >
                <code>{block.code}</code>
              </Box>
            ),
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
