import { describe, expect, it } from 'vitest';
import { scrubReport } from './scrubReport';

describe('scrubReport (no personal data in any report)', () => {
  it('drops the user, cookies, headers but the user agent, and query strings of the request', () => {
    const event = {
      message: 'GET /api/location?zip_code=90210 failed (status 503)',
      user: { id: 'anon-1', ip_address: '73.162.0.1', email: 'ann@example.com' },
      request: {
        url: 'https://m10.example/quiz/medicare/name?firstname=Ann&email=ann%40example.com#x',
        query_string: 'firstname=Ann',
        cookies: { _ga: 'GA1.1.1.2' },
        headers: { 'User-Agent': 'Mozilla/5.0', Referer: 'https://m10.example/?phone=5551234567' },
      },
      tags: { what: 'Location lookup' },
    };
    expect(scrubReport(event)).toEqual({
      message: 'GET /api/location failed (status 503)',
      request: {
        url: 'https://m10.example/quiz/medicare/name',
        headers: { 'User-Agent': 'Mozilla/5.0' },
      },
      tags: { what: 'Location lookup' },
    });
  });

  it('cleans breadcrumbs and spans wherever a URL or an email appears', () => {
    const transaction = {
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/quiz?zip_code=90210', to: '/quiz/medicare/zip?afid=1' },
        },
      ],
      spans: [
        {
          description: 'GET http://127.0.0.1/api/location?zip_code=90210',
          data: { url: '/api/location?zip_code=90210' },
        },
      ],
      extra: { note: 'typed ann.lee+x@mail.example.org' },
    };
    expect(scrubReport(transaction)).toEqual({
      breadcrumbs: [{ category: 'navigation', data: { from: '/quiz', to: '/quiz/medicare/zip' } }],
      spans: [{ description: 'GET http://127.0.0.1/api/location', data: { url: '/api/location' } }],
      extra: { note: 'typed [email]' },
    });
  });
});
