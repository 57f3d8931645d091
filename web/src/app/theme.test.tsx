import SearchIcon from '@mui/icons-material/Search';
import { Button, IconButton, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { theme } from './theme';

it('marks keyboard focus and presses with CSS alone, mounting no ripple', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Button>Sell a book</Button>
      <IconButton aria-label="Search">
        <SearchIcon />
      </IconButton>
    </ThemeProvider>,
  );
  for (const name of ['Sell a book', 'Search']) {
    await userEvent.tab();
    const button = screen.getByRole('button', { name });
    expect(button).toHaveFocus();
    expect(button).toHaveClass('Mui-focusVisible');
  }
  await userEvent.click(screen.getByRole('button', { name: 'Sell a book' }));
  await userEvent.keyboard(' ');
  expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
});
