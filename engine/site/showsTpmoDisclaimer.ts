// Types only from schemas/campaignPage: its zod stays out of the pages' bundle.
import type { ProductLine } from '../../schemas/campaignPage';
import { productForBrand } from '../mapping/productForBrand';

/**
 * Whether a page shows the TPMO disclaimer (CMS: every page of a Medicare marketing site): a
 * page of a Medicare product line, or a general page (legal, index, opt-out) of a Medicare brand.
 *
 * @example showsTpmoDisclaimer('general', 'tqg') // false: an auto brand's Terms of Use
 */
export function showsTpmoDisclaimer(line: ProductLine, brandId: string): boolean {
  if (line === 'auto' || line === 'life') return false;
  return line !== 'general' || productForBrand(brandId) === 'medicare';
}
