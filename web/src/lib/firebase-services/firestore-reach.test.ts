// When the connection watch calls Reshelf offline: a slow start is not an outage.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type Listener = (snapshot: { metadata: { fromCache: boolean } }) => void;
const firestore = vi.hoisted(() => ({ listener: undefined as Listener | undefined }));

vi.mock('firebase/firestore', () => ({
  collection: vi.fn(),
  disableNetwork: vi.fn(async () => undefined),
  enableNetwork: vi.fn(async () => undefined),
  limit: vi.fn(),
  query: vi.fn(),
  onSnapshot: vi.fn((_query: unknown, _options: unknown, next: Listener) => {
    firestore.listener = next;
  }),
}));

const offline = vi.hoisted(() => vi.fn());
vi.mock('../reach', () => ({ setFirestoreOffline: offline }));
const { watchFirestoreReach } = await import('./firestore-reach');

const ORIGIN = 'http://firestore.test';
const fromCache = () => firestore.listener!({ metadata: { fromCache: true } });
const fromServer = () => firestore.listener!({ metadata: { fromCache: false } });

beforeEach(() => {
  vi.useFakeTimers();
  offline.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wentOffline = () => offline.mock.calls.some(([now]) => now === true);

it('a client still connecting to a server that answers stays online, until the server snapshot', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response()),
  );
  watchFirestoreReach({} as never, 'categories', ORIGIN);
  fromCache();
  await vi.advanceTimersByTimeAsync(6_000);
  expect(wentOffline()).toBe(false);
  expect(fetch).toHaveBeenCalledWith(ORIGIN, expect.objectContaining({ mode: 'no-cors' }));
  fromServer();
  await vi.advanceTimersByTimeAsync(20_000);
  expect(wentOffline()).toBe(false);
});

it('goes offline after the grace when the server does not answer, or after 10 s when the client never connects', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  watchFirestoreReach({} as never, 'categories', ORIGIN);
  fromCache();
  await vi.advanceTimersByTimeAsync(1_900);
  expect(wentOffline()).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(wentOffline()).toBe(true);

  offline.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response()),
  );
  fromServer();
  fromCache();
  await vi.advanceTimersByTimeAsync(9_000);
  expect(wentOffline()).toBe(false);
  await vi.advanceTimersByTimeAsync(3_000);
  expect(wentOffline()).toBe(true);
});
