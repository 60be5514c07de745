import type { AutoForm } from '../../schemas/formValues';
import { contactOf, genderCode } from './contact';
import { toProviderValues, type ProviderValue } from './toProviderValues';

/** At most 3 drivers and 3 vehicles go to the provider (spec section 9). */
export const MAX_DRIVERS = 3;
export const MAX_VEHICLES = 3;

/**
 * The auto form as the ad marketplace reads it (spec section 7). The first driver is the
 * contact: their name, email, phone, address and military affiliation are the lead's.
 * `home_ownership` is 1 for a home owner; `driver` is the driver's number (1 to 3).
 */
export function mapAuto(values: AutoForm): Record<string, ProviderValue> {
  const drivers = (values.drivers ?? []).slice(0, MAX_DRIVERS);
  const first = drivers[0] ?? {};
  return (toProviderValues({
    contact: contactOf(first.firstName, first.lastName),
    email: first.email,
    phone: first.phone,
    address: first.address,
    address2: first.address2,
    zip: values.zipcode,
    home_ownership: values.homeowner,
    interested_in_home_insurance: values.interestedInHomeInsurance,
    vehicles: (values.vehicles ?? [])
      .slice(0, MAX_VEHICLES)
      .map((vehicle) => ({ year: vehicle.year, make: vehicle.make, model: vehicle.model })),
    drivers: drivers.map((driver, index) => ({
      driver: index + 1,
      gender: genderCode(driver.gender),
      marital_status: driver.maritalStatus,
      birth_date: driver.dob,
      credit_rating: driver.creditRating,
      sr_22: driver.sr22,
      license_status: driver.licenseStatus,
    })),
    currently_insured: values.currentlyInsured,
    current_company: values.currentCompany,
    military_affiliation: first.militaryAffiliation,
  }) ?? {}) as Record<string, ProviderValue>;
}
