import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.stubGlobal('location', { href: 'http://site.test/get-yours-otc' });
});
afterEach(() => vi.unstubAllGlobals());

function answering(...statuses: number[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      urls.push(request.url);
      const status = statuses[Math.min(urls.length - 1, statuses.length - 1)]!;
      return Promise.resolve(
        new Response(JSON.stringify({ name: 'quiz/otc' }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return urls;
}

describe('a page payload GET (spec section 7: idempotent requests are not retried)', () => {
  it.each([500, 502, 503, 504, 408, 429])(
    'answered %i, it fails at once, without a retry',
    async (status) => {
      const { fetchPayload } = await import('./fetchPayload');
      const urls = answering(status, 200);
      await expect(fetchPayload(`/quiz/otc-${status}`)).rejects.toThrow(String(status));
      expect(urls).toEqual([`http://site.test/quiz/otc-${status}/_payload.json`]);
      // The failure is forgotten: the next load asks again.
      await expect(fetchPayload(`/quiz/otc-${status}`)).resolves.toEqual({ name: 'quiz/otc' });
      expect(urls).toHaveLength(2);
    },
  );
});
