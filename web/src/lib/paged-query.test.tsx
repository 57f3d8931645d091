import { QUERIES } from '@reshelf/domain';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { readWhenSignedIn } from './first-page-read';
import { prefetchFirstPage } from './first-page';
import { usePagedQuery } from './paged-query';

const answers = vi.hoisted(() => [] as { next: (snapshot: unknown) => void }[]);
vi.mock('rxfire/firestore', async () => {
  const { Subject: LiveQuery } = await import('rxjs');
  return {
    fromRef: () => {
      const live = new LiveQuery();
      answers.push(live);
      return live;
    },
  };
});
vi.mock('./firestore-query', () => ({ toQuery: vi.fn() }));
vi.mock('./first-page-read', () => ({ readWhenSignedIn: vi.fn() }));
vi.mock('./session', () => ({ signInKey: () => 1, quietAtSignOut: <T,>(source: T) => source }));
vi.mock('./session-state', () => ({ useSession: () => ({ status: 'signedIn', user: { uid: 'nadia' }, claims: {} }) }));

type Book = { productName: string };
const doc = (id: string) => ({ id, data: () => ({ productName: id }) });
const serverAnswer = (...ids: string[]) => ({ docs: ids.map(doc), metadata: { fromCache: false } });

let specs = 0;
/** A query no other test has read (reactfire keeps each one's answers by its key). */
const freshSpec = () => QUERIES.books({ categoryId: `shelf-${++specs}` }, { sort: 'newest' });

function Shelf({ spec }: { spec: ReturnType<typeof freshSpec> }) {
  const page = usePagedQuery<Book>(spec, 2);
  return (
    <>
      <ul>
        {page.rows.map((row) => (
          <li key={row._id}>{row.productName}</li>
        ))}
      </ul>
      {page.hasMore && <button disabled={page.loadingMore}>Load more</button>}
    </>
  );
}

async function renderShelf(spec: ReturnType<typeof freshSpec>) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Shelf spec={spec} />
      </Suspense>,
    );
  });
  return view;
}

const titles = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  answers.length = 0;
  vi.mocked(readWhenSignedIn).mockReset();
});

it('shows the page read at sign-in until the live query answers, and Load more once it has', async () => {
  const spec = freshSpec();
  vi.mocked(readWhenSignedIn).mockResolvedValue({
    uid: 'nadia',
    rows: ['dracula', 'carmilla', 'frankenstein'].map((id) => ({ _id: id, productName: id })),
  });
  prefetchFirstPage(spec, 2);
  const view = await renderShelf(spec);
  expect(titles()).toEqual(['dracula', 'carmilla']);
  expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();

  await act(async () => answers[0]!.next(serverAnswer('dracula', 'carmilla', 'frankenstein')));
  expect(titles()).toEqual(['dracula', 'carmilla']);
  expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  view.unmount();
});

it('keeps to the live answers once they come, before or after the page read', async () => {
  const spec = freshSpec();
  let read!: (page: { uid: string; rows: { _id: string; productName: string }[] }) => void;
  vi.mocked(readWhenSignedIn).mockReturnValue(new Promise((resolve) => (read = resolve)));
  prefetchFirstPage(spec, 2);
  const view = await renderShelf(spec);
  expect(screen.getByText('Loading')).toBeInTheDocument();

  await act(async () => answers[0]!.next(serverAnswer('carmilla')));
  await act(async () => read({ uid: 'nadia', rows: [{ _id: 'dracula', productName: 'dracula' }] }));
  expect(titles()).toEqual(['carmilla']);
  view.unmount();
});

it("waits for the live query when the read failed or was someone else's", async () => {
  for (const outcome of [Promise.reject(new Error('unavailable')), Promise.resolve({ uid: 'rahim', rows: [] })]) {
    answers.length = 0;
    const spec = freshSpec();
    outcome.catch(() => undefined);
    vi.mocked(readWhenSignedIn).mockReturnValue(outcome);
    prefetchFirstPage(spec, 2);
    const view = await renderShelf(spec);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => answers[0]!.next(serverAnswer('carmilla')));
    expect(titles()).toEqual(['carmilla']);
    view.unmount();
  }
});
