import type { FieldName } from './fieldLibrary';
import type { Product } from './enumerations';

/** The most drivers and vehicles one auto lead carries (spec section 9). */
export const MAX_AUTO_ENTRIES = 3;

const driverFields = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Gender: 'gender',
  MaritalStatus: 'maritalStatus',
  Dob: 'dob',
  DobDay: 'dobDay',
  DobMonth: 'dobMonth',
  DobYear: 'dobYear',
  Email: 'email',
  Phone: 'phone',
  Address: 'address',
  Address2: 'address2',
  CreditRating: 'creditRating',
  Sr22: 'sr22',
  MilitaryAffiliation: 'militaryAffiliation',
  LicenseStatus: 'licenseStatus',
} as const satisfies Record<string, FieldName>;

const vehicleFields = {
  Year: 'vehicleYear',
  Make: 'vehicleMake',
  Model: 'vehicleModel',
} as const satisfies Record<string, FieldName>;

function numbered(prefix: string, fields: Record<string, FieldName>): Record<string, FieldName> {
  const named: Record<string, FieldName> = {};
  for (let n = 1; n <= MAX_AUTO_ENTRIES; n += 1) {
    for (const [suffix, field] of Object.entries(fields)) named[`${prefix}${n}${suffix}`] = field;
  }
  return named;
}

/**
 * The answers each product's form has (spec section 3), by answer name, with the library field
 * each must use. Auto drivers and vehicles are flat answers (`driver2Gender`, `vehicle1Year`)
 * that `toFormValues` gathers into lists. The verifier refuses an answer outside its product's
 * form: the provider mapping would never send it.
 */
export const formFields: Readonly<Record<Product, Readonly<Record<string, FieldName>>>> = {
  medicare: {
    zipcode: 'zipcode',
    haveMedicare: 'haveMedicare',
    haveMedicaid: 'haveMedicaid',
    firstName: 'firstName',
    lastName: 'lastName',
    dob: 'dob',
    age: 'age',
    // Asked by the consent step; the medicare payload sends none of them (the receipt records the act).
    callConsent: 'callConsent',
    smsConsent: 'smsConsent',
    emailConsent: 'emailConsent',
    leadidId: 'leadidId',
    trustedFormCertificateId: 'trustedFormCertificateId',
  },
  auto: {
    zipcode: 'zipcode',
    currentlyInsured: 'currentlyInsured',
    currentCompany: 'currentCompany',
    homeowner: 'homeowner',
    interestedInHomeInsurance: 'interestedInHomeInsurance',
    ...numbered('driver', driverFields),
    ...numbered('vehicle', vehicleFields),
  },
  life: {
    zipcode: 'zipcode',
    county: 'county',
    firstName: 'firstName',
    lastName: 'lastName',
    email: 'email',
    phone: 'phone',
    address: 'address',
    address2: 'address2',
    primaryLanguage: 'primaryLanguage',
    gender: 'gender',
    dob: 'dob',
    age: 'age',
    haveCancer: 'haveCancer',
    haveDiabetes: 'haveDiabetes',
    haveHeartAttack: 'haveHeartAttack',
    haveHighBloodPressure: 'haveHighBloodPressure',
    haveOtherMajorCondition: 'haveOtherMajorCondition',
    haveMedicare: 'haveMedicare',
    haveMedicaid: 'haveMedicaid',
    coverageType: 'coverageType',
    leadidId: 'leadidId',
    trustedFormCertificateId: 'trustedFormCertificateId',
    callConsent: 'callConsent',
    smsConsent: 'smsConsent',
    emailConsent: 'emailConsent',
  },
};
