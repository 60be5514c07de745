import type { MedicareForm } from '../../schemas/formValues';
import { birthDate } from './birthDate';
import { contactOf } from './contact';
import { toProviderValues, type ProviderValue } from './toProviderValues';

/**
 * The medicare form as the ad marketplace reads it (spec section 7). Without a ZIP code the
 * provider is asked to locate the visitor itself (`zip: "auto"`).
 *
 * @example mapMedicare({ age: 70 }, now) // { zip: 'auto', birth_date: '1956-01-01' }
 */
export function mapMedicare(values: MedicareForm, now: Date): Record<string, ProviderValue> {
  return (toProviderValues({
    zip: values.zipcode ?? 'auto',
    currently_insured: values.haveMedicare,
    receives_medicaid: values.haveMedicaid,
    contact: contactOf(values.firstName, values.lastName),
    birth_date: birthDate(values, now),
  }) ?? {}) as Record<string, ProviderValue>;
}
