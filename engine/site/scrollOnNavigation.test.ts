import { describe, expect, it } from 'vitest';
import { scrollOnNavigation } from './scrollOnNavigation';

const tos = { path: '/tos', scrollToTop: true };
const optedOut = { path: '/plan-data-test', scrollToTop: false };

describe('scroll on navigation (spec section 2)', () => {
  it('another page opens at its top', () => {
    expect(scrollOnNavigation(tos, '/tos', '/quiz/otc', '')).toBe(true);
  });

  it('unless its route metadata turns that off (scrollToTop: false): the scroll position stays', () => {
    expect(scrollOnNavigation(optedOut, '/plan-data-test', '/quiz/otc', '')).toBe(false);
  });

  it('a hash target is scrolled to, on an opted-out page too', () => {
    expect(scrollOnNavigation(optedOut, '/plan-data-test', '/quiz/otc', 'contact')).toBe(true);
    expect(scrollOnNavigation(tos, '/tos', '/tos', 'contact')).toBe(true);
  });

  it('a step change within the page does not scroll (the funnel does)', () => {
    expect(
      scrollOnNavigation(
        { path: '/quiz/otc', scrollToTop: true },
        '/quiz/otc/medicare',
        '/quiz/otc',
        '',
      ),
    ).toBe(false);
  });

  it('a path of no page (the not-found page) opens at the top', () => {
    expect(scrollOnNavigation(undefined, '/nope', '/tos', '')).toBe(true);
  });
});
