import type { LifeForm } from '../../schemas/formValues';
import { birthDate } from './birthDate';
import { contactOf, genderCode } from './contact';
import { toProviderValues, type ProviderValue } from './toProviderValues';

/**
 * The life form as the ad marketplace reads it (spec section 7). Consents default to given
 * (1) unless the visitor answered no (spec section 5).
 */
export function mapLife(values: LifeForm, now: Date): Record<string, ProviderValue> {
  return (toProviderValues({
    zip: values.zipcode,
    county: values.county,
    contact: contactOf(values.firstName, values.lastName),
    email: values.email,
    phone: values.phone,
    address: values.address,
    address_2: values.address2,
    primary_language: values.primaryLanguage,
    gender: genderCode(values.gender),
    birth_date: birthDate(values, now),
    major_condition_cancer: values.haveCancer,
    major_condition_diabetes: values.haveDiabetes,
    major_condition_heart_attack: values.haveHeartAttack,
    major_condition_high_blood_pressure: values.haveHighBloodPressure,
    major_condition_other: values.haveOtherMajorCondition,
    currently_insured: values.haveMedicare,
    receives_medicaid: values.haveMedicaid,
    coverage_type: values.coverageType,
    leadid_id: values.leadidId,
    trusted_form_certificate_id: values.trustedFormCertificateId,
    tcpa: {
      call_consent: values.callConsent ?? true,
      sms_consent: values.smsConsent ?? true,
      email_consent: values.emailConsent ?? true,
    },
  }) ?? {}) as Record<string, ProviderValue>;
}
