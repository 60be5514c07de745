import { describe, expect, it } from 'vitest';
import { personalParams } from '../../engine/visit/urlParams';
import { scrubPersonalParams, scrubUrl } from './scrubPersonalParams';

describe('scrubUrl', () => {
  it('removes every personal and intake parameter of the engine’s list, keeping the rest and the fragment', () => {
    const personal = personalParams.map((name) => `${name}=x`).join('&');
    expect(scrubUrl(`https://m10.example/quiz?utm_source=tv&${personal}&gclid=1#step`)).toBe(
      'https://m10.example/quiz?utm_source=tv&gclid=1#step',
    );
    expect(scrubUrl(`/quiz/medicare?${personal}`)).toBe('/quiz/medicare');
  });

  it('finds repeated, upper-case and percent-encoded names', () => {
    expect(scrubUrl('https://a.example/?email=1&EMAIL=2&%65mail=3&Phone=4&x=5')).toBe(
      'https://a.example/?x=5',
    );
  });

  it('leaves an address without them byte for byte, encoding included', () => {
    for (const url of [
      'https://a.example/?q=a%20b&x=%7E',
      'https://a.example/#/step?x=%20',
      'no query',
      '',
    ])
      expect(scrubUrl(url)).toBe(url);
  });

  it('scrubs a query inside the fragment too (hash routers)', () => {
    expect(scrubUrl('https://a.example/?a=1#/step?email=x&b=2')).toBe(
      'https://a.example/?a=1#/step?b=2',
    );
  });
});

describe('scrubPersonalParams', () => {
  it('scrubs named properties, addresses and paths at any depth, and the urlParams map, in place', () => {
    const properties: Record<string, unknown> = {
      href: 'tel:+18885550100?email=a',
      nested: { deeper: [{ page_location: 'https://a.example/?phone=1' }], path: '/x?lastname=L' },
      urlParams: { firstname: 'Ann', utm_medium: 'cpc' },
      text: 'just words? email=a',
    };
    scrubPersonalParams(properties);
    expect(properties).toEqual({
      href: 'tel:+18885550100',
      nested: { deeper: [{ page_location: 'https://a.example/' }], path: '/x' },
      urlParams: { utm_medium: 'cpc' },
      text: 'just words? email=a',
    });
  });
});
