import { Badge, type SxProps, type Theme } from '@mui/material';

/**
 * A count in a red pill inline after a label (a menu entry, a button, a row), not over an icon.
 * Hidden from screen readers: the control's name says the count.
 */
export function CountBadge({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Badge
      badgeContent={text}
      color="error"
      aria-hidden
      sx={[{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
