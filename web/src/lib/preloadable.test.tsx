import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const module = () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });

it('suspends until its module is in when nothing preloaded it', async () => {
  const Part = preloadable(() => Promise.resolve(module()));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Rahim" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Hello Rahim')).toBeInTheDocument();
});

it('draws in the same render once preloaded, without a fallback', async () => {
  const load = vi.fn(() => Promise.resolve(module()));
  const Part = preloadable(load);
  await Part.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Karim" />
    </Suspense>,
  );
  expect(screen.queryByText('Loading')).toBeNull();
  expect(screen.getByText('Hello Karim')).toBeInTheDocument();
});

it('keeps a part mounted through lazy when the preload lands later: its state survives', async () => {
  const Counter = () => {
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
  };
  let finish!: () => void;
  const loading = new Promise<{ default: typeof Counter }>((resolve) => (finish = () => resolve({ default: Counter })));
  const Part = preloadable<{ name: string }>(() => loading);
  const { rerender } = render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="a" />
    </Suspense>,
  );
  const preloaded = Part.preload();
  await act(async () => {
    finish();
    await preloaded;
  });
  act(() => screen.getByRole('button').click());
  rerender(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="b" />
    </Suspense>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('Pressed 1');
});

it('a failed preload is quiet: the part still loads when drawn', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module());
  const Part = preloadable<{ name: string }>(load);
  await expect(Part.preload()).resolves.toBeUndefined();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Salma" />
    </Suspense>,
  );
  expect(await screen.findByText('Hello Salma')).toBeInTheDocument();
});
