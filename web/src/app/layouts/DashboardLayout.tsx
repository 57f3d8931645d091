import { Box, Drawer, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session-state';
import { RequireAccess } from '../guards/RequireAccess';
import { MenuList } from './DashboardMenu';
import type { Counted } from './MenuCounts';
import { Navbar } from './Navbar';

const MenuCounts = lazyPart(() => import('./MenuCounts'));

const DRAWER_WIDTH = 240;

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, claims } = useSession();
  const { t } = useTranslation();
  const [counted, setCounted] = useState<Counted>();
  const mine = counted && counted.uid === user?.uid ? counted : undefined;
  return (
    <Box component="nav" aria-label={t('app.dashboard.label')} sx={{ py: 1 }}>
      <Typography variant="overline" component="p" sx={{ px: 3, color: 'text.secondary' }}>
        {t('app.dashboard.label')}
      </Typography>
      {/* The entries follow the roles: none while the shell draws before the session is known. */}
      {user && (
        <>
          <MenuList claims={claims} hasOrders={mine?.hasOrders} counts={mine?.counts} onNavigate={onNavigate} />
          <ErrorBoundary key={user.uid} fallback={null} onError={(err) => console.error(err)}>
            <Suspense fallback={null}>
              <MenuCounts uid={user.uid} seller={claims.account === 'Seller'} report={setCounted} />
            </Suspense>
          </ErrorBoundary>
        </>
      )}
    </Box>
  );
}

function DashboardShell() {
  const [open, setOpen] = useState(false);
  useEffect(() => MenuCounts.preload(), []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar onToggleDrawer={() => setOpen((o) => !o)} />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <SideMenu onNavigate={() => setOpen(false)} />
        </Drawer>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: 64 }}>
            <SideMenu />
          </Box>
        </Box>
        <Box component="main" id="main" sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Every dashboard page needs a signed-in user; each page adds its own role check. The shell draws
 * while the session is checked, before Firebase has loaded, its menu's entries once the roles are
 * known and its counts once Firestore answers.
 */
export default function DashboardLayout() {
  return (
    <RequireAccess access="signedIn" early>
      <DashboardShell />
    </RequireAccess>
  );
}
