import { Box } from '@mui/material';
import type { ComponentProps } from 'react';
import { BookViewControls } from './BookViewControls';

/** Sort and filters above a category's books (the prerender draws them too, for their styles). */
export function ShelfControls(props: ComponentProps<typeof BookViewControls>) {
  return (
    <Box sx={{ mb: 3 }}>
      <BookViewControls {...props} />
    </Box>
  );
}
