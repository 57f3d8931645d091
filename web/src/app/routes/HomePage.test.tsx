import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HomePage } from './HomePage';

it('greets the visitor by name of the shop', () => {
  render(<HomePage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reshelf');
});
