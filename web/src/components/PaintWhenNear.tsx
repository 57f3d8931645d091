import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A part of a long page below its first screen. The browser skips its layout and paint until
 * it nears the viewport (CSS content-visibility), which keeps the page's first frames short.
 * `height` holds its place until then, and its real height once it has rendered; it should be
 * no less than the real one, or the part overflows its box for tools that measure it unseen
 * (e2e/journeys/first-visit.test.ts measures Home's parts at 360 px in each language).
 */
export function PaintWhenNear({ height, children }: { height: number; children: ReactNode }) {
  return <Box sx={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }}>{children}</Box>;
}
