/** The brand served when nothing else is known (DESIGN.md: `BRAND`, default m10). */
export const defaultBrand = {
  id: 'm10',
  name: 'Medicare 10',
  /** Shown when no number was leased, or the lease expired. */
  defaultPhone: '18005550100',
} as const;
