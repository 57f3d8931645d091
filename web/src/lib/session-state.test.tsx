import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Subject } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Change = { user: { uid: string } | null; claims: object; claimsPending: boolean };
let changes: Subject<Change>;
const loaded = vi.fn();
vi.mock('./session', () => {
  loaded();
  return {
    get sessionChanges$() {
      return changes;
    },
  };
});

// The store lives for the page's life: each test starts from a fresh module.
const fresh = async () => {
  vi.resetModules();
  return import('./session-state');
};

describe('session state', () => {
  beforeEach(() => {
    loaded.mockClear();
    changes = new Subject<Change>();
  });

  it('says "loading" until Auth answers, then follows Auth', async () => {
    const { useSession } = await fresh();
    const seen: string[] = [];
    function Status() {
      const s = useSession();
      seen.push(s.status);
      return <p>{s.status === 'signedIn' ? `${s.user!.uid} ${s.claims.account}` : s.status}</p>;
    }
    render(<Status />);
    expect(seen[0]).toBe('loading');
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
    expect(changes.observed).toBe(true);
    act(() => changes.next({ user: { uid: 'u1' }, claims: { account: 'Buyer' }, claimsPending: false }));
    expect(screen.getByText('u1 Buyer')).toBeInTheDocument();
    act(() => changes.next({ user: null, claims: {}, claimsPending: false }));
    expect(screen.getByText('signedOut')).toBeInTheDocument();
  });

  it('holds a part that needs the session at its fallback until Auth answers', async () => {
    const { useKnownSession } = await fresh();
    function Reader() {
      return <p>reader {useKnownSession().user?.uid}</p>;
    }
    // Rendered in an async act: React 19 drops the retry of a part suspended in a synchronous one.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Reader />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await vi.waitFor(() => expect(changes.observed).toBe(true));
    await act(async () => changes.next({ user: { uid: 'u2' }, claims: {}, claimsPending: true }));
    expect(await screen.findByText('reader u2')).toBeInTheDocument();
  });

  it('shows the waiting part an error when Auth cannot tell', async () => {
    const { useKnownSession } = await fresh();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Reader() {
      useKnownSession();
      return <p>reader</p>;
    }
    await act(async () => {
      render(
        <ErrorBoundary fallback={<p>could not tell</p>}>
          <Suspense fallback={<p>waiting</p>}>
            <Reader />
          </Suspense>
        </ErrorBoundary>,
      );
    });
    await vi.waitFor(() => expect(changes.observed).toBe(true));
    await act(async () => changes.error(new Error('network')));
    expect(await screen.findByText('could not tell')).toBeInTheDocument();
    errors.mockRestore();
  });
});
