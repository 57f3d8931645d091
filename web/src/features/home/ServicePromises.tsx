import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SellIcon from '@mui/icons-material/Sell';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Typography } from '@mui/material';
import { MARQUEE, SERVICE_PROMISES } from '@reshelf/domain';
import MarqueeExport from 'react-fast-marquee';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { useNearViewport } from '../../lib/use-near-viewport';

// The package is CommonJS; the production bundle hands over its whole exports object.
const Marquee = (MarqueeExport as unknown as { default?: typeof MarqueeExport }).default ?? MarqueeExport;

const icons: Record<(typeof SERVICE_PROMISES)[number], typeof SellIcon> = {
  'Fast delivery': LocalShippingIcon,
  'Open discount': SellIcon,
  Quality: VerifiedIcon,
  '24/7 support': HeadsetMicIcon,
};

/**
 * The scrolling strip of service promises (spec §1, §9). It stands still until it nears the
 * viewport: the marquee measures the page's layout and renders its copies when it mounts, work a
 * visitor who never scrolls down should not wait on.
 */
export function ServicePromises() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const items = SERVICE_PROMISES.map((promise) => {
    const Icon = icons[promise];
    return (
      <Box key={promise} sx={{ display: 'flex', flexShrink: 0, alignItems: 'center', gap: 1, mx: 4 }}>
        <Icon aria-hidden />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {promise}
        </Typography>
      </Box>
    );
  });
  return (
    <Box
      ref={ref}
      component="section"
      aria-label="Our promises"
      // Dark text on a pale strip: the scrolling copies past the edge are checked for contrast
      // against the page's own light background.
      sx={{ bgcolor: '#f3e4d7', color: 'secondary.dark', py: 2 }}
    >
      {/* The strip repeats itself to fill the width; assistive technology reads the list once. */}
      <Box component="ul" sx={visuallyHidden}>
        {SERVICE_PROMISES.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </Box>
      <Box aria-hidden>
        {near ? (
          <Marquee speed={MARQUEE.speed} pauseOnHover={MARQUEE.pauseOnHover} autoFill>
            {items}
          </Marquee>
        ) : (
          <Box sx={{ display: 'flex', overflow: 'hidden', whiteSpace: 'nowrap' }}>{items}</Box>
        )}
      </Box>
    </Box>
  );
}
