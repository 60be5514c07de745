import type { AutoForm, Product } from '../../schemas/formValues';
import { MAX_DRIVERS, MAX_VEHICLES } from './mapAuto';
import { toProviderValues, type ProviderValue } from './toProviderValues';

/**
 * The auto form for the second provider (spec section 7), which buys auto leads only:
 * phone as digits, `own_or_rent`, marital status as `married` or `non-married`, coverage as
 * `yes`/`no` with the former insurer in lower case.
 *
 * @throws Error "not implemented for Medicare" or "not implemented for Life" for other products
 */
export function mapSecondAutoProvider(
  product: Product,
  values: AutoForm,
): Record<string, ProviderValue> {
  if (product === 'medicare') throw new Error('not implemented for Medicare');
  if (product === 'life') throw new Error('not implemented for Life');
  const ownOrRent = values.homeowner === undefined ? undefined : values.homeowner ? 'own' : 'rent';
  return (toProviderValues({
    zip: values.zipcode,
    drivers: (values.drivers ?? []).slice(0, MAX_DRIVERS).map((driver) => ({
      first_name: driver.firstName,
      last_name: driver.lastName,
      email: driver.email,
      dob: driver.dob,
      address: driver.address,
      primary_phone: driver.phone?.replace(/\D/g, ''),
      gender: driver.gender,
      own_or_rent: ownOrRent,
      marital_status:
        driver.maritalStatus === undefined
          ? undefined
          : driver.maritalStatus === 'married'
            ? 'married'
            : 'non-married',
      credit_rating: driver.creditRating,
      military_experience: driver.militaryAffiliation,
    })),
    coverage: {
      has_coverage:
        values.currentlyInsured === undefined ? undefined : values.currentlyInsured ? 'yes' : 'no',
      former_insurer: values.currentCompany?.toLowerCase(),
    },
    vehicles: (values.vehicles ?? [])
      .slice(0, MAX_VEHICLES)
      .map((vehicle) => ({ year: vehicle.year, make: vehicle.make, model: vehicle.model })),
  }) ?? {}) as Record<string, ProviderValue>;
}
