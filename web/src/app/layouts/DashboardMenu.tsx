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
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, type SvgIconProps } from '@mui/material';
import type { RoleClaims } from '@reshelf/domain';
import { memo, type ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { cappedCount } from '../../components/capped-count';
import { CountBadge } from '../../components/CountBadge';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { dashboardMenu, type MenuEntry } from '../access';

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

/** What a menu entry counts: how many, how its link reads with the count, and the most the badge says exactly. */
export interface MenuCount {
  n: number;
  label: 'conversations.menuUnread' | 'app.dashboard.withNew';
  /** The query reads one more than this: past it the badge says "49+". */
  cap?: number;
}

export interface MenuProps {
  claims: RoleClaims;
  hasOrders?: boolean;
  /** Counts by the entry's path: a seller's waiting bookings, everyone's unread messages. */
  counts?: Partial<Record<string, MenuCount>>;
  onNavigate?: () => void;
}

/** Drawn again only when its props changed: the counts' live reads answer from the cache, then the server. */
export const MenuList = memo(function MenuList({ claims, hasOrders, counts = {}, onNavigate }: MenuProps) {
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
