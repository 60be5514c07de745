import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandsFileSchema } from '../../schemas/brand';
import type { PageRoute } from '../../schemas/siteTable';
import { brandForHost, knownBrandForHost } from './brandForHost';
import { findPage, normalisePath, stepInPath } from './matchPage';
import { headFor } from './pageHead';
import { isNavigationAllowed, redirectFor } from './routeRules';
import {
  createSiteError,
  isCrawler,
  normaliseError,
  pageNotFound,
  unknownMiddleware,
  validationFailed,
} from './siteError';
import { passesValidation } from './validationRules';

const brands = brandsFileSchema.parse(JSON.parse(readFileSync('campaigns/brands.json', 'utf8')));
const page = (path: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  name: path.slice(1) || 'index',
  path,
  brands: ['m10', 'bh'],
  language: 'english',
  scrollToTop: true,
  middleware: [],
  template: 'quiz',
  product: 'otc',
  indexable: true,
  title: 'T',
  description: 'D',
  ...extra,
});
const pages = [
  page('/'),
  page('/get-yours-otc', { form: 'otc' }),
  page('/reviews/aetna', { form: 'medicare' }),
  page('/tos', { brands: ['wc'] }),
];

describe('brandForHost', () => {
  it('finds a configured host, then <id>.localhost, then the fallback', () => {
    expect(brandForHost(brands, 'www.medicare10.com', 'bh').id).toBe('m10');
    expect(brandForHost(brands, 'BH.localhost:3000', 'm10').id).toBe('bh');
    expect(brandForHost(brands, 'tqg.localhost', 'm10').id).toBe('tqg');
    expect(brandForHost(brands, 'nobody.localhost', 'wc').id).toBe('wc');
    expect(brandForHost(brands, '127.0.0.1:3000', 'm10').id).toBe('m10');
    expect(brandForHost(brands, undefined, 'unknown').id).toBe(brands[0]!.id);
  });

  it('names no brand for an unknown host, nor for <id>.localhost where preview hosts are off (production)', () => {
    expect(knownBrandForHost(brands, 'www.medicare10.com.', { previewHosts: false })?.id).toBe(
      'm10',
    );
    expect(knownBrandForHost(brands, 'bh.localhost:3000', { previewHosts: false })).toBeUndefined();
    expect(knownBrandForHost(brands, 'bh.localhost:3000', { previewHosts: true })?.id).toBe('bh');
    expect(knownBrandForHost(brands, '203.0.113.9', { previewHosts: true })).toBeUndefined();
    expect(knownBrandForHost(brands, undefined, { previewHosts: true })).toBeUndefined();
  });
});

describe('findPage', () => {
  it('matches case-insensitively, with or without a trailing slash', () => {
    expect(findPage(pages, 'm10', '/Get-Yours-OTC/')?.page.path).toBe('/get-yours-otc');
    expect(normalisePath('//Reviews//Aetna/')).toBe('/reviews/aetna');
  });
  it('takes the last segment as the step when the whole path is no page', () => {
    expect(findPage(pages, 'm10', '/get-yours-otc/ZIP')).toMatchObject({
      page: { path: '/get-yours-otc' },
      step: 'zip',
    });
    expect(findPage(pages, 'm10', '/reviews/aetna/zip')).toMatchObject({
      page: { path: '/reviews/aetna' },
      step: 'zip',
    });
    expect(findPage(pages, 'm10', '/reviews/aetna')).toMatchObject({ step: undefined });
  });
  it('finds no page of another brand, and nothing for an unknown path', () => {
    expect(findPage(pages, 'm10', '/tos')).toBeUndefined();
    expect(findPage(pages, 'wc', '/tos')?.page.path).toBe('/tos');
    expect(findPage(pages, 'm10', '/nope')).toBeUndefined();
    expect(findPage(pages, 'm10', '/get-yours-otc/zip/extra')).toBeUndefined();
    expect(findPage(pages, 'm10', '/')?.page.path).toBe('/');
  });
});

describe('route rules and external navigation', () => {
  const rules = {
    '/medicare-quiz': { redirect: '/quiz/medicare', statusCode: 301 as const },
    '/old/**': { redirect: '/', statusCode: 302 as const },
    '/gov': { redirect: 'https://www.medicare.gov/', statusCode: 302 as const },
  };
  it('redirects a path in any case, keeping the query on internal redirects', () => {
    expect(redirectFor(rules, '/Medicare-Quiz/', '?utm_campaign=x')).toEqual({
      location: '/quiz/medicare?utm_campaign=x',
      statusCode: 301,
      external: false,
    });
    expect(redirectFor(rules, '/old/a/b')).toEqual({
      location: '/',
      statusCode: 302,
      external: false,
    });
    expect(redirectFor(rules, '/gov', '?a=1')).toEqual({
      location: 'https://www.medicare.gov/',
      statusCode: 302,
      external: true,
    });
    expect(redirectFor(rules, '/medicare-quiz-2')).toBeUndefined();
  });
  it('allows same origin, tel: and listed hosts only', () => {
    const origin = 'https://medicare10.com';
    expect(isNavigationAllowed('/tos', origin, [])).toBe(true);
    expect(isNavigationAllowed('tel:+18005550100', origin, [])).toBe(true);
    expect(isNavigationAllowed('https://www.medicare.gov/x', origin, ['www.medicare.gov'])).toBe(
      true,
    );
    expect(isNavigationAllowed('https://example.com/outside', origin, ['www.medicare.gov'])).toBe(
      false,
    );
    expect(isNavigationAllowed('javascript:alert(1)', origin, [])).toBe(false);
  });
});

describe('site errors (spec section 8)', () => {
  it('normalises to message, statusCode, statusMessage, data, fatal, unhandled', () => {
    expect(pageNotFound('/nope?a=1')).toEqual({
      message: 'Page not found: /nope?a=1',
      statusCode: 404,
      statusMessage: 'Not Found',
      fatal: false,
      unhandled: false,
    });
    expect(validationFailed('/tos/x')).toMatchObject({
      message: 'Page Not Found: /tos/x',
      statusCode: 404,
      fatal: true,
    });
    expect(unknownMiddleware('teleport').message).toBe("Unknown route middleware: 'teleport'");
    expect(normaliseError(new Error('boom'))).toMatchObject({
      message: 'boom',
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      fatal: true,
      unhandled: true,
    });
    expect(
      normaliseError(
        Object.assign(new Error('x'), {
          cause: createSiteError({ message: 'gone', statusCode: 410 }),
        }),
      ),
    ).toMatchObject({ message: 'gone', statusCode: 410 });
    expect(normaliseError({ data: pageNotFound('/a') }).statusCode).toBe(404);
  });
  it('knows crawler-like user agents', () => {
    for (const agent of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'Google-InspectionTool',
    ])
      expect(isCrawler(agent)).toBe(true);
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});

describe('validation rules and the head', () => {
  it('noStep refuses a step; zipCodeQuery refuses a malformed zip_code', () => {
    expect(passesValidation('noStep', { step: undefined, search: new URLSearchParams() })).toBe(
      true,
    );
    expect(passesValidation('noStep', { step: 'zip', search: new URLSearchParams() })).toBe(false);
    expect(
      passesValidation('zipCodeQuery', {
        step: undefined,
        search: new URLSearchParams('zip_code=1234'),
      }),
    ).toBe(false);
    expect(
      passesValidation('zipCodeQuery', {
        step: undefined,
        search: new URLSearchParams('zip_code=12345'),
      }),
    ).toBe(true);
    expect(passesValidation(undefined, { step: 'x', search: new URLSearchParams() })).toBe(true);
    expect(
      passesValidation('unknownRule', { step: undefined, search: new URLSearchParams() }),
    ).toBe(false);
  });
  it('writes the brand suffix, the canonical URL on the brand host, lang and noindex', () => {
    const m10 = brands.find((brand) => brand.id === 'm10')!;
    expect(
      headFor(
        { title: 'OTC', description: 'D', path: '/x', language: 'spanish', indexable: true },
        m10,
        { origin: 'http://localhost', preview: false },
      ),
    ).toEqual({
      title: 'OTC | Medicare 10',
      description: 'D',
      canonical: 'https://medicare10.com/x',
      lang: 'es',
      noindex: false,
      favicon: '/favicons/m10.svg',
    });
    expect(
      headFor(
        { title: 'T', description: 'D', path: '/x', language: 'english', indexable: true },
        m10,
        { origin: 'x', preview: true },
      ).noindex,
    ).toBe(true);
    expect(
      headFor(
        { title: 'T', description: 'D', path: '/x', language: 'english', indexable: false },
        m10,
        { origin: 'x', preview: false },
      ).noindex,
    ).toBe(true);
  });
});

describe('stepInPath', () => {
  it('reads the step a path names on a page, as findPage does (case, slashes), and nothing for another page', () => {
    expect(stepInPath('/Quiz/Medicare/ZIP/', '/quiz/medicare')).toBe('zip');
    expect(stepInPath('/quiz/medicare', '/quiz/medicare')).toBeUndefined();
    expect(stepInPath('/quiz/medicare/', '/quiz/medicare')).toBeUndefined();
    expect(stepInPath('/quiz/medicare-es/zip', '/quiz/medicare')).toBeNull();
    expect(stepInPath('/privacy', '/quiz/medicare')).toBeNull();
    expect(stepInPath('/quiz/medicare/zip/more', '/quiz/medicare')).toBeNull();
    expect(stepInPath('/zip', '/')).toBe('zip');
    expect(stepInPath('/', '/')).toBeUndefined();
  });
});
