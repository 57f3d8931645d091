import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import {
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
  type SvgIconProps,
} from '@mui/material';
import type { RoleClaims } from '@reshelf/domain';
import { memo, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { NavLink, Outlet } from 'react-router-dom';
import { cappedCount } from '../../components/capped-count';
import { CountBadge } from '../../components/CountBadge';
import { useUnread } from '../../features/conversations/conversation-data';
import { MESSAGES_PATH } from '../../features/conversations/paths';
import { useHasOrders } from '../../features/orders/has-orders';
import { OPEN_BOOKINGS_MAX, useOpenBookings } from '../../features/orders/new-bookings';
import { FirebaseProviders } from '../../lib/firebase';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { dashboardMenu, type MenuEntry } from '../access';
import { RequireAccess } from '../guards/RequireAccess';
import { Navbar } from './Navbar';

const DRAWER_WIDTH = 240;

const ICONS: Record<MenuEntry, ComponentType<SvgIconProps>> = {
  dashboard: SpaceDashboardOutlinedIcon,
  allUsers: GroupOutlinedIcon,
  allOrders: ReceiptLongOutlinedIcon,
  sellers: StorefrontOutlinedIcon,
  buyers: ShoppingBagOutlinedIcon,
  addProduct: AddBoxOutlinedIcon,
  myProduct: LibraryBooksOutlinedIcon,
  sellerOrders: EventNoteOutlinedIcon,
  myOrders: ReceiptLongOutlinedIcon,
  reports: FlagOutlinedIcon,
  myReports: OutlinedFlagIcon,
  saved: FavoriteBorderIcon,
  messages: ChatBubbleOutlineIcon,
};

const SELLER_ORDERS = '/dashboard/sellerOrders';

/** What a menu entry counts: how many, how its link reads with the count, and the most the badge says exactly. */
interface MenuCount {
  n: number;
  label: 'conversations.menuUnread' | 'app.dashboard.withNew';
  /** The query reads one more than this: past it the badge says "49+". */
  cap?: number;
}

interface MenuProps {
  claims: RoleClaims;
  hasOrders?: boolean;
  /** Counts by the entry's path: a seller's waiting bookings, everyone's unread messages. */
  counts?: Partial<Record<string, MenuCount>>;
  onNavigate?: () => void;
}

/** Drawn again only when its props changed: the counts' live reads answer from the cache, then the server. */
const MenuList = memo(function MenuList({ claims, hasOrders, counts = {}, onNavigate }: MenuProps) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <List>
      {dashboardMenu(claims, { hasOrders }).map((item) => {
        const Icon = ICONS[item.name];
        const label = t(`app.dashboard.menu.${item.name}`);
        const count = counts[item.to];
        const n = count?.n ?? 0;
        // Each link sits in its own <li>: a <ul> may hold nothing else.
        return (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              aria-label={count && n > 0 ? t(count.label, { label, n: f.count(n) }) : undefined}
              end
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                '&.active:hover': { bgcolor: 'primary.dark' },
                '&.active .MuiListItemIcon-root': { color: 'inherit' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
              {count && n > 0 && (
                <CountBadge text={count.cap === undefined ? f.count(n) : cappedCount(n, count.cap, f.count)} />
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
});

/**
 * A seller sees My Orders once they have booked a book themselves (DESIGN: any signed-in user may
 * order), and how many bookings of their books wait for them, with a toast when one arrives.
 */
function SellerMenu({ uid, counts, ...props }: MenuProps & { uid: string }) {
  const hasOrders = useHasOrders(uid);
  const open = useOpenBookings(uid)?.length ?? 0;
  const withBookings = useMemo(
    () => ({ ...counts, [SELLER_ORDERS]: { n: open, label: 'app.dashboard.withNew', cap: OPEN_BOOKINGS_MAX - 1 } }),
    [counts, open],
  ) satisfies MenuProps['counts'];
  return <MenuList {...props} hasOrders={hasOrders} counts={withBookings} />;
}

/** Everyone's menu counts the unread messages; a seller's also their bookings. */
function CountedMenu({ uid, ...props }: MenuProps & { uid: string }) {
  const unread = useUnread(uid)?.total ?? 0;
  const counts = useMemo(
    () => ({ [MESSAGES_PATH]: { n: unread, label: 'conversations.menuUnread' } }),
    [unread],
  ) satisfies MenuProps['counts'];
  return props.claims.account === 'Seller' ? (
    <SellerMenu {...props} uid={uid} counts={counts} />
  ) : (
    <MenuList {...props} counts={counts} />
  );
}

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, claims } = useSession();
  const { t } = useTranslation();
  const plain = <MenuList claims={claims} onNavigate={onNavigate} />;
  return (
    <Box component="nav" aria-label={t('app.dashboard.label')} sx={{ py: 1 }}>
      <Typography variant="overline" component="p" sx={{ px: 3, color: 'text.secondary' }}>
        {t('app.dashboard.label')}
      </Typography>
      {/* The entries follow the roles: none while the shell draws before the session is known. */}
      {user && (
        <ErrorBoundary key={user.uid} fallback={plain} onError={(err) => console.error(err)}>
          <CountedMenu uid={user.uid} claims={claims} onNavigate={onNavigate} />
        </ErrorBoundary>
      )}
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
 * while the session is checked, its menu's entries once the roles are known.
 */
export default function DashboardLayout() {
  return (
    <FirebaseProviders>
      <RequireAccess access="signedIn" early>
        <DashboardShell />
      </RequireAccess>
    </FirebaseProviders>
  );
}
