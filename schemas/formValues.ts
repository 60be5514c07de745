import { z } from 'zod';

/** Spec section 3 enumerations. */
export const genders = ['male', 'female', 'non-binary'] as const;
export const creditRatings = ['excellent', 'good', 'average', 'fair', 'poor'] as const;
export const maritalStatuses = ['single', 'married', 'divorced', 'separated', 'widowed', 'domestic partner', 'unknown'] as const;
export const licenseStatuses = ['active', 'expired', 'international', 'learner', 'none', 'other', 'permit', 'probation', 'restricted', 'revoked', 'suspended', 'temporary'] as const;
export const primaryLanguages = ['english', 'spanish'] as const;
export const coverageTypes = ['Medicare Advantage', 'Medicare Supplemental', 'Medicare Part D', 'Other Medicare'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const zipcode = z.string().regex(/^[0-9]{5}$/);
/** Dates reach the mappings normalised to yyyy-MM-dd. */
const isoDate = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
const phone = z.string().regex(/^\([0-9]{3}\) [0-9]{3}-[0-9]{4}$/);

/** The medicare form's values (spec section 3); every answer may be missing or skipped. */
export const medicareFormSchema = z.object({
  zipcode: zipcode.optional(),
  haveMedicare: z.boolean().optional(),
  haveMedicaid: z.boolean().optional(),
  firstName: text(256).optional(),
  lastName: text(256).optional(),
  dob: isoDate.optional(),
  age: z.int().min(0).max(120).optional(),
});

/** One driver of the auto form (driver1..driver3). */
export const autoDriverSchema = z.object({
  firstName: text(256).optional(),
  lastName: text(256).optional(),
  gender: z.enum(genders).optional(),
  maritalStatus: z.enum(maritalStatuses).optional(),
  dob: isoDate.optional(),
  email: z.email().optional(),
  phone: phone.optional(),
  address: text(256).optional(),
  address2: text(256).optional(),
  creditRating: z.enum(creditRatings).optional(),
  sr22: z.boolean().optional(),
  militaryAffiliation: z.boolean().optional(),
  licenseStatus: z.enum(licenseStatuses).optional(),
});

/** One vehicle of the auto form. */
export const autoVehicleSchema = z.object({
  year: z.string().regex(/^[0-9]{4}$/).optional(),
  make: text(50).optional(),
  model: text(50).optional(),
});

/** The auto form's values, drivers and vehicles as lists (at most 3 each, spec section 9). */
export const autoFormSchema = z.object({
  zipcode: zipcode.optional(),
  currentlyInsured: z.boolean().optional(),
  currentCompany: text(256).optional(),
  homeowner: z.boolean().optional(),
  interestedInHomeInsurance: z.boolean().optional(),
  drivers: z.array(autoDriverSchema).max(3).optional(),
  vehicles: z.array(autoVehicleSchema).max(3).optional(),
});

/** The life form's values (spec section 3). */
export const lifeFormSchema = z.object({
  zipcode: zipcode.optional(),
  county: text(256).optional(),
  firstName: text(256).optional(),
  lastName: text(256).optional(),
  email: z.email().optional(),
  phone: phone.optional(),
  address: text(256).optional(),
  address2: text(256).optional(),
  primaryLanguage: z.enum(primaryLanguages).optional(),
  gender: z.enum(genders).optional(),
  dob: isoDate.optional(),
  age: z.int().min(0).max(120).optional(),
  haveCancer: z.boolean().optional(),
  haveDiabetes: z.boolean().optional(),
  haveHeartAttack: z.boolean().optional(),
  haveHighBloodPressure: z.boolean().optional(),
  haveOtherMajorCondition: z.boolean().optional(),
  haveMedicare: z.boolean().optional(),
  haveMedicaid: z.boolean().optional(),
  coverageType: z.enum(coverageTypes).optional(),
  leadidId: text(256).optional(),
  trustedFormCertificateId: text(256).optional(),
  callConsent: z.boolean().optional(),
  smsConsent: z.boolean().optional(),
  emailConsent: z.boolean().optional(),
});

export type MedicareForm = z.infer<typeof medicareFormSchema>;
export type AutoForm = z.infer<typeof autoFormSchema>;
export type AutoDriver = z.infer<typeof autoDriverSchema>;
export type LifeForm = z.infer<typeof lifeFormSchema>;
/** The product lines a provider mapping exists for. */
export type Product = 'medicare' | 'auto' | 'life';
