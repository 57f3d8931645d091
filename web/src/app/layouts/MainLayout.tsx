import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { PaintWhenNear } from '../../components/PaintWhenNear';
import { useTranslation } from '../../lib/i18n';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/**
 * Where a page's scroll position is kept. Every page a tab opens afresh (a link from elsewhere, a
 * typed address) has the key "default", as the tab's first page had: keyed by its address
 * instead, a reload still comes back to its place, and a new page no longer opens scrolled to
 * where another page was (a book page opened at the shelf's depth, its footer in view).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Navbar, the page and the footer; `children` replaces the routed page (the error page). */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      {/* On a prerendered page each Suspense is a part React hydrates after the rest, yielding every
          few milliseconds, instead of the whole page in one long task; a press on a part not yet
          hydrated hydrates it first (docs/performance.md, "A page hydrated in parts"). */}
      <Suspense>
        <Navbar />
      </Suspense>
      {/* A full screen for the page keeps the footer below the fold while data loads, so the
          arriving content never shoves it down in view (layout shift). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100vh', display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Suspense>{children ?? <Outlet />}</Suspense>
      </Box>
      <PaintWhenNear height={600}>
        <Suspense>
          <Footer />
        </Suspense>
      </PaintWhenNear>
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
