import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoFormSchema,
  coverageTypes,
  creditRatings,
  genders,
  licenseStatuses,
  lifeFormSchema,
  maritalStatuses,
  medicareFormSchema,
  primaryLanguages,
  type AutoForm,
  type LifeForm,
} from '../../schemas/formValues';
import { insurers } from '../../schemas/insurers';
import { mapAuto } from './mapAuto';
import { mapLife } from './mapLife';
import { mapMedicare } from './mapMedicare';
import { productForBrand } from './productForBrand';
import { mapSecondAutoProvider } from './mapSecondAutoProvider';
import { toProviderValues } from './toProviderValues';

// 2027-01-01 05:00 UTC is still 2026 in Los Angeles.
const now = new Date('2027-01-01T05:00:00Z');

const fullAuto: AutoForm = {
  zipcode: '30301',
  currentlyInsured: true,
  currentCompany: 'State Farm',
  homeowner: false,
  interestedInHomeInsurance: true,
  drivers: [
    {
      firstName: 'Ann',
      lastName: 'Lee',
      gender: 'female',
      maritalStatus: 'married',
      dob: '1980-02-03',
      email: 'ann@example.com',
      phone: '(404) 555-0101',
      address: '1 Main St',
      address2: 'Apt 2',
      creditRating: 'good',
      sr22: false,
      militaryAffiliation: true,
      licenseStatus: 'active',
    },
    {
      firstName: 'Bo',
      lastName: 'Lee',
      gender: 'male',
      maritalStatus: 'single',
      dob: '1982-05-06',
      creditRating: 'fair',
      sr22: true,
      licenseStatus: 'permit',
    },
    {
      firstName: 'Cy',
      lastName: 'Lee',
      gender: 'non-binary',
      maritalStatus: 'domestic partner',
      dob: '2004-07-08',
      creditRating: 'poor',
      sr22: false,
      licenseStatus: 'learner',
    },
  ],
  vehicles: [
    { year: '2018', make: 'Toyota', model: 'Camry' },
    { year: '2020', make: 'Honda', model: 'Civic' },
    { year: '2015', make: 'Ford', model: 'F-150' },
  ],
};

const fullLife: LifeForm = {
  zipcode: '73301',
  county: 'Travis',
  firstName: 'Maria',
  lastName: 'Garcia',
  email: 'maria@example.com',
  phone: '(512) 555-0199',
  address: '5 Oak Ave',
  address2: 'Unit 9',
  primaryLanguage: 'spanish',
  gender: 'female',
  dob: '1950-09-10',
  haveCancer: false,
  haveDiabetes: true,
  haveHeartAttack: false,
  haveHighBloodPressure: true,
  haveOtherMajorCondition: false,
  haveMedicare: true,
  haveMedicaid: false,
  coverageType: 'Medicare Supplemental',
  leadidId: 'LEAD-123',
  trustedFormCertificateId: 'https://cert.example/abc',
  smsConsent: false,
};

describe('productForBrand', () => {
  it.each([
    ['wc', 'life'],
    ['tqg', 'auto'],
    ['ps', 'auto'],
    ['m10', 'medicare'],
    ['bh', 'medicare'],
    ['unknown', 'medicare'],
  ])('%s → %s', (brand, product) => {
    expect(productForBrand(brand)).toBe(product);
  });
});

describe('medicare mapping', () => {
  it('derives birth_date from the age as January 1, the year taken in Los Angeles', () => {
    expect(mapMedicare({ age: 70 }, now)).toEqual({ zip: 'auto', birth_date: '1956-01-01' });
  });

  it.each([
    ['zip', { zipcode: '90210' }, '90210'],
    ['currently_insured', { haveMedicare: true }, 1],
    ['receives_medicaid', { haveMedicaid: false }, 0],
    ['contact', { firstName: ' Maria ', lastName: 'Garcia' }, 'Maria Garcia'],
    ['birth_date', { dob: '1955-04-12', age: 30 }, '1955-04-12'],
  ])('%s', (key, values, expected) => {
    expect(mapMedicare(values, now)[key]).toEqual(expected);
  });
});

describe('auto mapping', () => {
  const mapped = mapAuto(fullAuto);
  it.each([
    ['contact', 'Ann Lee'],
    ['email', 'ann@example.com'],
    ['phone', '(404) 555-0101'],
    ['address', '1 Main St'],
    ['address2', 'Apt 2'],
    ['zip', '30301'],
    ['home_ownership', 0],
    ['interested_in_home_insurance', 1],
    ['currently_insured', 1],
    ['current_company', 'State Farm'],
    ['military_affiliation', 1],
  ])('%s', (key, expected) => {
    expect(mapped[key]).toEqual(expected);
  });

  it('maps every vehicle and every driver', () => {
    expect(mapped.vehicles).toEqual([
      { year: '2018', make: 'Toyota', model: 'Camry' },
      { year: '2020', make: 'Honda', model: 'Civic' },
      { year: '2015', make: 'Ford', model: 'F-150' },
    ]);
    expect(mapped.drivers).toEqual([
      {
        driver: 1,
        gender: 'F',
        marital_status: 'married',
        birth_date: '1980-02-03',
        credit_rating: 'good',
        sr_22: 0,
        license_status: 'active',
      },
      {
        driver: 2,
        gender: 'M',
        marital_status: 'single',
        birth_date: '1982-05-06',
        credit_rating: 'fair',
        sr_22: 1,
        license_status: 'permit',
      },
      {
        driver: 3,
        gender: 'X',
        marital_status: 'domestic partner',
        birth_date: '2004-07-08',
        credit_rating: 'poor',
        sr_22: 0,
        license_status: 'learner',
      },
    ]);
  });

  it('sends at most 3 drivers and 3 vehicles', () => {
    const more = {
      ...fullAuto,
      drivers: [...fullAuto.drivers!, { firstName: 'Di' }],
      vehicles: [...fullAuto.vehicles!, { year: '2001' }],
    };
    const result = mapAuto(more);
    expect(result.drivers).toHaveLength(3);
    expect(result.vehicles).toHaveLength(3);
  });
});

describe('life mapping', () => {
  const mapped = mapLife(fullLife, now);
  it.each([
    ['zip', '73301'],
    ['county', 'Travis'],
    ['contact', 'Maria Garcia'],
    ['email', 'maria@example.com'],
    ['phone', '(512) 555-0199'],
    ['address', '5 Oak Ave'],
    ['address_2', 'Unit 9'],
    ['primary_language', 'spanish'],
    ['gender', 'F'],
    ['birth_date', '1950-09-10'],
    ['major_condition_cancer', 0],
    ['major_condition_diabetes', 1],
    ['major_condition_heart_attack', 0],
    ['major_condition_high_blood_pressure', 1],
    ['major_condition_other', 0],
    ['currently_insured', 1],
    ['receives_medicaid', 0],
    ['coverage_type', 'Medicare Supplemental'],
    ['leadid_id', 'LEAD-123'],
    ['trusted_form_certificate_id', 'https://cert.example/abc'],
  ])('%s', (key, expected) => {
    expect(mapped[key]).toEqual(expected);
  });

  it('consents default to 1 unless answered no', () => {
    expect(mapped.tcpa).toEqual({ call_consent: 1, sms_consent: 0, email_consent: 1 });
    expect(mapLife({}, now)).toEqual({
      tcpa: { call_consent: 1, sms_consent: 1, email_consent: 1 },
    });
  });
});

describe('second auto provider', () => {
  it('maps the auto form', () => {
    const mapped = mapSecondAutoProvider('auto', fullAuto);
    expect(mapped.zip).toBe('30301');
    expect(mapped.coverage).toEqual({ has_coverage: 'yes', former_insurer: 'state farm' });
    expect(mapped.vehicles).toEqual(mapAuto(fullAuto).vehicles);
    expect((mapped.drivers as unknown[])[0]).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      dob: '1980-02-03',
      address: '1 Main St',
      primary_phone: '4045550101',
      gender: 'female',
      own_or_rent: 'rent',
      marital_status: 'married',
      credit_rating: 'good',
      military_experience: 1,
    });
    expect((mapped.drivers as Array<Record<string, unknown>>)[2]?.marital_status).toBe(
      'non-married',
    );
  });

  it('refuses Medicare and Life with exact messages', () => {
    expect(() => mapSecondAutoProvider('medicare', {})).toThrow(
      new Error('not implemented for Medicare'),
    );
    expect(() => mapSecondAutoProvider('life', {})).toThrow(new Error('not implemented for Life'));
  });
});

describe('toProviderValues', () => {
  it('drops empties at every depth and turns booleans into 1 or 0', () => {
    expect(
      toProviderValues({ a: true, b: '', c: [{ d: undefined }, { e: false }], f: null, g: {} }),
    ).toEqual({ a: 1, c: [{ e: 0 }] });
  });
});

// Property tests: whatever the schemas accept, the provider never receives an empty value.
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2025-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const phone = fc
  .tuple(
    fc.integer({ min: 200, max: 999 }),
    fc.integer({ min: 200, max: 999 }),
    fc.integer({ min: 0, max: 9999 }),
  )
  .map(([a, b, c]) => `(${a}) ${b}-${String(c).padStart(4, '0')}`);
const zip = fc.integer({ min: 0, max: 99999 }).map((n) => String(n).padStart(5, '0'));
const driver = fc.record({
  firstName: maybe(name),
  lastName: maybe(name),
  gender: maybe(fc.constantFrom(...genders)),
  maritalStatus: maybe(fc.constantFrom(...maritalStatuses)),
  dob: maybe(isoDate),
  email: maybe(fc.constant('a@example.com')),
  phone: maybe(phone),
  address: maybe(name),
  address2: maybe(name),
  creditRating: maybe(fc.constantFrom(...creditRatings)),
  sr22: maybe(fc.boolean()),
  militaryAffiliation: maybe(fc.boolean()),
  licenseStatus: maybe(fc.constantFrom(...licenseStatuses)),
});
const autoForm = fc.record({
  zipcode: maybe(zip),
  currentlyInsured: maybe(fc.boolean()),
  currentCompany: maybe(fc.constantFrom(...insurers, 'Other')),
  homeowner: maybe(fc.boolean()),
  interestedInHomeInsurance: maybe(fc.boolean()),
  drivers: maybe(fc.array(driver, { maxLength: 3 })),
  vehicles: maybe(
    fc.array(
      fc.record({
        year: maybe(fc.integer({ min: 1950, max: 2027 }).map(String)),
        make: maybe(name),
        model: maybe(name),
      }),
      { maxLength: 3 },
    ),
  ),
});
const lifeForm = fc.record({
  zipcode: maybe(zip),
  county: maybe(name),
  firstName: maybe(name),
  lastName: maybe(name),
  email: maybe(fc.constant('b@example.com')),
  phone: maybe(phone),
  address: maybe(name),
  address2: maybe(name),
  primaryLanguage: maybe(fc.constantFrom(...primaryLanguages)),
  gender: maybe(fc.constantFrom(...genders)),
  dob: maybe(isoDate),
  age: maybe(fc.integer({ min: 0, max: 120 })),
  haveCancer: maybe(fc.boolean()),
  haveDiabetes: maybe(fc.boolean()),
  haveHeartAttack: maybe(fc.boolean()),
  haveHighBloodPressure: maybe(fc.boolean()),
  haveOtherMajorCondition: maybe(fc.boolean()),
  haveMedicare: maybe(fc.boolean()),
  haveMedicaid: maybe(fc.boolean()),
  coverageType: maybe(fc.constantFrom(...coverageTypes)),
  leadidId: maybe(name),
  trustedFormCertificateId: maybe(name),
  callConsent: maybe(fc.boolean()),
  smsConsent: maybe(fc.boolean()),
  emailConsent: maybe(fc.boolean()),
});
const medicareForm = fc.record({
  zipcode: maybe(zip),
  haveMedicare: maybe(fc.boolean()),
  haveMedicaid: maybe(fc.boolean()),
  firstName: maybe(name),
  lastName: maybe(name),
  dob: maybe(isoDate),
  age: maybe(fc.integer({ min: 0, max: 120 })),
});

function emptyValues(value: unknown, path = ''): string[] {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean')
    return [path];
  if (Array.isArray(value))
    return value.length === 0
      ? [path]
      : value.flatMap((item, i) => emptyValues(item, `${path}[${i}]`));
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 && path !== ''
      ? [path]
      : entries.flatMap(([key, item]) => emptyValues(item, `${path}.${key}`));
  }
  return [];
}

describe('every mapping, for any values the schemas accept', () => {
  const date = fc.date({
    min: new Date('2000-01-01'),
    max: new Date('2100-01-01'),
    noInvalidDate: true,
  });
  it('sends no undefined, null, boolean, empty string or empty list', () => {
    fc.assert(
      fc.property(medicareForm, date, (values, at) => {
        expect(medicareFormSchema.safeParse(values).success).toBe(true);
        expect(emptyValues(mapMedicare(values, at))).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(autoForm, (values) => {
        expect(autoFormSchema.safeParse(values).success).toBe(true);
        expect(emptyValues(mapAuto(values))).toEqual([]);
        const second = mapSecondAutoProvider('auto', values);
        expect(emptyValues(second)).toEqual([]);
        for (const d of (second.drivers ?? []) as Array<Record<string, unknown>>) {
          if (d.primary_phone !== undefined) expect(d.primary_phone).toMatch(/^[0-9]{10}$/);
        }
      }),
    );
    fc.assert(
      fc.property(lifeForm, date, (values, at) => {
        expect(lifeFormSchema.safeParse(values).success).toBe(true);
        expect(emptyValues(mapLife(values, at))).toEqual([]);
      }),
    );
  });
});
