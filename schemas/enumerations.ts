// Spec section 3 enumerations, without zod: the field library (shipped to the browser) reads
// them, and the form-value schemas (zod) build on them.

export const genders = ['male', 'female', 'non-binary'] as const;
export const creditRatings = ['excellent', 'good', 'average', 'fair', 'poor'] as const;
export const maritalStatuses = [
  'single',
  'married',
  'divorced',
  'separated',
  'widowed',
  'domestic partner',
  'unknown',
] as const;
export const licenseStatuses = [
  'active',
  'expired',
  'international',
  'learner',
  'none',
  'other',
  'permit',
  'probation',
  'restricted',
  'revoked',
  'suspended',
  'temporary',
] as const;
export const primaryLanguages = ['english', 'spanish'] as const;
export const coverageTypes = [
  'Medicare Advantage',
  'Medicare Supplemental',
  'Medicare Part D',
  'Other Medicare',
] as const;

/** The product lines a provider mapping exists for. */
export type Product = 'medicare' | 'auto' | 'life';
