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
import { useTranslation } from '../../lib/i18n';
import { activeSx, SignedOutLinks } from './SignedOutLinks';
import { SearchBox } from '../../features/books/SearchBox';
import { LanguageSwitch } from './LanguageSwitch';
import { OfflineNotice } from './OfflineNotice';

// Signed-in state needs Firebase: loaded after first paint; until then the signed-out links show.
const AuthNav = lazy(() => import('./AuthNav'));
// The bell too, and only for the signed-in: its count waits for the page to go idle.
const BellNav = lazy(() => import('./BellNav'));

const links = [
  { to: '/', label: 'app.navbar.home' },
  { to: '/blog', label: 'app.navbar.blog' },
  { to: '/dashboard', label: 'app.navbar.dashboard' },
] as const;

interface NavbarProps {
  /** On the dashboard: opens and closes the side menu on small screens. */
  onToggleDrawer?: () => void;
}

export function Navbar({ onToggleDrawer }: NavbarProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { t } = useTranslation();
  const close = () => setMobileOpen(false);

  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1 }}>
        {onToggleDrawer && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleDrawer}
            aria-label={t('app.navbar.toggleDashboardMenu')}
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
            {t('app.navbar.brand')}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={t('app.navbar.main')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {links.map((l) => (
            <Button key={l.to} color="inherit" component={NavLink} to={l.to} end={l.to === '/'} sx={activeSx}>
              {t(l.label)}
            </Button>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <SearchBox
            label={t('app.navbar.searchAll')}
            tone="navbar"
            sx={{ display: { md: 'none', lg: 'flex' }, width: 280, mr: 1 }}
          />
          {/* Below lg the box would crowd out the language switch: the search page is a tap away. */}
          <IconButton
            color="inherit"
            component={RouterLink}
            to="/search"
            aria-label={t('app.navbar.searchBooks')}
            sx={{ display: { lg: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
          <ClientIsland fallback={<SignedOutLinks />}>
            <AuthNav />
          </ClientIsland>
          <Button color="inherit" component={NavLink} to="/signUp" sx={activeSx}>
            {t('app.navbar.signUp')}
          </Button>
          <Button variant="contained" color="secondary" component={RouterLink} to="/premium" sx={{ ml: 1 }}>
            {t('app.navbar.goPremium')}
          </Button>
          <LanguageSwitch sx={{ ml: 1 }} />
        </Box>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        <ClientIsland fallback={null}>
          <BellNav />
        </ClientIsland>
        <IconButton
          color="inherit"
          component={RouterLink}
          to="/search"
          aria-label={t('app.navbar.searchBooks')}
          sx={{ display: { md: 'none' } }}
        >
          <SearchIcon />
        </IconButton>
        <IconButton
          color="inherit"
          aria-label={t('app.navbar.openMenu')}
          onClick={() => setMobileOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={mobileOpen} onClose={close} slotProps={{ paper: { sx: { width: 260 } } }}>
        <Box component="nav" aria-label={t('app.navbar.main')} onClick={close}>
          <List>
            {links.map((l) => (
              <ListItemButton key={l.to} component={RouterLink} to={l.to}>
                <ListItemText primary={t(l.label)} />
              </ListItemButton>
            ))}
            <ClientIsland fallback={<SignedOutLinks vertical />}>
              <AuthNav vertical />
            </ClientIsland>
            <ListItemButton component={RouterLink} to="/signUp">
              <ListItemText primary={t('app.navbar.signUp')} />
            </ListItemButton>
            <Divider />
            <ListItemButton component={RouterLink} to="/premium">
              <ListItemText primary={t('app.navbar.goPremium')} />
            </ListItemButton>
          </List>
        </Box>
        <Divider />
        {/* The menu stays open on a choice: it answers in the new language at once. */}
        <LanguageSwitch tone="menu" sx={{ display: 'flex', m: 2 }} />
      </Drawer>
      <OfflineNotice />
    </AppBar>
  );
}
