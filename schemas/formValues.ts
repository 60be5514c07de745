import { z } from 'zod';

import { EMAIL_BODY } from './emailPattern';
import { MAX_AUTO_ENTRIES } from './formFields';
import { insurers } from './insurers';
import { isoDateOfBirth } from './isoDateOfBirth';
import {
  coverageTypes,
  creditRatings,
  genders,
  licenseStatuses,
  maritalStatuses,
  primaryLanguages,
  type Product,
} from './enumerations';

export {
  coverageTypes,
  creditRatings,
  genders,
  licenseStatuses,
  maritalStatuses,
  primaryLanguages,
  type Product,
};

// These schemas also run in the browser (the lease maps answers), under a CSP without
// unsafe-eval: zod must not try to compile them with `new Function`.
z.config({ jitless: true });

const text = (max: number) => z.string().trim().min(1).max(max);
const zipcode = z
  .string()
  .trim()
  .regex(/^[0-9]{5}$/);
const phone = z
  .string()
  .trim()
  .regex(/^\([0-9]{3}\) [0-9]{3}-[0-9]{4}$/);
/** Trimmed, then checked (spec section 5): "ann@example.com " is ann@example.com. */
const email = z
  .string()
  .trim()
  .max(256)
  .regex(new RegExp(`^${EMAIL_BODY}$`));
/** The auto form's current insurer: one of the list, or Other (spec section 5: enumerations in their lists). */
const currentCompany = z
  .string()
  .trim()
  .pipe(z.enum([...insurers, 'Other']));

/**
 * A date of birth given as MM/dd/yyyy, dd/MM/yyyy or yyyy-MM-dd, normalised to yyyy-MM-dd
 * (spec section 5, read by {@link isoDateOfBirth}).
 */
export const dobSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const normalised = isoDateOfBirth(text);
    if (normalised === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Date of birth is not valid.' });
      return z.NEVER;
    }
    return normalised;
  });

/** An age from 0 to 120, also when typed as text ("67"). */
export const ageSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.int().min(0).max(120),
);
const isoDate = dobSchema;

/** The medicare form's values (spec section 3); every answer may be missing or skipped. */
export const medicareFormSchema = z.object({
  zipcode: zipcode.optional(),
  haveMedicare: z.boolean().optional(),
  haveMedicaid: z.boolean().optional(),
  firstName: text(256).optional(),
  lastName: text(256).optional(),
  dob: isoDate.optional(),
  age: ageSchema.optional(),
});

/** One driver of the auto form (driver1..driver3). */
const autoDriverSchema = z.object({
  firstName: text(256).optional(),
  lastName: text(256).optional(),
  gender: z.enum(genders).optional(),
  maritalStatus: z.enum(maritalStatuses).optional(),
  dob: isoDate.optional(),
  /** The date of birth in parts, when a funnel asks it so; joined into `dob`. */
  dobDay: z
    .string()
    .trim()
    .regex(/^(0?[1-9]|[12][0-9]|3[01])$/)
    .optional(),
  dobMonth: z
    .string()
    .trim()
    .regex(/^(0?[1-9]|1[0-2])$/)
    .optional(),
  dobYear: z
    .string()
    .trim()
    .regex(/^(19|20)[0-9]{2}$/)
    .optional(),
  email: email.optional(),
  phone: phone.optional(),
  address: text(256).optional(),
  address2: text(256).optional(),
  creditRating: z.enum(creditRatings).optional(),
  sr22: z.boolean().optional(),
  militaryAffiliation: z.boolean().optional(),
  licenseStatus: z.enum(licenseStatuses).optional(),
});

/** One vehicle of the auto form. */
const autoVehicleSchema = z.object({
  year: z
    .string()
    .regex(/^[0-9]{4}$/)
    .optional(),
  make: text(50).optional(),
  model: text(50).optional(),
});

/** The auto form's values, drivers and vehicles as lists (at most 3 each, spec section 9). */
export const autoFormSchema = z.object({
  zipcode: zipcode.optional(),
  currentlyInsured: z.boolean().optional(),
  currentCompany: currentCompany.optional(),
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
  email: email.optional(),
  phone: phone.optional(),
  address: text(256).optional(),
  address2: text(256).optional(),
  primaryLanguage: z.enum(primaryLanguages).optional(),
  gender: z.enum(genders).optional(),
  dob: isoDate.optional(),
  age: ageSchema.optional(),
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

type Shape = Record<string, z.ZodType>;

/**
 * Lenient parsing (spec section 5): an answer that breaks its rule becomes undefined instead of
 * failing the whole form, and a consent flag left unanswered or invalid counts as given.
 *
 * @example parseLeniently(medicareFormSchema, { zipcode: '123', age: '67' }) // { age: 67 }
 */
export function parseLeniently<S extends Shape>(
  schema: z.ZodObject<S>,
  values: unknown,
): z.infer<z.ZodObject<S>> {
  const input =
    typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const output: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const result = field.safeParse(input[name]);
    if (result.success && result.data !== undefined) output[name] = result.data;
    else if (CONSENTS.has(name)) output[name] = true;
  }
  return output as z.infer<z.ZodObject<S>>;
}

const CONSENTS = new Set(['callConsent', 'smsConsent', 'emailConsent']);

export type MedicareForm = z.infer<typeof medicareFormSchema>;
export type AutoForm = z.infer<typeof autoFormSchema>;
type AutoDriver = z.infer<typeof autoDriverSchema>;
export type LifeForm = z.infer<typeof lifeFormSchema>;

/** A driver's date of birth from its parts, when only the parts were asked (and they make a real date). */
function joinDob(driver: AutoDriver): AutoDriver {
  const { dobDay, dobMonth, dobYear, ...rest } = driver;
  if (rest.dob !== undefined || !dobDay || !dobMonth || !dobYear) return driver;
  const dob = dobSchema.safeParse(
    `${dobYear}-${dobMonth.padStart(2, '0')}-${dobDay.padStart(2, '0')}`,
  );
  return dob.success ? { ...rest, dob: dob.data } : rest;
}

const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** Gathers flat numbered answers (`driver2Gender`) into lenient-parsed entries, dropping empty ones. */
function entriesOf<S extends Shape>(
  answers: Record<string, unknown>,
  prefix: string,
  suffixes: readonly string[],
  schema: z.ZodObject<S>,
) {
  const entries: z.infer<z.ZodObject<S>>[] = [];
  for (let n = 1; n <= MAX_AUTO_ENTRIES; n += 1) {
    const raw = Object.fromEntries(
      suffixes.map((suffix) => [lowerFirst(suffix), answers[`${prefix}${n}${suffix}`]]),
    );
    const parsed = parseLeniently(schema, raw);
    if (Object.keys(parsed).length > 0) entries.push(parsed);
  }
  return entries;
}

/**
 * A funnel's answers as its product's form values (spec section 3), parsed leniently: auto's
 * flat driver and vehicle answers become lists, invalid answers are dropped one by one.
 *
 * @example toFormValues('auto', { zipcode: '90210', driver1FirstName: 'Ann' }) // { zipcode: '90210', drivers: [{ firstName: 'Ann' }] }
 */
export function toFormValues(product: 'medicare', answers: Record<string, unknown>): MedicareForm;
export function toFormValues(product: 'auto', answers: Record<string, unknown>): AutoForm;
export function toFormValues(product: 'life', answers: Record<string, unknown>): LifeForm;
export function toFormValues(
  product: Product,
  answers: Record<string, unknown>,
): MedicareForm | AutoForm | LifeForm;
export function toFormValues(
  product: Product,
  answers: Record<string, unknown>,
): MedicareForm | AutoForm | LifeForm {
  if (product === 'medicare') return parseLeniently(medicareFormSchema, answers);
  if (product === 'life') return parseLeniently(lifeFormSchema, answers);
  const { drivers: _drivers, vehicles: _vehicles, ...topLevel } = autoFormSchema.shape;
  const form: AutoForm = parseLeniently(z.object(topLevel), answers);
  const drivers = entriesOf(
    answers,
    'driver',
    Object.keys(autoDriverSchema.shape).map((key) => key[0]!.toUpperCase() + key.slice(1)),
    autoDriverSchema,
  ).map(joinDob);
  const vehicles = entriesOf(answers, 'vehicle', ['Year', 'Make', 'Model'], autoVehicleSchema);
  return {
    ...form,
    ...(drivers.length > 0 && { drivers }),
    ...(vehicles.length > 0 && { vehicles }),
  };
}
