import { ACCESS_TOKEN_KEY, ERROR } from '@reshelf/domain';
import { signOut } from 'firebase/auth';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../../test/support/text';
import { api, ApiError, fetchAccessToken, upload } from './api-client';
import { notify } from './notify';

const currentUser = vi.hoisted(() => ({
  email: 'buyer@reshelf.test',
  getIdToken: vi.fn(async () => 'id-token'),
}));
vi.mock('./firebase', () => ({ auth: { currentUser } }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('./notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
// The API words its errors in the caller's language: its texts, not the keys.
const ended = () => json(401, { error: { code: 'unauthenticated', message: text(ERROR.sessionEnded) } });

let replies: Response[];
beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'old-token');
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => replies.shift() ?? json(500, {})),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('api', () => {
  it('trades a refused accessToken for a new one once and repeats the call', async () => {
    replies = [ended(), json(200, { accessToken: 'new-token' }), json(200, { ok: true })];
    await expect(api('/orders/x', {})).resolves.toEqual({ ok: true });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-token');
    // A cached ID token may predate the role change that ended the session.
    expect(currentUser.getIdToken).toHaveBeenCalledWith(true);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out with the session-ended message when the account can no longer get a token', async () => {
    replies = [ended(), json(401, { error: { code: 'unauthenticated', message: text(ERROR.sessionExpired) } })];
    await expect(api('/orders/x', {})).rejects.toMatchObject({ status: 401, message: text(ERROR.sessionEnded) });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(notify.error).toHaveBeenCalledWith(text(ERROR.sessionEnded));
  });

  it('keeps the person signed in when the connection drops during the refresh', async () => {
    const fetchMock = vi.mocked(fetch);
    fetchMock
      .mockImplementationOnce(async () => ended())
      .mockImplementationOnce(async () => {
        throw new TypeError('Failed to fetch');
      });
    await expect(api('/orders/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks for answers in the language shown, and words its own failures in it', async () => {
    await i18next.changeLanguage('bn');
    replies = [json(200, { ok: true })];
    await api('/orders/x', {});
    expect(vi.mocked(fetch).mock.calls[0]![1]!.headers).toMatchObject({ 'Accept-Language': 'bn' });

    vi.mocked(fetch).mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/orders/x', {})).rejects.toMatchObject({ code: 'network', message: text(ERROR.network, 'bn') });
    expect(notify.error).toHaveBeenCalledWith(text(ERROR.network, 'bn'));
  });
});

/** A browser's XMLHttpRequest that answers each send with the next of `xhrReplies`, after some progress. */
let xhrReplies: { status: number; body: unknown }[];
const xhrSent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  abort() {
    this.onabort?.();
  }
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    xhrSent.push({ url: this.url, headers: this.headers, body });
    const reply = xhrReplies.shift();
    if (reply?.status === 0) return; // Never answers: the test stops it.
    queueMicrotask(() => {
      if (!reply) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

describe('upload', () => {
  beforeEach(() => {
    xhrReplies = [];
    xhrSent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends the file as the body with its type and the accessToken, and tells its progress', async () => {
    xhrReplies = [{ status: 201, body: { id: 'abc' } }];
    const photo = new Blob(['webp'], { type: 'image/webp' });
    const progress: number[] = [];
    await expect(upload('/photos', photo, (share) => progress.push(share))).resolves.toEqual({ id: 'abc' });
    expect(xhrSent).toEqual([
      {
        url: '/api/photos',
        body: photo,
        headers: { 'Accept-Language': 'en', 'Content-Type': 'image/webp', Authorization: 'Bearer old-token' },
      },
    ]);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('trades a refused accessToken for a new one once and sends the file again', async () => {
    xhrReplies = [
      { status: 401, body: { error: { code: 'unauthenticated', message: text(ERROR.sessionEnded) } } },
      { status: 201, body: { id: 'abc' } },
    ];
    replies = [json(200, { accessToken: 'new-token' })];
    await expect(upload('/photos', new Blob(['x'], { type: 'image/jpeg' }), () => {})).resolves.toEqual({ id: 'abc' });
    expect(xhrSent.map(({ headers }) => headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('gives the server’s refusal and a dropped connection to the caller, without a toast', async () => {
    xhrReplies = [{ status: 413, body: { error: { code: 'too-large', message: text(ERROR.photoTooLarge) } } }];
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    await expect(upload('/photos', photo, () => {})).rejects.toMatchObject({
      status: 413,
      message: text(ERROR.photoTooLarge),
    });
    await expect(upload('/photos', photo, () => {})).rejects.toMatchObject({ code: 'network' });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('stops when the caller aborts, as an AbortError that nobody is told about', async () => {
    xhrReplies = [{ status: 0, body: null }];
    const stop = new AbortController();
    const sending = upload('/photos', new Blob(['x'], { type: 'image/jpeg' }), () => {}, stop.signal);
    stop.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('a sign-in that goes on before its accessToken has come', () => {
  it("makes the API's calls wait for the token, and sends it", async () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    let answer!: (res: Response) => void;
    vi.mocked(fetch)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockImplementationOnce(async () => json(200, { ok: true }));
    const token = fetchAccessToken('buyer@reshelf.test', 'id-token');
    const order = api('/orders/x', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(json(200, { accessToken: 'new-token', hasProfile: true }));
    await token;
    await expect(order).resolves.toEqual({ ok: true });
    const [, init] = vi.mocked(fetch).mock.calls[1]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
  });
});

describe('fetchAccessToken', () => {
  it('asks once for a user whose token two callers want at the same moment', async () => {
    replies = [json(200, { accessToken: 'first', hasProfile: true }), json(200, { accessToken: 'second' })];
    const [a, b] = await Promise.all([
      fetchAccessToken('buyer@reshelf.test', 'id-token'),
      fetchAccessToken('buyer@reshelf.test', 'id-token'),
    ]);
    expect([a, b]).toEqual([
      { accessToken: 'first', hasProfile: true },
      { accessToken: 'first', hasProfile: true },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Once answered, a new call asks again (a refresh after a role change needs a new token).
    await expect(fetchAccessToken('buyer@reshelf.test', 'id-token')).resolves.toMatchObject({ accessToken: 'second' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again for another ID token, and after a failure', async () => {
    replies = [json(500, {}), json(200, { accessToken: 'fresh' }), json(200, { accessToken: 'again' })];
    const failed = fetchAccessToken('buyer@reshelf.test', 'id-token');
    const other = fetchAccessToken('buyer@reshelf.test', 'newer-id-token');
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(other).resolves.toMatchObject({ accessToken: 'fresh' });
    await expect(fetchAccessToken('buyer@reshelf.test', 'id-token')).resolves.toMatchObject({ accessToken: 'again' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
