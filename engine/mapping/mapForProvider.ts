import type { AutoForm, LifeForm, MedicareForm, Product } from '../../schemas/formValues';
import { mapAuto } from './mapAuto';
import { mapLife } from './mapLife';
import { mapMedicare } from './mapMedicare';
import type { ProviderValue } from './toProviderValues';

/**
 * The mapping a brand's leads use (spec section 7): wc → life; tqg and ps → auto; every other
 * brand → medicare.
 */
export function productForBrand(brand: string): Product {
  if (brand === 'wc') return 'life';
  if (brand === 'tqg' || brand === 'ps') return 'auto';
  return 'medicare';
}

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
