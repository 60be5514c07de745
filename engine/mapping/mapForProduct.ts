import { toFormValues, type Product } from '../../schemas/formValues';
import { mapAuto } from './mapAuto';
import { mapLife } from './mapLife';
import { mapMedicare } from './mapMedicare';
import type { ProviderValue } from './toProviderValues';

/** A funnel's answers as the ad marketplace's `data`, by the funnel's product. */
export function mapAnswersForProduct(
  product: Product,
  answers: Readonly<Record<string, unknown>>,
  now: Date,
): Record<string, ProviderValue> {
  switch (product) {
    case 'auto':
      return mapAuto(toFormValues('auto', answers));
    case 'life':
      return mapLife(toFormValues('life', answers), now);
    case 'medicare':
      return mapMedicare(toFormValues('medicare', answers), now);
  }
}
