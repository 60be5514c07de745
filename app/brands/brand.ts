/** The brand served when nothing else is known (DESIGN.md: `BRAND`, default m10). */
export const defaultBrand = {
  id: 'm10',
  name: 'Medicare 10',
  /** Shown when no number was leased, or the lease expired. */
  defaultPhone: '18005550100',
  /** The marketplace placement of the brand's calls; all zeros means none (no lease is asked). */
  placementId: 'm10-quiz-call',
  /** sub_1 when the URL carries no affiliate id (`afid`). */
  defaultAffiliateId: 'm10-direct',
  /** Hashed into the lease's second `source` entry. */
  publisherId: 'm10-publisher',
} as const;
