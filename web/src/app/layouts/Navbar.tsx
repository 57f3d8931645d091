import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SearchIcon from '@mui/icons-material/Search';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { lazy, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { ClientIsland } from '../../lib/client-island';
import { activeSx, SignedOutLinks } from './SignedOutLinks';
import { SearchBox } from '../../features/books/SearchBox';
import { OfflineNotice } from './OfflineNotice';

// Signed-in state needs Firebase: loaded after first paint; until then the signed-out links show.
const AuthNav = lazy(() => import('./AuthNav'));

const links = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/dashboard', label: 'Dashboard' },
];

interface NavbarProps {
  /** On the dashboard: opens and closes the side menu on small screens. */
  onToggleDrawer?: () => void;
}

export function Navbar({ onToggleDrawer }: NavbarProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const close = () => setMobileOpen(false);

  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1 }}>
        {onToggleDrawer && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleDrawer}
            aria-label="Open or close the dashboard menu"
            sx={{ display: { md: 'none' } }}
          >
            <MenuOpenIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
        >
          <AutoStoriesIcon aria-hidden />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            Reshelf
          </Typography>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {links.map((l) => (
            <Button key={l.to} color="inherit" component={NavLink} to={l.to} end={l.to === '/'} sx={activeSx}>
              {l.label}
            </Button>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <SearchBox label="Search all books" tone="navbar" sx={{ width: { md: 200, lg: 280 }, mr: 1 }} />
          <ClientIsland fallback={<SignedOutLinks />}>
            <AuthNav />
          </ClientIsland>
          <Button color="inherit" component={NavLink} to="/signUp" sx={activeSx}>
            Sign up
          </Button>
          <Button variant="contained" color="secondary" component={RouterLink} to="/premium" sx={{ ml: 1 }}>
            Go premium
          </Button>
        </Box>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        <IconButton
          color="inherit"
          component={RouterLink}
          to="/search"
          aria-label="Search books"
          sx={{ display: { md: 'none' } }}
        >
          <SearchIcon />
        </IconButton>
        <IconButton
          color="inherit"
          aria-label="Open the menu"
          onClick={() => setMobileOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={mobileOpen} onClose={close}>
        <Box component="nav" aria-label="Main" sx={{ width: 260 }} onClick={close}>
          <List>
            {links.map((l) => (
              <ListItemButton key={l.to} component={RouterLink} to={l.to}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            ))}
            <ClientIsland fallback={<SignedOutLinks vertical />}>
              <AuthNav vertical />
            </ClientIsland>
            <ListItemButton component={RouterLink} to="/signUp">
              <ListItemText primary="Sign up" />
            </ListItemButton>
            <Divider />
            <ListItemButton component={RouterLink} to="/premium">
              <ListItemText primary="Go premium" />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
      <OfflineNotice />
    </AppBar>
  );
}
