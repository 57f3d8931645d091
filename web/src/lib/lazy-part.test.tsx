import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

// Rendered in an async act: React 19 drops the retry of a part suspended in a synchronous one.
const renderAsync = (ui: React.ReactElement) => act(async () => void render(ui));

describe('lazyPart', () => {
  it('loads nothing until preloaded or drawn, and once in draws at once, with no fallback', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    Part.preload();
    Part.preload();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledOnce();
    const fallback = vi.fn(() => <p>waiting</p>);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Part name="reader" />
      </Suspense>,
    );
    expect(screen.getByText('hello reader')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows a failed load to its error boundary', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart<object>(() => Promise.reject(new Error('offline')));
    await renderAsync(
      <ErrorBoundary fallback={<p>could not load</p>}>
        <Suspense fallback={<p>waiting</p>}>
          <Part />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    errors.mockRestore();
  });
});
