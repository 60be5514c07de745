import type { AdMarketplace } from './provider';

/** How long a sandbox bid token lives. */
const TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/**
 * A local marketplace with documented, deterministic answers (docs/funnels.md, "Sandbox marketplace"):
 * - demand check: a ZIP code ending in 0–4 bids 4.5 (a low bid), 5–9 bids 22 (a high bid);
 *   ZIP 99999 answers no bid (null).
 * - phone lease: 1-888-555 plus the ZIP code's last four digits, for the lease time asked.
 * - bid token: `sandbox-<zip>-<time>`, valid for five minutes.
 * - ads: `listing` answers shape A with three carriers bidding 12, 8 and 4.5 (the first above
 *   and the last below 10); `call` answers shape B with one call and one click ad (`ref`: the
 *   number to call, or the click URL), or `status: "ERROR"` for ZIP 99999. Every ad carries an
 *   impression pixel under https://example.com/impression/.
 */
export function createSandboxMarketplace(
  now: () => number = Date.now,
): AdMarketplace & { readonly leasesSpent: () => number } {
  let leases = 0;
  return {
    name: 'sandbox',
    /** How many phone numbers it has leased (tests check a refused lead spent none). */
    leasesSpent: () => leases,
    demandCheck: ({ data }) => {
      const last = Number(data.zip.at(-1));
      const ev = data.zip === '99999' ? null : last <= 4 ? 4.5 : 22;
      const raw = {
        sandbox: true,
        request_id: `sandbox-${data.zip}`,
        ctc: { ev, zip: data.zip, state: data.state ?? null },
      };
      return Promise.resolve({ parsed: { ctc: { ev } }, raw });
    },
    getPhone: (request) => {
      leases += 1;
      const zip =
        typeof request.data.zip === 'string' && /^[0-9]{5}$/.test(request.data.zip)
          ? request.data.zip
          : '00100';
      return Promise.resolve({
        phone: `1888555${zip.slice(1)}`,
        expiresAt: new Date(now() + request.phone_num_lease_time * 1000).toISOString(),
      });
    },
    ads: (request) => {
      if (request.format === 'listing') {
        const carriers = [
          ['Sandbox Health', 12],
          ['Example Mutual', 8],
          ['Demo Life', 4.5],
        ] as const;
        const ads = carriers.map(([carrier, bid], index) => ({
          carrier,
          bid,
          headline: `${carrier}: plans in ${request.zip}`,
          description: 'Compare plans and benefits available in your area.',
          display_url: 'example.com',
          impr_html: `<img src="https://example.com/impression/sandbox-ad-${index + 1}?zip=${request.zip}" width="1" height="1" alt="">`,
          ad_id: `sandbox-ad-${index + 1}`,
          click_url: `https://example.com/click/${index + 1}`,
          call_url: `tel:+1888555${request.zip.slice(1)}`,
          image_url: '',
          large_image_url: '',
        }));
        return Promise.resolve({
          ads,
          num_ads: ads.length,
          request_id: `sandbox-${request.zip}`,
          time: now(),
        });
      }
      if (request.zip === '99999')
        return Promise.resolve({
          status: 'ERROR' as const,
          errors: ['No ads for this ZIP code.'],
          ads: [],
        });
      return Promise.resolve({
        status: 'SUCCESS' as const,
        errors: [],
        ads: [
          {
            type: 'call' as const,
            logo_url: '',
            ref: `1888555${request.zip.slice(1)}`,
            pixel: `https://example.com/impression/sandbox-call-${request.zip}`,
            price: 22,
            backfill_pixel: '',
          },
          {
            type: 'click' as const,
            logo_url: '',
            ref: `https://example.com/offer/${request.zip}`,
            pixel: `https://example.com/impression/sandbox-click-${request.zip}`,
            price: 4.5,
            backfill_pixel: '',
          },
        ],
      });
    },
    bidToken: (request) =>
      Promise.resolve({
        token: `sandbox-${request.zip ?? 'nozip'}-${now()}`,
        expirationDate: new Date(now() + TOKEN_LIFETIME_MS).toISOString(),
      }),
  };
}
