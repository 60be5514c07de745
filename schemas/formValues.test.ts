import { describe, expect, it } from 'vitest';
import {
  ageSchema,
  dobSchema,
  lifeFormSchema,
  medicareFormSchema,
  parseLeniently,
  toFormValues,
} from './formValues';

describe('dob', () => {
  it.each([
    ['04/12/1955', '1955-04-12'], // MM/dd/yyyy
    ['25/12/1955', '1955-12-25'], // dd/MM/yyyy (25 cannot be a month)
    ['1955-04-12', '1955-04-12'],
    [' 02/29/1952 ', '1952-02-29'],
  ])('normalises %s to %s', (input, expected) => {
    expect(dobSchema.parse(input)).toBe(expected);
  });
  it.each(['02/30/1955', '13/13/1955', '1955/04/12', 'April 12', '1955-02-29'])(
    'rejects %s',
    (input) => {
      expect(dobSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('age', () => {
  it.each([
    ['67', 67],
    [0, 0],
    [120, 120],
    [' 5 ', 5],
  ])('accepts %j', (input, expected) => {
    expect(ageSchema.parse(input)).toBe(expected);
  });
  it.each(['', '-1', '121', '65.5', 'old', 121])('rejects %j', (input) => {
    expect(ageSchema.safeParse(input).success).toBe(false);
  });
});

describe('parseLeniently', () => {
  it('turns an invalid answer into undefined and keeps the valid ones', () => {
    expect(
      parseLeniently(medicareFormSchema, {
        zipcode: '123',
        age: '67',
        firstName: '  Ann ',
        dob: 'soon',
        haveMedicare: 'yes',
      }),
    ).toEqual({ age: 67, firstName: 'Ann' });
  });
  it('counts consents as given unless answered no, even when invalid', () => {
    expect(parseLeniently(lifeFormSchema, { smsConsent: false, emailConsent: 'maybe' })).toEqual({
      callConsent: true,
      smsConsent: false,
      emailConsent: true,
    });
  });
  it('reads anything that is not an object as no answers', () => {
    expect(parseLeniently(medicareFormSchema, 'garbage')).toEqual({});
  });
});

describe('toFormValues', () => {
  it('gathers flat auto answers into drivers and vehicles, dropping invalid answers one by one', () => {
    expect(
      toFormValues('auto', {
        zipcode: '90210',
        currentlyInsured: true,
        currentCompany: 'GEICO',
        driver1FirstName: ' Ann ',
        driver1Dob: '04/12/1980',
        driver1Sr22: false,
        driver1Email: 'not-an-email',
        driver2Gender: 'female',
        driver3LicenseStatus: 'bogus',
        vehicle1Year: '2018',
        vehicle1Make: 'Toyota',
        vehicle1Model: 'Camry',
        vehicle2Year: '18',
        addDriver2: true,
      }),
    ).toEqual({
      zipcode: '90210',
      currentlyInsured: true,
      currentCompany: 'GEICO',
      drivers: [{ firstName: 'Ann', dob: '1980-04-12', sr22: false }, { gender: 'female' }],
      vehicles: [{ year: '2018', make: 'Toyota', model: 'Camry' }],
    });
  });

  it('joins a driver date of birth asked in parts, and drops parts that make no date', () => {
    expect(
      toFormValues('auto', {
        driver1DobDay: '3',
        driver1DobMonth: '4',
        driver1DobYear: '1980',
        driver2DobDay: '31',
        driver2DobMonth: '02',
        driver2DobYear: '1980',
        driver2Gender: 'male',
      }).drivers,
    ).toEqual([{ dob: '1980-04-03' }, { gender: 'male' }]);
  });

  // Regression: "ann@example.com " was refused, and any text passed as the current insurer.
  it('trims an email before checking it, and keeps a current insurer only from the list or Other', () => {
    expect(toFormValues('life', { email: ' ann@example.com ' }).email).toBe('ann@example.com');
    expect(
      toFormValues('auto', { driver1Email: 'ann@example.com\t', driver2Email: 'ann@' }).drivers,
    ).toEqual([{ email: 'ann@example.com' }]);
    expect(toFormValues('auto', { currentCompany: 'State Farm ' }).currentCompany).toBe(
      'State Farm',
    );
    expect(toFormValues('auto', { currentCompany: 'Other' }).currentCompany).toBe('Other');
    expect(
      toFormValues('auto', { currentCompany: 'My cousin Vinny' }).currentCompany,
    ).toBeUndefined();
  });

  it('parses medicare and life answers leniently, consents defaulting to given', () => {
    expect(toFormValues('medicare', { zipcode: '9021', age: '70', county: 'x' })).toEqual({
      age: 70,
    });
    expect(toFormValues('life', { gender: 'male', smsConsent: false })).toEqual({
      gender: 'male',
      callConsent: true,
      smsConsent: false,
      emailConsent: true,
    });
  });
});
