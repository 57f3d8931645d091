import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { AuthSwitch } from './AuthSwitch';

it('leads to the other sign-in page with where to return', async () => {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', search: '?next=%2Fcategories%2Fhorror' }]}>
      <AuthSwitch i18nKey="routes.login.newHere" to="/signUp" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signUp?next=%2Fcategories%2Fhorror',
  );
});
