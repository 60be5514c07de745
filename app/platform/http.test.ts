import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, postText } from './http';

// Spec section 7, general client behaviour, written out here: idempotent requests are not retried;
// other requests are retried once on these statuses; 400 to 599 is an error.
const retriedOnce = [408, 409, 425, 429, 500, 502, 503, 504];

/** A fetch answering the given statuses in turn, recording each call. */
function answering(...statuses: number[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      calls.push(request.method);
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      return Promise.resolve(
        new Response(JSON.stringify({ status }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the site’s HTTP client (spec section 7)', () => {
  it.each(retriedOnce)(
    'a POST answered %i is retried once, and its second answer is the answer',
    async (status) => {
      const calls = answering(status, 200);
      await expect(api.post('http://site.test/api/user/set', { json: {} }).json()).resolves.toEqual(
        { status: 200 },
      );
      expect(calls).toEqual(['POST', 'POST']);
    },
  );

  it.each(retriedOnce)('a POST answered %i twice fails after exactly one retry', async (status) => {
    const calls = answering(status);
    await expect(api.post('http://site.test/api/user/set', { json: {} })).rejects.toThrow(
      String(status),
    );
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501, 599])(
    'a POST answered %i is an error, not retried',
    async (status) => {
      const calls = answering(status, 200);
      await expect(api.post('http://site.test/api/user/set', { json: {} })).rejects.toThrow();
      expect(calls).toHaveLength(1);
    },
  );

  it.each(retriedOnce)('a GET (idempotent) answered %i is not retried', async (status) => {
    const calls = answering(status, 200);
    await expect(api.get('http://site.test/api/location?zip_code=90210')).rejects.toThrow();
    expect(calls).toEqual(['GET']);
  });
});

describe('postText (the event outbox’s request)', () => {
  it('posts the text as text/plain with keepalive when asked, once, and answers a refusal without throwing', async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response('{"error":"bad"}', { status: 422 })),
    );
    vi.stubGlobal('fetch', fetch);
    const response = await postText('/api/event/create', '[{"event":"page-view"}]', {
      keepalive: true,
      timeoutMs: 15_000,
    });
    expect(response.status).toBe(422);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/event/create');
    expect(init).toMatchObject({
      method: 'POST',
      body: '[{"event":"page-view"}]',
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});
