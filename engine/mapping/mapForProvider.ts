import type { AutoForm, LifeForm, MedicareForm } from '../../schemas/formValues';
import { mapAuto } from './mapAuto';
import { mapLife } from './mapLife';
import { mapMedicare } from './mapMedicare';
import type { ProviderValue } from './toProviderValues';

import { productForBrand } from './productForBrand';

export { productForBrand };

/** Maps a brand's form values for the ad marketplace's `data` field. */
export function mapForProvider(brand: string, values: MedicareForm | AutoForm | LifeForm, now: Date): Record<string, ProviderValue> {
  switch (productForBrand(brand)) {
    case 'life':
      return mapLife(values, now);
    case 'auto':
      return mapAuto(values);
    case 'medicare':
      return mapMedicare(values, now);
  }
}
