import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { memo, type ReactNode } from 'react';

export interface Column<R> {
  label: string;
  cell: (row: R, index: number) => ReactNode;
  align?: 'right';
}

interface DataTableProps<R> {
  /** The table's accessible name, e.g. "Sellers". */
  label: string;
  columns: Column<R>[];
  rows: R[];
  /** Below this width the table scrolls sideways inside its frame. */
  minWidth?: number;
}

/**
 * A dashboard list: a table on tablets and wider, a stack of cards on phones, where a wide
 * table would hide its actions off to the side.
 */
function DataTableOf<R extends { _id: string }>({ label, columns, rows, minWidth = 640 }: DataTableProps<R>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row, i) => (
          <Paper component="li" variant="outlined" key={row._id} sx={{ p: 2 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
                alignItems: 'center',
              }}
            >
              {columns.map((c) => (
                <Box key={c.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  {/* A long email breaks anywhere; a button's words (Bangla's are long) stay whole. */}
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, overflowWrap: 'anywhere', '& .MuiButton-root': { overflowWrap: 'normal' } }}
                  >
                    {c.cell(row, i)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth, '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={row._id} hover>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align}>
                  {c.cell(row, i)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Drawn again only when its label, columns or rows changed: a live list keeps its rows when the
 * server confirms the offline cache, so a page that memoizes its columns skips that redraw.
 */
export const DataTable = memo(DataTableOf) as typeof DataTableOf;
