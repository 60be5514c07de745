import type { AdMarketplace } from './provider';

/** How long a sandbox bid token lives. */
const TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/**
 * A local marketplace with documented, deterministic answers (README, "Sandbox marketplace"):
 * - demand check: a ZIP code ending in 0–4 bids 4.5 (a low bid), 5–9 bids 22 (a high bid);
 *   ZIP 99999 answers no bid (null).
 * - phone lease: 1-888-555 plus the ZIP code's last four digits, for the lease time asked.
 * - bid token: `sandbox-<zip>-<time>`, valid for five minutes.
 */
export function createSandboxMarketplace(now: () => number = Date.now): AdMarketplace {
  return {
    name: 'sandbox',
    demandCheck: ({ data }) => {
      const last = Number(data.zip.at(-1));
      const ev = data.zip === '99999' ? null : last <= 4 ? 4.5 : 22;
      const raw = { sandbox: true, request_id: `sandbox-${data.zip}`, ctc: { ev, zip: data.zip, state: data.state ?? null } };
      return Promise.resolve({ parsed: { ctc: { ev } }, raw });
    },
    getPhone: (request) => {
      const zip = typeof request.data.zip === 'string' && /^[0-9]{5}$/.test(request.data.zip) ? request.data.zip : '00100';
      return Promise.resolve({ phone: `1888555${zip.slice(1)}`, expiresAt: new Date(now() + request.phone_num_lease_time * 1000).toISOString() });
    },
    bidToken: (request) =>
      Promise.resolve({ token: `sandbox-${request.zip ?? 'nozip'}-${now()}`, expiresAt: new Date(now() + TOKEN_LIFETIME_MS).toISOString() }),
  };
}
