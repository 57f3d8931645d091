import { Box, styled, Typography, type SxProps, type Theme } from '@mui/material';
import { photoImage } from '@reshelf/domain';
import { useCallback, useState } from 'react';

/** The backdrop of a picture whose colour is not known (older listings, the seeded covers). */
const PAPER = '#f1e6d4';

/** The box and its picture in one style rule: a shelf draws ten as it starts. */
const Frame = styled('div')(({ theme }) => ({
  position: 'relative',
  backgroundColor: PAPER,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  '& > img': {
    display: 'block',
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'contain',
  },
}));

interface PhotoProps {
  /** A listing's `image` (its cover's URL, or an older listing's picture address) or a photo id. */
  image: string;
  alt: string;
  /** The book's title, written on the placeholder cover shown when the picture does not load. */
  title: string;
  /** The photo's dominant colour: the box shows it while the photo loads. */
  color?: string;
  /** The slot's width, as `<img sizes>`: the browser takes the smallest stored size that fills it. */
  sizes: string;
  /** The slot's largest size in CSS px; their ratio is the box's, whatever the photo's own. */
  width: number;
  height: number;
  /** In the first screen: loaded at once rather than when scrolled near. */
  eager?: boolean;
  /**
   * `high`: the page's main picture (its LCP), loaded at once and before other images; `low`: out
   * of sight until swiped to, so it never competes with what the page shows first.
   */
  priority?: 'high' | 'low';
  sx?: SxProps<Theme>;
}

/**
 * A listing's photo in a box of fixed ratio (nothing shifts when it arrives), shown whole on its
 * own colour. A stored photo comes in the size the slot needs; a picture that fails to load shows
 * a placeholder cover with the title instead of the browser's broken image (DESIGN decision).
 */
export function Photo({ image, alt, title, color, sizes, width, height, eager, priority, sx = [] }: PhotoProps) {
  const source = photoImage(image, sizes);
  const { src } = source;
  // Kept by address, so a listing whose picture changes tries the new one.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  // An error that came before React listened (a prerendered or cached page) fires no onError.
  const seeBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
    },
    [src],
  );
  return (
    <Frame
      // Each photo's own colour as an inline style: a class per colour would be a style rule per card.
      style={color && !failed ? { backgroundColor: color } : undefined}
      sx={[{ aspectRatio: `${width} / ${height}` }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {failed ? (
        <Box
          role="img"
          aria-label={alt}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 1.5,
            color: '#5b4632',
            textAlign: 'center',
            // A printed cover's frame around the title.
            '&::before': { content: '""', position: 'absolute', inset: 6, border: 1, borderColor: '#5b463259' },
          }}
        >
          <Typography
            aria-hidden
            variant="body2"
            sx={{
              fontWeight: 600,
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {title}
          </Typography>
        </Box>
      ) : (
        <img
          ref={seeBroken}
          {...source}
          alt={alt}
          width={width}
          height={height}
          loading={eager || priority === 'high' ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority}
          onError={() => setFailedSrc(src)}
        />
      )}
    </Frame>
  );
}
