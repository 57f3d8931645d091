import { expect } from 'vitest';
import { API_URL, FUNCTION_URL } from '../../support/emulators';
import { db } from '../../support/firebase-admin';

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, for malformed or oversized bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * 'function' calls the function without the Hosting rewrite, whose emulator gives up on a
   * reply after 60 s (504): under 20-way contention the Firestore emulator's lock waits can
   * reach that on a busy 2-core machine, and a race test checks the outcome, not the proxy.
   */
  via?: 'hosting' | 'function';
}

/** One API call, through the Hosting rewrite as the web app makes it unless told otherwise. */
export async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  const { token, body, rawBody, headers = {}, via = 'hosting' } = options;
  const res = await fetch(`${via === 'hosting' ? API_URL : FUNCTION_URL}${path}`, {
    method,
    headers: {
      ...(body !== undefined || rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text;
  return { status: res.status, body: json as T, headers: res.headers };
}

/** The error reply `{error: {code, message}}`, to compare with toEqual or toMatchObject. */
export const failure = (code: string, message: string | RegExp = /\w/) => ({
  error: expect.objectContaining({
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  }),
});

/**
 * Spends the limit `id` (a rateLimits key without its window, as `message:user:{uid}`) for this
 * window and the next, in case the window turns during the test: as a flood would have.
 */
export async function spendLimit(id: string, windowSeconds: number, max: number) {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  await Promise.all([start, start + windowMs].map((at) => db.doc(`rateLimits/${id}:${at}`).set({ count: max })));
}

/**
 * For tests where many transactions race on one document: in the emulator they wait on each
 * other's locks, seconds and at times a minute on a busy machine. One outcome is the point.
 */
export const RACE_TIMEOUT_MS = 180_000;

/**
 * The functions emulator serves each concurrent request from a worker process of its own, and
 * starts one when none is idle (DESIGN). Twenty Node processes booting at once on two cores can
 * take most of a minute, which measures the emulator, not the race: a race test first starts as
 * many workers with a cheap call each, so its calls meet the transactions, not the boot.
 */
export async function startFunctionWorkers(count: number): Promise<void> {
  const replies = await Promise.all(
    Array.from({ length: count }, () => call('GET', '/categories', { via: 'function' })),
  );
  expect(replies.map((r) => r.status)).toEqual(Array<number>(count).fill(200));
}
