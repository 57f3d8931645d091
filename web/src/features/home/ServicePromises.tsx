import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SellIcon from '@mui/icons-material/Sell';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Typography, useMediaQuery } from '@mui/material';
import { MARQUEE, SERVICE_PROMISES } from '@reshelf/domain';
import { lazy, Suspense } from 'react';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../lib/i18n';
import { useNearViewport } from '../../lib/use-near-viewport';

// Loaded when first shown: evaluating the package adds its style sheet to the page.
const Marquee = lazy(async () => {
  const { default: marquee } = await import('react-fast-marquee');
  // The package is CommonJS; the production bundle hands over its whole exports object.
  return { default: (marquee as unknown as { default?: typeof marquee }).default ?? marquee };
});

const icons: Record<(typeof SERVICE_PROMISES)[number], typeof SellIcon> = {
  'Fast delivery': LocalShippingIcon,
  'Open discount': SellIcon,
  Quality: VerifiedIcon,
  '24/7 support': HeadsetMicIcon,
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The scrolling strip of service promises (spec §1, §9). It stands still until it nears the
 * viewport: the marquee measures the page's layout and renders its copies when it mounts, work a
 * visitor who never scrolls down should not wait on. It never moves for a visitor who asks for
 * reduced motion.
 */
export function ServicePromises() {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  const reduced = useMediaQuery(REDUCED_MOTION);
  const items = SERVICE_PROMISES.map((promise) => {
    const Icon = icons[promise];
    return (
      <Box key={promise} sx={{ display: 'flex', flexShrink: 0, alignItems: 'center', gap: 1, mx: 4 }}>
        <Icon aria-hidden />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t(`terms.servicePromise.${promise}`)}
        </Typography>
      </Box>
    );
  });
  const still = <Box sx={{ display: 'flex', overflow: 'hidden', whiteSpace: 'nowrap' }}>{items}</Box>;
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={t('home.promises.label')}
      // Dark text on a pale strip: the scrolling copies past the edge are checked for contrast
      // against the page's own light background.
      sx={{ bgcolor: '#f3e4d7', color: 'secondary.dark', py: 2 }}
    >
      {/* The strip repeats itself to fill the width; assistive technology reads the list once. */}
      <Box component="ul" sx={visuallyHidden}>
        {SERVICE_PROMISES.map((promise) => (
          <li key={promise}>{t(`terms.servicePromise.${promise}`)}</li>
        ))}
      </Box>
      {/* The query above is known only once the page runs; until then CSS holds the strip still. */}
      <Box aria-hidden sx={{ [`@media ${REDUCED_MOTION}`]: { '& .rfm-marquee': { animation: 'none' } } }}>
        {near && !reduced ? (
          <Suspense fallback={still}>
            <Marquee speed={MARQUEE.speed} pauseOnHover={MARQUEE.pauseOnHover} autoFill>
              {items}
            </Marquee>
          </Suspense>
        ) : (
          still
        )}
      </Box>
    </Box>
  );
}
