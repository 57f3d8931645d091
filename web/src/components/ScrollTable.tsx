import { Paper, Table, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own frame on narrow screens (360 px), instead of
 * widening the page. The frame is focusable so the keyboard can scroll it too.
 */
export function ScrollTable({
  label,
  minWidth = 640,
  children,
}: {
  label: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth, '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
        {children}
      </Table>
    </TableContainer>
  );
}
