import { Box, Drawer, List, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { FirebaseProviders } from '../../lib/firebase';
import { useSession } from '../../lib/session';
import { dashboardMenu } from '../access';
import { RequireAccess } from '../guards/RequireAccess';
import { Navbar } from './Navbar';

const DRAWER_WIDTH = 240;

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { claims } = useSession();
  return (
    <Box component="nav" aria-label="Dashboard">
      <Toolbar />
      <List>
        {dashboardMenu(claims).map((item) => (
          <ListItemButton key={item.to} component={NavLink} to={item.to} end onClick={onNavigate}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

function DashboardShell() {
  const [open, setOpen] = useState(false);
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
          }}
        >
          <SideMenu />
        </Box>
        <Box component="main" id="main" sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

/** Every dashboard page needs a signed-in user; each page adds its own role check. */
export default function DashboardLayout() {
  return (
    <FirebaseProviders>
      <RequireAccess access="signedIn">
        <DashboardShell />
      </RequireAccess>
    </FirebaseProviders>
  );
}
