import { describe, expect, it } from 'vitest';
import { findPage } from '../../engine/site/matchPage';
import { validationFailed } from '../../engine/site/siteError';
import { passesValidation } from '../../engine/site/validationRules';
import { loadCampaigns } from './loadCampaigns';

// Every route spec section 2 spells out, as written there (variants in parentheses expanded).
const fixed = [
  '/',
  '/dark-mode-test',
  '/reviews',
  '/reviews/aetna',
  '/reviews/cigna',
  '/reviews/humana',
  '/reviews/wellcare',
  '/reviews/unitedhealthcare',
];
const campaigns = `
ads ads-es tos privacy clicks clicks-auto carriers
chat-ad chat-ad-es chat-ad-f3z chat-ad-csnp chat-ad-comms chat-ad-dental chat-ad-giveback
ac-v1 ac-v1-lp
grocery grocery-preview grocery-allowance-r2 grocery-allowance-r2-quiz grocery-allowance-now
quiz/otc quiz/auto quiz/grocery quiz/medicare quiz/medicare-es medicare-quiz
save-auto secret-auto call-auto compare-auto compare-auto-new compare-auto-clicks compare-save
get-offers get-offers-xyq get-quotes-p4t your-quote-p4t
get-yours-otc get-yours-ss1 get-yours-x4c get-yours-x4d get-yours-x4z get-yours-x5g get-yours-x5c-es get-yours-csnp get-yours-dental
go-4-life go-4-health go-4-benefits go-4-life-es go-4-health-es go-4-benefits-es
otc-savings otc-allowance otc-allowance-now otc-allowance-preview csnp-allowance csnp-allowance-now dental-vision dental-vision-preview dental-allowance-24 dental-allowance-24-es
plan-disruptions plan-disruptions-preview search-4-auto search-4-benefits search-plans-h3d search-plans-kqz search-plans-quiz
shop-4-dsnp-flx shop-4-dsnp-otc shop-4-dsnp-otc-r2 shop-4-dsnp-otc-2024 shop-4-ma-otc my-otc-benefits my-otc-benefits-2 my-otc-benefits-g3r
additional-benefits-otc additional-benefits-buyback additional-benefits-grocery additional-benefits-allowance
additional-benefits-otc-es additional-benefits-buyback-es additional-benefits-grocery-es additional-benefits-allowance-es
additional-benefits-otc-2024 additional-benefits-buyback-2024 additional-benefits-grocery-2024 additional-benefits-allowance-2024
additional-benefits-otc-g5k additional-benefits-buyback-g5k additional-benefits-grocery-g5k additional-benefits-allowance-g5k
additional-social-security-call-now
medicare-premium-reduction-listing-r2 medicare-premium-reduction-simple-2096 medicare-premium-reduction-listing-2096-card
benefits-otc-flex benefits-otc-flex-quiz benefits-csnp-allowance
dropping-insurance dropping-insurance-fl zero-zero-dental-coverage low-as-zero-dental-premiums
senior-deals senior-benefit-catalog new-senior-benefits unlock-hidden-benefits buyback-ad buyback-ad-2 general-medicare location-plans
auto-insurance-skyrockets cheapest-car-insurance cheap-rates-m4s cheaper-quotes-z3d
get-your-auto-age get-your-auto-cx4 get-your-auto-n2i get-your-auto-q0z get-your-auto-r2d get-your-auto-z8r get-your-auto-state explore-top-rated-insurers medi-plan-news-i8z
plan-data-test fe-1421 fe-2650 fe-2650c fe-5891 fe-6993 fe-6994 fe-9988
`
  .trim()
  .split(/\s+/)
  .map((name) => `/${name}`);
// Families the spec writes with a wildcard: at least three pages each.
const families = ['/compare-rates-', '/cheap-auto-', '/fe-', '/reviews/'];

describe('the campaign table covers spec section 2', () => {
  const { table } = loadCampaigns();
  const routed = new Set([
    ...table.pages.map((page) => page.path),
    ...Object.keys(table.site.routeRules),
  ]);

  it.each([...fixed, ...campaigns])('%s is a page (or a route rule)', (path) => {
    expect(routed.has(path)).toBe(true);
  });

  it.each(families)('the %s* family has at least three pages', (prefix) => {
    expect(
      table.pages.filter((page) => page.path.startsWith(prefix)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has Spanish pages for every -es name, in Spanish', () => {
    const spanish = table.pages.filter((page) => page.path.endsWith('-es'));
    expect(spanish.length).toBeGreaterThan(10);
    expect(spanish.filter((page) => page.language !== 'spanish').map((page) => page.path)).toEqual(
      [],
    );
  });
});

describe('the reviews route /reviews/:slug(.*)* (spec section 2)', () => {
  const { table, payloads } = loadCampaigns();
  const carriers = ['aetna', 'cigna', 'humana', 'wellcare', 'unitedhealthcare'];

  it('/reviews is an index listing every carrier review', () => {
    const listed = (payloads.get('/reviews')?.directory ?? []).map((entry) => entry.path);
    expect(listed).toEqual(
      expect.arrayContaining(carriers.map((carrier) => `/reviews/${carrier}`)),
    );
    expect(listed.every((path) => path.startsWith('/reviews/'))).toBe(true);
  });

  it('serves every brand that has a review, so each brand finds its reviews there', () => {
    const index = table.pages.find((page) => page.path === '/reviews');
    const withReviews = new Set(
      table.pages
        .filter((page) => page.path.startsWith('/reviews/'))
        .flatMap((page) => page.brands),
    );
    expect([...withReviews].filter((brand) => !index?.brands.includes(brand))).toEqual([]);
  });

  it('an unknown slug is a fatal 404 with the message "Page Not Found: {fullPath}"', () => {
    const match = findPage(table.pages, 'm10', '/reviews/no-such-carrier');
    expect(match?.page.path).toBe('/reviews');
    expect(
      passesValidation(match?.page.validate, { step: match?.step, search: new URLSearchParams() }),
    ).toBe(false);
    expect(validationFailed('/reviews/no-such-carrier')).toMatchObject({
      statusCode: 404,
      fatal: true,
      message: 'Page Not Found: /reviews/no-such-carrier',
    });
  });

  it('a carrier slug opens its review', () => {
    for (const carrier of carriers)
      expect(findPage(table.pages, 'm10', `/reviews/${carrier}`)).toMatchObject({
        page: { path: `/reviews/${carrier}` },
        step: undefined,
      });
  });
});
