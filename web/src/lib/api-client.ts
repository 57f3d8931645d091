// The one place that calls the API: attaches the accessToken, refreshes it once on 401,
// and turns a failure into one error toast (unless the caller shows it inline).
import {
  ACCESS_TOKEN_KEY,
  API_BASE,
  ERROR,
  IDEMPOTENCY_KEY_HEADER,
  type AccessTokenReply,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@reshelf/domain';
import { currentLanguage, translate } from './i18n';
import { notify } from './notify';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const accessToken = {
  get: () => localStorage.getItem(ACCESS_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(ACCESS_TOKEN_KEY),
};

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Bearer token to send instead of the stored accessToken (the ID token for /jwt). */
  bearer?: string;
  /** false: the caller shows the error itself (e.g. next to a form field). */
  toast?: boolean;
  /** Sent as the Idempotency-Key of a create the caller may retry. */
  idempotencyKey?: string;
}

async function send(path: string, { method = 'GET', body, bearer, idempotencyKey }: RequestOptions) {
  const token = bearer ?? accessToken.get();
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        // The API answers its errors in the language the person reads.
        'Accept-Language': currentLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', translate(ERROR.network));
  }
}

async function toError(res: Response) {
  const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
  const code = body?.error?.code ?? (res.status === 401 ? 'unauthenticated' : 'internal');
  const message = body?.error?.message ?? translate(res.status === 401 ? ERROR.sessionExpired : ERROR.generic);
  return new ApiError(res.status, code, message, body?.error?.fields);
}

// Sign-in and the session's upkeep (lib/session.tsx) ask for a new user's accessToken at the same
// moment: one request answers both.
let inFlight: { key: string; reply: Promise<AccessTokenReply> } | undefined;

/** Trades the signed-in user's Firebase ID token for an accessToken and keeps it (spec §7). */
export function fetchAccessToken(email: string, idToken: string): Promise<AccessTokenReply> {
  const key = `${email} ${idToken}`;
  if (inFlight?.key === key) return inFlight.reply;
  const reply = requestAccessToken(email, idToken);
  inFlight = { key, reply };
  const settled = () => {
    if (inFlight?.reply === reply) inFlight = undefined;
  };
  reply.then(settled, settled);
  return reply;
}

async function requestAccessToken(email: string, idToken: string) {
  const res = await send(`/jwt?email=${encodeURIComponent(email)}`, { bearer: idToken });
  if (!res.ok) throw await toError(res);
  const reply = (await res.json()) as AccessTokenReply;
  accessToken.set(reply.accessToken);
  return reply;
}

// Loaded on demand so public pages that call the API do not pull in the Firebase SDK.
const firebaseAuth = () => import('./firebase').then(({ auth }) => auth);

async function refreshAccessToken() {
  const user = (await firebaseAuth()).currentUser;
  if (!user?.email) return false;
  // A fresh ID token: /jwt refuses one issued before a role change stamped the account.
  await fetchAccessToken(user.email, await user.getIdToken(true));
  return true;
}

/** The API refused the account itself (revoked, deleted, another email), not the connection. */
export const refusesSession = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

/** The session ended on the server (logout elsewhere, a deleted account): sign out here too. */
export async function endSession() {
  accessToken.clear();
  const auth = await firebaseAuth();
  if (!auth.currentUser) return;
  const { signOutAndForget } = await import('./local-cache');
  await signOutAndForget(auth, { message: { variant: 'error', text: ERROR.sessionEnded } });
}

/**
 * One call with the session's rules: a refused accessToken is traded for a new one and the call
 * made once more (`sendOnce` again); an ended session signs out here too.
 */
async function call<T>(path: string, options: RequestOptions, sendOnce: () => Promise<Response>): Promise<T> {
  try {
    // A sign-in goes on before its accessToken has come (features/auth/start-session.ts): wait for it.
    await inFlight?.reply.catch(() => undefined);
    let res = await sendOnce();
    if (res.status === 401 && !options.bearer) {
      let ended: boolean;
      try {
        if (await refreshAccessToken()) res = await sendOnce();
        ended = res.status === 401;
      } catch (err) {
        // /jwt refused the account; a dropped connection ends nothing.
        ended = refusesSession(err);
      }
      if (ended) await endSession().catch((err: unknown) => console.error('Sign-out failed', err));
    }
    if (!res.ok) throw await toError(res);
    return (await res.json()) as T;
  } catch (err) {
    // The caller stopped it (a photo removed while it uploaded): nothing failed.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    const error = err instanceof ApiError ? err : new ApiError(0, 'internal', translate(ERROR.generic));
    console.error(`API ${options.method ?? 'GET'} ${path} failed:`, error);
    if (options.toast !== false) notify.error(error.message);
    throw error;
  }
}

export const api = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  call<T>(path, options, () => send(path, options));

/**
 * POSTs a file as the request body, telling `onProgress` the share sent (0 to 1). fetch cannot
 * report an upload's progress, so this one request goes by XMLHttpRequest.
 */
function sendFile(path: string, file: Blob, onProgress: (sent: number) => void, signal?: AbortSignal) {
  return new Promise<Response>((resolve, reject) => {
    const aborted = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('Content-Type', file.type);
    const token = accessToken.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      );
    xhr.onerror = xhr.ontimeout = () => reject(new ApiError(0, 'network', translate(ERROR.network)));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * Uploads a file to `path` with its progress; failures are the caller's to show (no toast). Aborting
 * `signal` stops it and rejects with an AbortError.
 */
export const upload = <T>(
  path: string,
  file: Blob,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<T> =>
  call<T>(path, { method: 'POST', toast: false }, () => {
    onProgress(0);
    return sendFile(path, file, onProgress, signal);
  });
