import { act, render, screen } from '@testing-library/react';
import { memo, startTransition, Suspense } from 'react';
import { BehaviorSubject, Subject } from 'rxjs';
import { expect, it } from 'vitest';
import { useObserved } from './observed';

it('draws a value that arrives while React draws in slices in a render of its own, not the whole render again', async () => {
  const answers = new BehaviorSubject('from the cache');
  let cardRenders = 0;
  const Card = memo(function Card() {
    cardRenders += 1;
    return <li>A book</li>;
  });
  function Shelf() {
    const answer = useObserved('test:slices', answers, { suspense: false });
    return (
      <ul aria-label={answer}>
        <Card />
      </ul>
    );
  }
  // Drawn after the shelf in the same render: the server's answer, arriving between two slices.
  function ServerAnswers() {
    if (answers.value === 'from the cache') answers.next('from the server');
    return null;
  }

  await act(async () =>
    startTransition(() => {
      render(
        <>
          <Shelf />
          <ServerAnswers />
        </>,
      );
    }),
  );

  expect(screen.getByRole('list', { name: 'from the server' })).toBeVisible();
  expect(cardRenders).toBe(1);
});

it('suspends until the first value, then draws each one', async () => {
  const answers = new Subject<string>();
  function Answer() {
    return <p>{useObserved('test:suspense', answers, { suspense: true })}</p>;
  }
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Answer />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeVisible();
  await act(async () => answers.next('Dracula'));
  expect(screen.getByText('Dracula')).toBeVisible();
  await act(async () => answers.next('Carmilla'));
  expect(screen.getByText('Carmilla')).toBeVisible();
});
