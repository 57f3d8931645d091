// MUI's look for plain elements, where a list draws many of them as the page starts: a component
// per icon, chip or link (MUI's are three to four each) is rendering the page does not need.
import type { Theme } from '@mui/material';
import type { SVGProps } from 'react';

/** A Material icon's path as a plain <svg>. */
export const plainIcon = (d: string, props: SVGProps<SVGSVGElement> = {}) => (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false" {...props}>
    <path d={d} />
  </svg>
);

/** MUI's small Chip (20 px high), as the style of a <span>; its colours and padding are the caller's. */
export const smallChip = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    height: 20,
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 400,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    borderRadius: 16,
  }) as const;

/** MUI's Link with `underline="hover"`, as the style of an <a>. */
export const hoverLink = (color: string) => ({
  color,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});
