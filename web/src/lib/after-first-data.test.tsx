import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as AfterFirstData from './after-first-data';

// The gate is the page's: a fresh module per test is a fresh page.
let gate: typeof AfterFirstData;
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  gate = await import('./after-first-data');
});
afterEach(() => vi.useRealTimers());

function Waiting() {
  return <p>{gate.useAfterFirstData() ? 'open' : 'waiting'}</p>;
}

/** A live read's region: nothing until its data arrives, then the data. */
function Region({ data }: { data?: string }) {
  gate.useDrawsFirstData(data);
  return <p>{data ?? 'loading'}</p>;
}

it('waits until a live read has drawn its first data, then stays open', () => {
  const { rerender } = render(
    <>
      <Region />
      <Waiting />
    </>,
  );
  expect(screen.getByText('waiting')).toBeInTheDocument();
  rerender(
    <>
      <Region data="books" />
      <Waiting />
    </>,
  );
  expect(screen.getByText('open')).toBeInTheDocument();
  // A part mounted later (the next page's hearts) does not wait again.
  render(<Waiting />);
  expect(screen.getAllByText('open')).toHaveLength(2);
});

it('opens after four seconds on a page that draws no live data', () => {
  render(<Waiting />);
  act(() => vi.advanceTimersByTime(3_999));
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByText('open')).toBeInTheDocument();
});
